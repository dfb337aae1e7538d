// The announcement popup (spec P2.8-2, P4.6-7): the popup notices of the visit's execution (B visitors, A members, F a
// first login), nine a page in a list on the left and the chosen notice's title and sanitised HTML on the right.
// Closed, it stays closed for the browser session; a notice that hides for the day, when so marked, for the day.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiValue } from '../../../lib/api-client';
import { withChunkTimeout } from '../../../lib/chunk-load';
import { isFirstTimeLogin } from '../../../lib/session/first-login';
import { useAuthModal } from '../../../lib/auth-modal';
import { useIsLoggedIn } from '../../../lib/session';
import { usePopupTurn } from '../../../ui/popup-queue';
import { dayMarks, popupExecution, popupsToShow, type Execution } from '../rules/popup-rules';
import { ANNOUNCEMENTS_PATH, WEB_PLATFORM, type Announcements } from '../api/get-announcements';

// The dialog and the HTML sanitiser load only when a popup is to be shown.
const PopupBody = lazy(withChunkTimeout(() => import('./announcement-popup-body').then((module) => ({ default: module.PopupBody }))));

export const CLOSED_SESSION_KEY = 'announcementPopupClosed';
export const CLOSED_TODAY_KEY = 'announcementPopupHiddenToday';

function readJson<T>(storage: () => Storage, key: string, fallback: T): T {
  try {
    const text = storage().getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeJson(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled: the popup may show again on the next visit.
  }
}

const session = () => sessionStorage;
const local = () => localStorage;

const popupQuery = (execution: Execution, language: string) => ({
  queryKey: ['announcements', 'popup', { execution, language }],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiValue<Announcements>(ANNOUNCEMENTS_PATH, { query: { types: 'PU', platform: WEB_PLATFORM, execution, language }, signal }).then((value) => value.popup),
});

export function AnnouncementPopup() {
  const { i18n } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const execution = popupExecution(loggedIn, loggedIn && isFirstTimeLogin());
  const popups = useQuery(popupQuery(execution, i18n.language));
  // Ids closed in this visit's render, so the popup goes away at once even before storage is read again.
  const [closed, setClosed] = useState<string[]>([]);
  const authModal = useAuthModal();
  const shown = popupsToShow(
    popups.data ?? [],
    [...readJson<string[]>(session, CLOSED_SESSION_KEY, []), ...closed],
    readJson<Record<string, number>>(local, CLOSED_TODAY_KEY, {}),
    Date.now(),
  );
  // It takes its turn among the site's popups (after the welcome, never over an open menu) and gives it up the moment
  // the visitor opens a login or register popup, even while its own code is still loading.
  const turn = usePopupTurn(shown.length > 0 && authModal === null);
  if (!turn) return null;

  const onClose = (hideToday: boolean) => {
    const ids = shown.map((notice) => notice.id);
    writeJson(session, CLOSED_SESSION_KEY, [...new Set([...readJson<string[]>(session, CLOSED_SESSION_KEY, []), ...ids])]);
    if (hideToday) writeJson(local, CLOSED_TODAY_KEY, { ...readJson<Record<string, number>>(local, CLOSED_TODAY_KEY, {}), ...dayMarks(shown, new Date()) });
    setClosed((previous) => [...previous, ...ids]);
  };
  return (
    <Suspense fallback={null}>
      <PopupBody key={execution} notices={shown} onClose={onClose} />
    </Suspense>
  );
}
