// The language selector of the header and the side menu: a native select, so it works with every keyboard and screen reader.
import { useId } from 'react';
import styled from 'styled-components';
import { focusRing } from './focus-ring';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  label {
    font-size: 0.875rem;
  }
`;

const Select = styled.select`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;

export interface LanguageSelectorProps {
  label: string;
  languages: readonly string[];
  /** The language's own name (an autonym), shown whatever the current language is. */
  nameOf: (language: string) => string;
  value: string;
  onChange: (language: string) => void;
  /** Hides the visible label where an icon or the context already says what the control is. */
  hideLabel?: boolean;
}

export function LanguageSelector({ label, languages, nameOf, value, onChange, hideLabel = false }: LanguageSelectorProps) {
  const id = useId();
  return (
    <Wrapper>
      {hideLabel ? null : <label htmlFor={id}>{label}</label>}
      <Select id={id} aria-label={hideLabel ? label : undefined} value={value} onChange={(event) => onChange(event.target.value)}>
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {nameOf(language)}
          </option>
        ))}
      </Select>
    </Wrapper>
  );
}
