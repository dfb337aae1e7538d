// Styled pieces of the messages page and the feedback dialog.
import styled from 'styled-components';
import { focusRing } from '../../../ui/focus-ring';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  .count {
    margin-inline-end: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 2fr) 3fr;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

export const Pane = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: 1.2rem;
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Item = styled.button<{ $unread: boolean }>`
  /* Title, date and summary each get the row's full width: beside the date, a title in a narrow inbox (or a longer
     Khmer date) was cut to a letter or two. */
  display: grid;
  grid-template-columns: 10px minmax(0, 1fr);
  gap: 2px ${({ theme }) => theme.spacing.sm};
  align-items: center;
  width: 100%;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
  .dot {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
  }
  .title {
    overflow: hidden;
    font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .date,
  .summary {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  .summary {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Chip = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8rem;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Body = styled.div`
  line-height: 1.6;

  &.text {
    white-space: pre-wrap;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Pages = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

export const FormField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  label {
    font-weight: 600;
  }
  select,
  textarea {
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    ${focusRing}
  }
  select {
    min-height: 40px;
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .counter {
    margin: 0;
    align-self: flex-end;
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  .counter.over {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;
