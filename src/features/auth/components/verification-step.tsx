// The new-IP second step (spec P4.3-5, P8-18): "Please complete verification first", a way to receive a code (SMS,
// e-mail, or the member's authenticator app), the code, and back to the login.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { Button } from '../../../ui/button';
import { Input, InputRow, SideButton } from '../../../ui/rjsf/controls/styles';
import type { loginMachine, VerificationMethod } from '../machines/login-machine';
import { errorText } from '../utils/translate-error';
import { Centered, Field, FormAlert, LinkButton, MethodSwitch, Notice, errorIdOf } from './form-parts';

export interface VerificationStepProps {
  snapshot: SnapshotFrom<typeof loginMachine>;
  send: ActorRefFrom<typeof loginMachine>['send'];
}

export function VerificationStep({ snapshot, send }: VerificationStepProps) {
  const { t } = useTranslation('auth');
  const methods = snapshot.context.verification?.methods ?? [];
  const [method, setMethod] = useState<VerificationMethod>(methods[0] ?? 'sms');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const busy = !snapshot.matches({ verifying: 'idle' });
  const { error, verificationCodeSent } = snapshot.context;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setFieldError(t('login.required.smsCode'));
      return;
    }
    setFieldError(undefined);
    send({ type: 'verification.submit', method, code });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy || undefined} data-testid="verification-form">
      <Notice>
        <strong>{t('verification.text')}</strong>
        <br />
        {t('verification.intro')}
      </Notice>
      <FormAlert role="alert">{error ? errorText(t, error) : ''}</FormAlert>
      <MethodSwitch
        label={t('verification.methods.label')}
        value={method}
        options={methods.map((value) => ({ value, label: t(`verification.methods.${value}`) }))}
        onChange={setMethod}
      />
      {method === 'totp' ? <Notice>{t('verification.totpHint')}</Notice> : null}
      <Field id="verify-code" label={t('verification.code')} error={fieldError}>
        <InputRow>
          <Input
            id="verify-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={errorIdOf('verify-code')}
          />
          {method === 'totp' ? null : (
            <SideButton type="button" disabled={busy} onClick={() => send({ type: 'verification.send', method })}>
              {t('verification.send')}
            </SideButton>
          )}
        </InputRow>
      </Field>
      {verificationCodeSent ? <Notice role="status">{t('verification.sent')}</Notice> : null}
      <Button type="submit" block disabled={busy}>
        {t('verification.submit')}
      </Button>
      <Centered>
        <LinkButton type="button" onClick={() => send({ type: 'verification.cancel' })}>
          {t('verification.cancel')}
        </LinkButton>
      </Centered>
    </form>
  );
}
