// The look of the form controls, shared by the RJSF widgets and the hand-built login form so both read as one.
import styled, { css } from 'styled-components';
import { focusRing } from '../../focus-ring';
import { themedInput } from '../../input-style';

export const inputStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  ${themedInput}

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.6;
  }
  ${focusRing}
`;

export const Input = styled.input`
  ${inputStyles}
`;

export const Select = styled.select`
  ${inputStyles}
  width: auto;
  min-width: 96px;
`;

/** An input with controls beside it (toggle, send button, picker) in one row. */
export const InputRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing.sm};

  > input {
    flex: 1;
    min-width: 0;
  }
`;

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

export const ErrorText = styled.p`
  min-height: 0;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;

  &:empty {
    display: none;
  }
`;

export const SideButton = styled.button`
  flex-shrink: 0;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
  ${focusRing}
`;
