// What a list shows when it has nothing (spec P2.7-1 "no data").
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './icons';

const InboxIcon = () => (
  <Icon>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.5 5h13L22 12v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6z" />
  </Icon>
);

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
