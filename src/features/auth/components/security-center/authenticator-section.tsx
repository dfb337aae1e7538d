// Binding an authenticator app (TOTP), the second step of a login from a new IP (spec P4.3-5 "Google verification";
// the binding itself is ours, docs/api-accounts.md): set up shows the QR code and the secret for typing, a current
// code from the app binds it; a bound app is removed with the login password.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../../ui/button';
import { Input } from '../../../../ui/rjsf/controls/styles';
import { PasswordInput } from '../../../../ui/rjsf/controls/password-input';
import { useToast } from '../../../../ui/toast';
import { useAuthenticatorBind, useAuthenticatorSetup, useAuthenticatorUnbind } from '../../api/authenticator';
import { toAuthError } from '../../utils/auth-error';
import { errorText } from '../../utils/translate-error';
import { Field, FormAlert, Notice, errorIdOf } from '../form-parts';

const QR_SIZE = 180;

const Setup = styled.div`
  display: grid;
  grid-template-columns: ${QR_SIZE}px 1fr;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;

// A QR code needs a light quiet zone whatever the palette, or phone cameras cannot read it.
const QrImage = styled.img`
  display: block;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: #fff;
`;

const Secret = styled.code`
  display: inline-block;
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  font-size: 1rem;
  letter-spacing: 0.08em;
  word-break: break-all;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** ABCD EFGH ...: easier to copy by hand; the server ignores the spaces. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function AuthenticatorSection({ bound }: { bound: boolean }) {
  return bound ? <UnbindForm /> : <BindFlow />;
}

function BindFlow() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const setup = useAuthenticatorSetup();
  const bind = useAuthenticatorBind();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  if (!setup.data) {
    return (
      <div>
        <Notice>{t('securityCenter.authenticator.intro')}</Notice>
        <FormAlert role="alert">{setup.isError ? errorText(t, toAuthError(setup.error)) : ''}</FormAlert>
        <Button type="button" disabled={setup.isPending} onClick={() => setup.mutate()}>
          {setup.isPending ? t('securityCenter.authenticator.starting') : t('securityCenter.authenticator.start')}
        </Button>
      </div>
    );
  }

  const { secret, qrCode } = setup.data;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(t('securityCenter.authenticator.codeFormat'));
      document.getElementById('authenticator-code')?.focus();
      return;
    }
    setCodeError(undefined);
    bind.mutate(
      { secret, code: code.trim() },
      {
        onSuccess: () => {
          setup.reset();
          setCode('');
          toast(t('securityCenter.authenticator.bound'));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={bind.isPending || undefined} data-testid="authenticator-setup">
      <Setup>
        <QrImage src={qrCode} width={QR_SIZE} height={QR_SIZE} alt={t('securityCenter.authenticator.qrAlt')} />
        <div>
          <Notice>{t('securityCenter.authenticator.scan')}</Notice>
          <Notice>
            {t('securityCenter.authenticator.typeInstead')} <Secret data-testid="authenticator-secret">{groupedSecret(secret)}</Secret>
          </Notice>
          <FormAlert role="alert">{bind.isError ? errorText(t, toAuthError(bind.error)) : ''}</FormAlert>
          <Field id="authenticator-code" label={t('securityCenter.authenticator.code')} error={codeError}>
            <Input
              id="authenticator-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={errorIdOf('authenticator-code')}
            />
          </Field>
          <Actions>
            <Button type="submit" disabled={bind.isPending}>
              {bind.isPending ? t('securityCenter.authenticator.binding') : t('securityCenter.authenticator.bind')}
            </Button>
            <Button type="button" tone="ghost" onClick={() => setup.reset()}>
              {t('securityCenter.authenticator.cancel')}
            </Button>
          </Actions>
        </div>
      </Setup>
    </form>
  );
}

function UnbindForm() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const unbind = useAuthenticatorUnbind();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(t('changePassword.required'));
      document.getElementById('authenticator-password')?.focus();
      return;
    }
    setPasswordError(undefined);
    unbind.mutate(
      { password },
      {
        onSuccess: () => {
          setPassword('');
          toast(t('securityCenter.authenticator.unbound'));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={unbind.isPending || undefined} data-testid="authenticator-unbind">
      <Notice>{t('securityCenter.authenticator.boundText')}</Notice>
      <FormAlert role="alert">{unbind.isError ? errorText(t, toAuthError(unbind.error)) : ''}</FormAlert>
      <Field id="authenticator-password" label={t('securityCenter.authenticator.password')} error={passwordError}>
        <PasswordInput
          id="authenticator-password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={errorIdOf('authenticator-password')}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
        />
      </Field>
      <Button type="submit" tone="secondary" disabled={unbind.isPending}>
        {unbind.isPending ? t('securityCenter.authenticator.removing') : t('securityCenter.authenticator.remove')}
      </Button>
    </form>
  );
}
