// The member's language on the account (P7.1-21, issue 16): a logged-in member's switch is saved with
// PUT /wps/member/language, and at login (or on opening the site with a session) the site switches to the saved
// language, so the choice follows the member to another browser. A member who never chose one gets the language
// they are using saved. A refused or failed save leaves the switch in place in this browser.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiValue } from '../lib/api-client';
import { BUNDLED_LANGUAGES, chooseLanguage } from '../lib/i18n';
import { usePermission } from '../lib/permission';
import { getToken } from '../lib/session';
import { memberInfoQueryOptions, type MemberInfo } from '../lib/session/member-info';
import { useSession } from '../lib/session/use-session';

export const MEMBER_LANGUAGE_PATH = '/wps/member/language';

export function useSaveMemberLanguage(): (language: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (language: string) => {
      apiValue<{ language: string }>(MEMBER_LANGUAGE_PATH, { method: 'PUT', body: { language } }).then(
        () => queryClient.setQueryData<MemberInfo>(memberInfoQueryOptions().queryKey, (info) => (info ? { ...info, language } : info)),
        () => undefined,
      );
    },
    [queryClient],
  );
}

/** Once per session token: switch to the member's saved language, or save the current one if there is none. */
export function useRestoreMemberLanguage(): void {
  const { member, isLoggedIn, isTrial } = useSession();
  const { merchant } = usePermission();
  const { i18n } = useTranslation();
  const save = useSaveMemberLanguage();
  const doneFor = useRef<string | null>(null);
  useEffect(() => {
    if (!isLoggedIn || !member || isTrial) return;
    const token = getToken();
    if (!token || doneFor.current === token) return;
    doneFor.current = token;
    const saved = member.language;
    const offered = merchant.languages.filter((language) => BUNDLED_LANGUAGES.includes(language));
    if (saved && offered.includes(saved)) {
      if (saved !== i18n.language) void chooseLanguage(merchant.code, saved);
    } else if (offered.includes(i18n.language)) {
      save(i18n.language);
    }
  }, [isLoggedIn, member, isTrial, merchant.code, merchant.languages, i18n.language, save]);
}
