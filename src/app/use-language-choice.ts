// The language selector's model: the merchant's offered languages that this build translates, and the choice.
// A logged-in member's choice is also saved on the account (PUT /wps/member/language, P7.1-21), so it follows them
// to another browser; use-member-language.ts restores it at login.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BUNDLED_LANGUAGES, chooseLanguage } from '../lib/i18n';
import { usePermission } from '../lib/permission';
import { useIsLoggedIn } from '../lib/session';
import { useSaveMemberLanguage } from './use-member-language';

export function useLanguageChoice() {
  const { merchant } = usePermission();
  const { t, i18n } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const save = useSaveMemberLanguage();
  const languages = merchant.languages.filter((language) => BUNDLED_LANGUAGES.includes(language));
  const choose = useCallback(
    (language: string) => {
      void chooseLanguage(merchant.code, language);
      if (loggedIn) save(language);
    },
    [merchant.code, loggedIn, save],
  );
  return {
    language: i18n.language,
    languages,
    choose,
    /** The current language's own name, from its own texts: the names of the others load with the selector's list. */
    currentName: t('language.name'),
    label: t('language.label'),
    searchLabel: t('language.search'),
    noMatch: t('language.noMatch'),
  };
}
