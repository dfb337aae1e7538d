// /member/messageV2 (spec M2-14): the inbox on the left, the open message on the right (?id= in the address, so
// back and forward and a shared link work), mark all read, and the feedback and support-question dialogs. The member
// centre shell around it gives the title.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../ui/button';
import { messagesQueryOptions, useMarkAllRead } from '../api/messages-api';
import { FeedbackDialog, type FeedbackKind } from '../components/feedback-dialog';
import { MessageList } from '../components/message-list';
import { MessageView } from '../components/message-view';
import { MyFeedback } from '../components/my-feedback';
import { Columns, Toolbar } from '../components/parts';
import { errorText } from '../utils/error-text';

export function Component() {
  const { t, i18n } = useTranslation(['messages', 'common']);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [dialog, setDialog] = useState<FeedbackKind | null>(null);
  const markAll = useMarkAllRead();
  const list = useQuery(messagesQueryOptions(pageNo, i18n.language));
  // Unknown until the list has loaded: a failed list says so below, never a made-up "Unread: 0" beside the badge's 3.
  const unread = list.data?.unread;

  const go = (next: { id?: string | null; page?: number }) => {
    const out = new URLSearchParams(params);
    if (next.id === null) out.delete('id');
    else if (next.id !== undefined) out.set('id', next.id);
    if (next.page !== undefined) out.set('page', String(next.page));
    setParams(out);
  };

  return (
    <>
      <Toolbar>
        <span className="count" data-testid="unread-count" aria-live="polite">
          {unread === undefined ? null : t('unreadCount', { n: unread })}
        </span>
        <Button tone="secondary" disabled={!unread || markAll.isPending} onClick={() => markAll.mutate()}>
          {t('markAllRead')}
        </Button>
        <Button tone="secondary" onClick={() => setDialog('feedback')}>
          {t('feedback.open')}
        </Button>
        <Button tone="ghost" onClick={() => setDialog('supportQuestion')}>
          {t('supportQuestion.open')}
        </Button>
      </Toolbar>
      {markAll.isError ? <p role="alert">{errorText(t, markAll.error)}</p> : null}
      <Columns>
        <MessageList pageNo={pageNo} selectedId={selectedId} onPage={(page) => go({ page, id: null })} onSelect={(id) => go({ id })} />
        <MessageView messageId={selectedId} onDeleted={() => go({ id: null })} />
      </Columns>
      <MyFeedback />
      <FeedbackDialog kind={dialog ?? 'feedback'} open={dialog !== null} onClose={() => setDialog(null)} />
    </>
  );
}
