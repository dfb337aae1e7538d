// What a list shows when it has nothing (spec P2.7-1 "no data").
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { InboxIcon } from './icons';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;

  svg {
    width: 40px;
    height: 40px;
  }
`;

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Box>
      <InboxIcon />
      <p>{message}</p>
      {children}
    </Box>
  );
}
