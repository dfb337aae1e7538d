// The console's shared look, from the site's theme tokens so it passes the same contrast checks.
import styled from 'styled-components';
import { focusRing } from '../../../ui/focus-ring';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  h2,
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};

  legend {
    padding: 0 ${({ theme }) => theme.spacing.xs};
    font-weight: 600;
  }
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-weight: 600;
`;

export const Select = styled.select`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 400;
  ${focusRing}
`;

export const TextInput = styled.input`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 400;
  ${focusRing}
`;

/** A checkbox or radio with its text; the whole row is the target, well above 24 by 24 pixels. */
export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 32px;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** A word beside an entry (changed, off through its parent): text, not colour alone, says it. */
export const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: 0.75rem;
  font-weight: 600;
`;
