// The theme picker of the preview console (docs/preview.md, "A theme demo"): staff show the merchant of the view
// being edited in any bundled theme, live in the frame, and the theme editor starts from the theme picked. Native
// radio buttons (arrow keys move the choice); each shows a swatch of both palettes, drawn as decoration (the theme's
// name is the accessible name, and the picker says which theme is the merchant's own).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PreviewTheme } from '../../../engine/preview-view';
import { Choice, Fieldset, Muted } from './console-styles';

const Options = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
`;

const Option = styled(Choice)`
  align-items: flex-start;
  padding: ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.small};

  &:has(input:checked) {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  input {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Swatches = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

/** One palette in miniature: the header bar over the page, with the primary and accent colours and a line of text. */
const Swatch = styled.span<{ $p: Readonly<Record<string, string>> }>`
  display: grid;
  grid-template-columns: 1fr 1fr;
  grid-template-rows: 6px 10px 4px;
  gap: 2px;
  width: 34px;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 3px;
  background: ${({ $p }) => $p.background};

  &::before {
    content: '';
    grid-column: 1 / 3;
    background: ${({ $p }) => $p.header};
  }
  > i:nth-child(1) {
    background: ${({ $p }) => $p.primary};
  }
  > i:nth-child(2) {
    background: ${({ $p }) => $p.accent};
  }
  > i:nth-child(3) {
    grid-column: 1 / 3;
    background: ${({ $p }) => $p.text};
  }
`;

export interface ThemePickerProps {
  themes: readonly PreviewTheme[];
  /** The merchant's own theme (its file's). */
  own: string;
  /** The theme the view shows. */
  value: string;
  onChange: (code: string) => void;
}

export function ThemePicker({ themes, own, value, onChange }: ThemePickerProps) {
  const { t } = useTranslation('preview');
  return (
    <Fieldset aria-describedby="theme-picker-hint">
      <legend>{t('picker.heading')}</legend>
      <Muted id="theme-picker-hint">{t('picker.hint')}</Muted>
      <Options>
        {themes.map((theme) => (
          <Option key={theme.code} data-theme-option={theme.code}>
            <input type="radio" name="preview-theme" value={theme.code} checked={value === theme.code} onChange={() => onChange(theme.code)} />
            <Name>
              {theme.code === own ? t('picker.own', { theme: theme.name }) : theme.name}
              <Swatches aria-hidden="true">
                {(['dark', 'light'] as const).map((palette) => (
                  <Swatch key={palette} $p={theme.palettes[palette]} data-swatch={palette}>
                    <i />
                    <i />
                    <i />
                  </Swatch>
                ))}
              </Swatches>
            </Name>
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
