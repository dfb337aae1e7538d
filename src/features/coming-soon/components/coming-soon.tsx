// A page another release will build: its title and what it will hold, so every route of the spec exists today.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.div`
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
`;

export interface ComingSoonProps {
  title: string;
  description: string;
  children?: ReactNode;
}

export function ComingSoon({ title, description, children }: ComingSoonProps) {
  return (
    <>
      <h1>{title}</h1>
      <Panel>
        <p>{description}</p>
        {children}
      </Panel>
    </>
  );
}
