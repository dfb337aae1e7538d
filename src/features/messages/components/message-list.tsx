// The inbox list (left): newest first, unread ones bold with a dot, one page at a time; loading, empty, error.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { messagesQueryOptions } from '../api/messages-api';
import { errorText } from '../utils/error-text';
import { Item, List, Pages, Pane } from './parts';

export interface MessageListProps {
  pageNo: number;
  selectedId: string | null;
  onPage: (pageNo: number) => void;
  onSelect: (messageId: string) => void;
}

export function MessageList({ pageNo, selectedId, onPage, onSelect }: MessageListProps) {
  const { t, i18n } = useTranslation(['messages', 'common']);
  const { timezone } = usePermission().merchant;
  const messages = useQuery({ ...messagesQueryOptions(pageNo, i18n.language), placeholderData: keepPreviousData });

  let body;
  if (messages.isPending) {
    body = (
      <div aria-busy="true" data-testid="messages-loading">
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} $height="48px" style={{ display: 'block', marginBottom: 8 }} />)}
      </div>
    );
  } else if (messages.isError) {
    body = <ErrorState message={errorText(t, messages.error)} retryLabel={t('common:actions.retry')} onRetry={() => void messages.refetch()} />;
  } else if (messages.data.content.length === 0) {
    body = <EmptyState message={t('empty')} />;
  } else {
    const { content, pageNum, totalPages } = messages.data;
    body = (
      <>
        <List data-testid="message-list">
          {content.map((m) => (
            <li key={m.messageId}>
              <Item type="button" $unread={!m.read} aria-current={m.messageId === selectedId ? 'true' : undefined} onClick={() => onSelect(m.messageId)} data-unread={!m.read}>
                <span className="dot" aria-hidden="true" />
                <span className="title">
                  {m.read ? null : <VisuallyHidden>{t('unreadLabel')} </VisuallyHidden>}
                  {m.title}
                </span>
                <span className="date">{formatDateTime(m.createdAt, i18n.language, timezone)}</span>
                <span className="summary">{m.summary}</span>
              </Item>
            </li>
          ))}
        </List>
        {totalPages > 1 ? (
          <Pages aria-label={t('pages')}>
            <Button tone="ghost" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
              {t('previous')}
            </Button>
            <span>{t('pageOf', { page: pageNum, total: totalPages })}</span>
            <Button tone="ghost" disabled={pageNum >= totalPages} onClick={() => onPage(pageNum + 1)}>
              {t('next')}
            </Button>
          </Pages>
        ) : null}
      </>
    );
  }
  return (
    <Pane aria-labelledby="message-list-title">
      <h2 id="message-list-title">{t('inbox')}</h2>
      {body}
    </Pane>
  );
}
