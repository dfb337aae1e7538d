// Pieces the deposit and transfer forms share: a panel, a labelled field with its message, the status chip.
import styled from 'styled-components';
import { focusRing } from './focus-ring';
import { themedInput } from './input-style';

export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  label {
    font-weight: 600;
  }
  input,
  select {
    min-height: 40px;
    max-width: 320px;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    ${themedInput}
    ${focusRing}
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const STATUS_COLOUR = { pending: 'warning', succeeded: 'success', failed: 'danger', expired: 'textMuted' } as const;

/** The states a money request shows as a chip (a deposit's, a withdrawal's once mapped). */
export type ChipStatus = keyof typeof STATUS_COLOUR;

export const StatusChip = styled.span<{ $status: ChipStatus }>`
  display: inline-block;
  padding: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme, $status }) => theme.colors[STATUS_COLOUR[$status]]};
  border-radius: 999px;
  color: ${({ theme, $status }) => theme.colors[STATUS_COLOUR[$status]]};
  font-weight: 700;
  white-space: nowrap;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  td.amount,
  th.amount {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** A vertical stack with the theme's spacing between its children (skeleton rows, messages). */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

export const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    padding: 0;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    min-height: 40px;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
`;
