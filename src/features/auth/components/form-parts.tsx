// Small pieces the account forms share: a labelled field with its message, the form-level alert, the method switch
// and link-looking buttons.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from '../../../ui/rjsf/controls/field-error';
import { FieldBox, Label } from '../../../ui/rjsf/controls/styles';
import { focusRing } from '../../../ui/focus-ring';

export const errorIdOf = (id: string) => `${id}__error`;

export interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/** The control inside must carry id, aria-describedby={errorIdOf(id)} and aria-invalid. */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={errorIdOf(id)} message={error} />
    </FieldBox>
  );
}

export const FormAlert = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.text};

  &:empty {
    display: none;
  }
`;

export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  flex-wrap: wrap;
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Centered = styled.p`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  text-align: center;
`;

const SwitchGroup = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  button {
    flex: 1;
    min-height: 40px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.small};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    ${focusRing}
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export interface MethodSwitchProps<M extends string> {
  label: string;
  value: M;
  options: readonly { value: M; label: string }[];
  onChange: (value: M) => void;
}

/** A choice between methods (login type, register method, recovery method), shown only with more than one. */
export function MethodSwitch<M extends string>({ label, value, options, onChange }: MethodSwitchProps<M>) {
  if (options.length < 2) return null;
  return (
    <SwitchGroup role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.value} type="button" aria-pressed={option.value === value} onClick={() => onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </SwitchGroup>
  );
}
