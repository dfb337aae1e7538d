// The SMS code field of a generated account form (registration, forgot password; spec P4.4-8, P4.5-1, P5-5), for a
// machine built with machines/sms-code-request.ts: the send button checks the number and asks the machine for a code
// (the slider runs first), the button counts down, and the slider and a failed send show as dialogs.
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { isMobileNumber } from '../../../engine/mobile-number';
import type { ThemedFormContext, ThemedFormData } from '../../../ui/rjsf/form-context';
import { BotCheckDialog } from '../components/bot-check-dialog';
import { WarningDialog } from '../components/warning-dialog';
import type { botCheckMachine } from '../machines/bot-check-machine';
import type { CodeRequestEvent } from '../machines/sms-code-request';
import type { smsCountdownMachine } from '../machines/sms-countdown-machine';
import { errorText } from '../utils/translate-error';
import { useFormTexts } from './use-form-texts';
import { useLatest } from './use-latest';

export interface CodeRequestOptions {
  /** The owning machine's children: smsCountdown and, while the slider runs, botCheck. */
  children: Partial<Record<string, AnyActorRef>>;
  /** The owning machine is in its codeBotCheck state: the button shows as sending. */
  checkingBot: boolean;
  send: (event: CodeRequestEvent) => void;
  formData: ThemedFormData;
  dialingCode: string;
}

export interface CodeRequest {
  /** The formContext entry of the verificationCode widget. */
  verificationCode: NonNullable<ThemedFormContext['verificationCode']>;
  /** Why no code was asked for (an invalid number), shown under the mobile field. */
  mobileSendError: string | null;
  clearMobileSendError: () => void;
  /** The slider, while the machine runs one. */
  botCheckDialog: ReactNode;
  /** The server refused to send the code. */
  sendErrorDialog: ReactNode;
}

export function useCodeRequest({ children, checkingBot, send, formData, dialingCode }: CodeRequestOptions): CodeRequest {
  const { t } = useTranslation(['auth', 'validation']);
  const texts = useFormTexts();
  const [mobileSendError, setMobileSendError] = useState<string | null>(null);
  const latest = useLatest({ formData, dialingCode });
  const countdown = children.smsCountdown as ActorRefFrom<typeof smsCountdownMachine> | undefined;
  const botCheck = children.botCheck as ActorRefFrom<typeof botCheckMachine> | undefined;
  const countdownState = useSelector(countdown, (s) => s);

  const requestCode = () => {
    // RJSF keeps the first formContext functions it sees (it compares contexts ignoring functions): read the latest values.
    const mobileNum = typeof latest.current.formData.mobileNum === 'string' ? latest.current.formData.mobileNum : '';
    // Spec P5-5: a code only for a valid number and when no countdown runs (the button is disabled meanwhile).
    if (!isMobileNumber(mobileNum)) {
      setMobileSendError(t('validation:mobileInvalid'));
      return;
    }
    setMobileSendError(null);
    send({ type: 'code.request', mobileNum, countryDialingCode: latest.current.dialingCode });
  };

  return {
    verificationCode: {
      ...texts.sms,
      remaining: countdownState?.matches('counting') ? countdownState.context.remaining : 0,
      sending: (countdownState?.matches('sending') ?? false) || checkingBot,
      onSend: requestCode,
    },
    mobileSendError,
    clearMobileSendError: () => {
      if (mobileSendError) setMobileSendError(null);
    },
    botCheckDialog: botCheck ? <BotCheckDialog actor={botCheck} /> : null,
    sendErrorDialog: countdownState?.context.error ? (
      <WarningDialog message={errorText(t, countdownState.context.error)} onConfirm={() => countdown?.send({ type: 'sms.dismissError' })} />
    ) : null,
  };
}
