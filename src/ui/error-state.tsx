// A failure the visitor can act on: what happened and, where it helps, a button to try again.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Icon } from './icons';

const AlertIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </Icon>
);

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.lg};
  text-align: center;

  svg {
    width: 40px;
    height: 40px;
  }
`;

export interface ErrorStateProps {
  title?: string;
  message: string;
  retryLabel?: string;
  onRetry?: () => void;
  /** h1 when the failure is the whole page's content. */
  headingLevel?: 'h1' | 'h2';
  children?: ReactNode;
}

export function ErrorState({ title, message, retryLabel, onRetry, headingLevel: Heading = 'h2', children }: ErrorStateProps) {
  return (
    <Box role="alert">
      <AlertIcon />
      {title ? <Heading>{title}</Heading> : null}
      <p>{message}</p>
      {onRetry && retryLabel ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
      {children}
    </Box>
  );
}
