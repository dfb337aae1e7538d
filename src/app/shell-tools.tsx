// The language selector and the palette toggle, as the header, the side menu and the status pages show them.
import { useTranslation } from 'react-i18next';
import { LanguageSelector } from '../ui/language-selector';
import { PaletteToggle } from '../ui/palette-toggle';
import { usePalette } from './palette-provider';
import { useLanguageChoice } from './use-language-choice';

export function ShellLanguageSelector({ hideLabel = true, align = 'end' }: { hideLabel?: boolean; align?: 'start' | 'end' }) {
  const { t } = useTranslation();
  const { language, languages, choose, currentName, label, searchLabel, noMatch } = useLanguageChoice();
  if (languages.length < 2) return null;
  return (
    <LanguageSelector
      label={label}
      languages={languages}
      currentName={currentName}
      value={language}
      onChange={choose}
      hideLabel={hideLabel}
      searchLabel={searchLabel}
      noMatch={noMatch}
      loadingLabel={t('app.loading')}
      align={align}
    />
  );
}

export function ShellPaletteToggle() {
  const { t } = useTranslation();
  const { palette, togglePalette } = usePalette();
  return <PaletteToggle palette={palette} onToggle={togglePalette} switchToLightLabel={t('palette.switchToLight')} switchToDarkLabel={t('palette.switchToDark')} />;
}

export function ShellTools() {
  return (
    <>
      <ShellLanguageSelector />
      <ShellPaletteToggle />
    </>
  );
}
