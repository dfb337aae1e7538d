// The announcement popup's dialog (spec P2.8-2): nine notices a page on the left, the chosen one's title and
// sanitised HTML on the right; a new page selects its first item. Loaded only when there is a popup to show.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing } from '../../../ui/focus-ring';
import { Modal } from '../../../ui/modal';
import { SanitizedHtml } from '../../../ui/sanitized-html';
import { ANNOUNCEMENT_PAGE_SIZE, announcementPosition, firstIndexOfPage } from '../rules/popup-rules';
import type { Notice } from '../api/get-announcements';

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
    text-align: start;
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

export function PopupBody({ notices, onClose }: { notices: Notice[]; onClose: (hideToday: boolean) => void }) {
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

