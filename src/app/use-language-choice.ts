// The language selector's model: the merchant's offered languages that this build translates, and the choice.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BUNDLED_LANGUAGES, chooseLanguage } from '../lib/i18n';
import { usePermission } from '../lib/permission';

export function useLanguageChoice() {
  const { merchant } = usePermission();
  const { t, i18n } = useTranslation();
  const languages = merchant.languages.filter((language) => BUNDLED_LANGUAGES.includes(language));
  const choose = useCallback((language: string) => void chooseLanguage(merchant.code, language), [merchant.code]);
  const nameOf = useCallback((language: string) => t(`language.names.${language}`, { defaultValue: language }), [t]);
  return { language: i18n.language, languages, choose, nameOf, label: t('language.label') };
}
