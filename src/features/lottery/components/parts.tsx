// Styled pieces the lottery lobby shares: panels, pressed-button menus, number balls, tables.
import styled from 'styled-components';
import { focusRing } from '../../../ui/focus-ring';
import { pinnedFirstColumn } from '../../../ui/record-list';

export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  h2,
  h3 {
    margin-top: 0;
    font-size: 1.1rem;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const ToggleMenu = styled.div<{ $vertical?: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  list-style: none;

  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: ${({ $vertical }) => ($vertical ? 'left' : 'center')};
    cursor: pointer;
    ${focusRing}
  }
  button[aria-pressed='true'],
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export const Balls = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 32px;
    height: 32px;
    padding: 0 ${({ theme }) => theme.spacing.xs};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: middle;
  }
  th {
    font-weight: 700;
  }
  .amount {
    text-align: end;
  }
`;

/**
 * The draw history when the page is one column: each row on one line, the table scrolling sideways inside this frame
 * (focusable, so a keyboard can scroll it) with the issue pinned, never the page.
 */
export const HistoryFrame = styled.div`
  @media (max-width: 760px) {
    overflow-x: auto;
    margin-inline: -${({ theme }) => theme.spacing.sm};
    ${pinnedFirstColumn}
  }
  ${focusRing}
`;

export const Timer = styled.p`
  margin: 0;
  font-size: 1.6rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** Native radio buttons shown as chips: arrow keys move between them, Tab enters and leaves the group. */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: ${({ theme }) => theme.spacing.xs} 0 ${({ theme }) => theme.spacing.sm};

  label {
    position: relative;
    display: inline-flex;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    min-width: 40px;
    justify-content: center;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    font-weight: 600;
  }
`;
