// The announcement popup (spec P2.8-2, P4.6-7): the popup notices of the visit's execution (B visitors, A members, F a
// first login), nine a page in a list on the left and the chosen notice's title and sanitised HTML on the right.
// Closed, it stays closed for the browser session; a notice that hides for the day, when so marked, for the day.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { apiValue } from '../../../lib/api-client';
import { isFirstTimeLogin } from '../../../lib/session/first-login';
import { useAuthModal } from '../../../lib/auth-modal';
import { useIsLoggedIn } from '../../../lib/session';
import { focusRing } from '../../../ui/focus-ring';
import { Modal } from '../../../ui/modal';
import { SanitizedHtml } from '../../../ui/sanitized-html';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  announcementPosition,
  dayMarks,
  firstIndexOfPage,
  popupExecution,
  popupsToShow,
  type Execution,
} from '../../lobby/rules/lobby-rules';
import { ANNOUNCEMENTS_PATH, WEB_PLATFORM, type Announcements, type Notice } from '../api/get-announcements';

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

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 240px) 1fr;
  gap: ${({ theme }) => theme.spacing.lg};
  min-height: 280px;

  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ol button {
    width: 100%;
    min-height: 40px;
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
    ${focusRing}
  }
  ol button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  article h3 {
    margin-top: 0;
  }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.spacing.sm};

  button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
    ${focusRing}
  }
`;

const Footer = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
  min-height: 32px;

  input {
    width: 20px;
    height: 20px;
  }
`;

function PopupBody({ notices, onClose }: { notices: Notice[]; onClose: (hideToday: boolean) => void }) {
  const { t } = useTranslation(['lobby', 'common']);
  const [index, setIndex] = useState(0);
  const [hideToday, setHideToday] = useState(false);
  const checkboxId = useId();
  const { page } = announcementPosition(index);
  const totalPages = Math.ceil(notices.length / ANNOUNCEMENT_PAGE_SIZE);
  const first = firstIndexOfPage(page);
  const current = notices[index] ?? notices[0]!;
  const canHide = notices.some((notice) => notice.hideForDay);
  return (
    <Modal open onClose={() => onClose(hideToday)} title={t('popup.title')} closeLabel={t('common:actions.close')} width={860}>
      <Layout data-testid="announcement-popup">
        <nav aria-label={t('popup.list')}>
          <ol>
            {notices.slice(first, first + ANNOUNCEMENT_PAGE_SIZE).map((notice, position) => (
              <li key={notice.id}>
                <button type="button" aria-current={first + position === index ? 'true' : undefined} onClick={() => setIndex(first + position)}>
                  {notice.title}
                </button>
              </li>
            ))}
          </ol>
          {totalPages > 1 ? (
            <Pager>
              <button type="button" disabled={page <= 1} onClick={() => setIndex(firstIndexOfPage(page - 1))}>
                {t('pagination.previous')}
              </button>
              <span>{t('popup.page', { page, total: totalPages })}</span>
              <button type="button" disabled={page >= totalPages} onClick={() => setIndex(firstIndexOfPage(page + 1))}>
                {t('pagination.next')}
              </button>
            </Pager>
          ) : null}
        </nav>
        <article aria-live="polite">
          <h3>{current.title}</h3>
          <SanitizedHtml html={current.content} />
        </article>
      </Layout>
      {canHide ? (
        <Footer htmlFor={checkboxId}>
          <input id={checkboxId} type="checkbox" checked={hideToday} onChange={(event) => setHideToday(event.target.checked)} />
          {t('popup.hideToday')}
        </Footer>
      ) : null}
    </Modal>
  );
}

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
  // Never over the login or registration popup: it shows once that one is closed.
  if (shown.length === 0 || authModal !== null) return null;

  const onClose = (hideToday: boolean) => {
    const ids = shown.map((notice) => notice.id);
    writeJson(session, CLOSED_SESSION_KEY, [...new Set([...readJson<string[]>(session, CLOSED_SESSION_KEY, []), ...ids])]);
    if (hideToday) writeJson(local, CLOSED_TODAY_KEY, { ...readJson<Record<string, number>>(local, CLOSED_TODAY_KEY, {}), ...dayMarks(shown, new Date()) });
    setClosed((previous) => [...previous, ...ids]);
  };
  return <PopupBody key={execution} notices={shown} onClose={onClose} />;
}
