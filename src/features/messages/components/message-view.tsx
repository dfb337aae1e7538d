// One message (right): its title, category and date, and its body (operator HTML sanitised, or plain text). Opening
// it marks it read on the server; the answer's unread count goes straight to the header badge. Delete asks first.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Modal } from '../../../ui/modal';
import { SanitizedHtml } from '../../../ui/sanitized-html';
import { Skeleton } from '../../../ui/skeleton';
import { messageQueryOptions, useDeleteMessage } from '../api/messages-api';
import { errorText } from '../utils/error-text';
import { Actions, Body, Chip, Meta, Pane } from './parts';

export interface MessageViewProps {
  messageId: string | null;
  onDeleted: () => void;
}

export function MessageView({ messageId, onDeleted }: MessageViewProps) {
  const { t, i18n } = useTranslation(['messages', 'common']);
  const { timezone } = usePermission().merchant;
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMessage();
  const message = useQuery({ ...messageQueryOptions(messageId ?? '', i18n.language, queryClient), enabled: messageId !== null });

  let body;
  if (messageId === null) {
    body = <EmptyState message={t('pick')} />;
  } else if (message.isPending) {
    body = (
      <div aria-busy="true" data-testid="message-loading">
        <Skeleton $height="28px" $width="60%" style={{ display: 'block', marginBottom: 12 }} />
        <Skeleton $height="120px" style={{ display: 'block' }} />
      </div>
    );
  } else if (message.isError) {
    body = <ErrorState message={errorText(t, message.error)} retryLabel={t('common:actions.retry')} onRetry={() => void message.refetch()} />;
  } else {
    const m = message.data.message;
    body = (
      <article aria-labelledby="message-title" data-testid="message-view">
        <h2 id="message-title">{m.title}</h2>
        <Meta>
          <Chip>{t(`categories.${m.category}`)}</Chip>
          <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, i18n.language, timezone)}</time>
          {m.broadcast ? <span>{t('broadcast')}</span> : null}
        </Meta>
        {m.format === 'html' ? <Body><SanitizedHtml html={m.body} /></Body> : <Body className="text">{m.body}</Body>}
        <Actions style={{ marginTop: 24 }}>
          <Button tone="secondary" onClick={() => setConfirming(true)}>
            {t('delete')}
          </Button>
        </Actions>
      </article>
    );
  }

  const confirmDelete = () => {
    if (messageId === null) return;
    remove.mutate(messageId, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted();
      },
    });
  };

  return (
    <Pane aria-label={t('reading')}>
      {body}
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t('deleteTitle')} closeLabel={t('common:actions.close')}>
        <p>{t('deleteText')}</p>
        {remove.isError ? <p role="alert">{errorText(t, remove.error)}</p> : null}
        <Actions>
          <Button tone="ghost" onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={confirmDelete} disabled={remove.isPending}>
            {t('deleteConfirm')}
          </Button>
        </Actions>
      </Modal>
    </Pane>
  );
}
