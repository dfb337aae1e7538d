// The announcement page (spec P2.1-8): every notice for the web, newest first, each with its own anchor.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate } from '../../../lib/format-date';
import { EmptyState } from '../../../ui/empty-state';
import { SanitizedHtml } from '../../../ui/sanitized-html';
import type { Notice } from '../api/get-announcements';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: 80px;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
  }
`;

const byNewest = (a: Notice, b: Notice) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '');

export function AnnouncementList({ notices, timeZone }: { notices: Notice[]; timeZone: string }) {
  const { t, i18n } = useTranslation('pages');
  if (notices.length === 0) return <EmptyState message={t('announce.empty')} />;
  return (
    <List>
      {[...notices].sort(byNewest).map((notice) => (
        <Item key={notice.id} id={notice.id}>
          <h2>{notice.title}</h2>
          {notice.publishedAt ? (
            <p>
              <time dateTime={notice.publishedAt}>{t('announce.publishedAt', { date: formatDate(notice.publishedAt, i18n.language, timeZone) })}</time>
            </p>
          ) : null}
          <SanitizedHtml html={notice.content} />
        </Item>
      ))}
    </List>
  );
}
