// What the member sent (GET /wps/feedback): the latest feedback and support questions with their topic and state,
// below the inbox, where the answers arrive. Shown only once there is something to show.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { myFeedbackQueryOptions } from '../api/feedback-api';
import { Chip, List, Pane } from './parts';

export function MyFeedback() {
  const { t, i18n } = useTranslation('messages');
  const { timezone } = usePermission().merchant;
  const mine = useQuery(myFeedbackQueryOptions());
  if (!mine.data || mine.data.content.length === 0) return null;
  return (
    <Pane aria-labelledby="my-feedback-title" style={{ marginTop: 16 }} data-testid="my-feedback">
      <h2 id="my-feedback-title">{t('mine.title')}</h2>
      <List>
        {mine.data.content.map((f) => (
          <li key={f.feedbackId} style={{ padding: '8px 0' }}>
            <p style={{ margin: 0, display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip>{f.kind === 'feedback' ? t(`feedback.types.${f.questionType ?? 'other'}`, { defaultValue: f.questionType ?? '' }) : t('mine.question')}</Chip>
              <time dateTime={f.createdAt}>{formatDateTime(f.createdAt, i18n.language, timezone)}</time>
              <span>{t(`mine.status.${f.status}`, { defaultValue: f.status })}</span>
            </p>
            <p style={{ margin: '4px 0 0', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{f.content}</p>
          </li>
        ))}
      </List>
    </Pane>
  );
}
