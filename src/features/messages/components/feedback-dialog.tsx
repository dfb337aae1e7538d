// The feedback form (spec M3-11, M5-2, M7-10) and the question to customer support (M3-12, M5-4), in a dialog
// opened from the messages page: a live character counter against the range the server gives (0/140 for
// feedback), the same count the server makes (code points of the trimmed text), and the server's refusal shown
// when it disagrees.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { feedbackSettingsQueryOptions, useSendFeedback, useSendSupportQuestion } from '../api/feedback-api';
import { errorText } from '../utils/error-text';
import { characterCount, lengthProblem } from '../utils/text-length';
import { Actions, FormField } from './parts';

export type FeedbackKind = 'feedback' | 'supportQuestion';

export interface FeedbackDialogProps {
  kind: FeedbackKind;
  open: boolean;
  onClose: () => void;
}

export function FeedbackDialog({ kind, open, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation(['messages', 'common']);
  return (
    <Modal open={open} onClose={onClose} title={t(`${kind}.title`)} closeLabel={t('common:actions.close')} width={520}>
      {open ? <FeedbackForm kind={kind} onDone={onClose} /> : null}
    </Modal>
  );
}

function FeedbackForm({ kind, onDone }: { kind: FeedbackKind; onDone: () => void }) {
  const { t } = useTranslation(['messages', 'common']);
  const toast = useToast();
  const id = useId();
  const settings = useQuery(feedbackSettingsQueryOptions());
  const sendFeedback = useSendFeedback();
  const sendQuestion = useSendSupportQuestion();
  const send = kind === 'feedback' ? sendFeedback : sendQuestion;
  const [questionType, setQuestionType] = useState('');
  const [content, setContent] = useState('');
  const [submitted, setSubmitted] = useState(false);

  if (settings.isPending) return <Spinner label={t('loading')} />;
  if (settings.isError) return <ErrorState message={errorText(t, settings.error)} retryLabel={t('common:actions.retry')} onRetry={() => void settings.refetch()} />;

  const range = kind === 'feedback' ? settings.data.feedback : settings.data.supportQuestion;
  const count = characterCount(content);
  const problem = lengthProblem(content, range);
  // The select offers the server's types only; the chosen one, typed as the server takes it.
  const chosenType = settings.data.questionTypes.find((type) => type === questionType);
  const typeMissing = kind === 'feedback' && chosenType === undefined;
  // Too long shows while typing; the other problems once the member tries to send.
  const shownProblem = problem === 'tooLong' || (submitted && problem) ? problem : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || typeMissing) return;
    const done = {
      onSuccess: () => {
        toast(t(`${kind}.sent`));
        onDone();
      },
    };
    if (kind === 'feedback') {
      if (chosenType) sendFeedback.mutate({ questionType: chosenType, content }, done);
    } else sendQuestion.mutate({ content }, done);
  };

  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(`${kind}.title`)} data-testid={`${kind}-form`}>
      {kind === 'supportQuestion' ? <p>{t('supportQuestion.intro')}</p> : null}
      {kind === 'feedback' ? (
        <FormField>
          <label htmlFor={`${id}-type`}>{t('feedback.type')}</label>
          <select id={`${id}-type`} value={questionType} onChange={(e) => setQuestionType(e.target.value)} aria-invalid={submitted && typeMissing} aria-describedby={submitted && typeMissing ? `${id}-type-error` : undefined}>
            <option value="">{t('feedback.pickType')}</option>
            {settings.data.questionTypes.map((type) => (
              <option key={type} value={type}>
                {t(`feedback.types.${type}`, { defaultValue: type })}
              </option>
            ))}
          </select>
          {submitted && typeMissing ? <p className="error" id={`${id}-type-error`}>{t('feedback.typeRequired')}</p> : null}
        </FormField>
      ) : null}
      <FormField>
        <label htmlFor={`${id}-content`}>{t(`${kind}.content`)}</label>
        <textarea
          id={`${id}-content`}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          aria-invalid={shownProblem !== null}
          aria-describedby={[counterId, shownProblem ? errorId : ''].filter(Boolean).join(' ')}
        />
        <p className={`counter${count > range.max ? ' over' : ''}`} id={counterId} data-testid="char-counter">
          {kind === 'feedback' ? t('counter', { n: count, max: range.max }) : t('counterRange', { n: count, min: range.min, max: range.max })}
        </p>
        {shownProblem ? (
          <p className="error" id={errorId} role="alert">
            {t(`length.${shownProblem}`, { min: range.min, max: range.max })}
          </p>
        ) : null}
      </FormField>
      {send.isError ? (
        <FormField>
          <p role="alert" className="error">
            {errorText(t, send.error)}
          </p>
        </FormField>
      ) : null}
      <Actions>
        <Button tone="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {t(`${kind}.send`)}
        </Button>
      </Actions>
    </form>
  );
}
