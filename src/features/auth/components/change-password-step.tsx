// The forced change of a default or expired password (spec P4.3-4, M4-6, M5-1). The old password is the one just
// typed at login, so it is not asked again; the new one follows the merchant's password rule.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { PasswordInput } from '../../../ui/rjsf/controls/password-input';
import type { loginMachine } from '../machines/login-machine';
import { passwordProblem } from '../utils/password-rule';
import { errorText } from '../utils/translate-error';
import { Field, FormAlert, Notice, errorIdOf } from './form-parts';

export interface ChangePasswordStepProps {
  snapshot: SnapshotFrom<typeof loginMachine>;
  send: ActorRefFrom<typeof loginMachine>['send'];
}

export function ChangePasswordStep({ snapshot, send }: ChangePasswordStepProps) {
  const { t } = useTranslation(['auth', 'validation']);
  const rule = usePermission().registerFieldRules.password;
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ newPassword?: string; confirmNewPassword?: string }>({});
  const busy = !snapshot.matches({ changingPassword: 'editing' });
  const { error, passwordExpired } = snapshot.context;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(newPassword, rule);
    const found = {
      newPassword: problem ? t(`validation:${problem.key}`, problem.values) : undefined,
      confirmNewPassword:
        confirmNewPassword === '' ? t('auth:changePassword.required') : confirmNewPassword !== newPassword ? t('auth:changePassword.mismatch') : undefined,
    };
    setErrors(found);
    if (found.newPassword || found.confirmNewPassword) {
      document.getElementById(found.newPassword ? 'change-newPassword' : 'change-confirmNewPassword')?.focus();
      return;
    }
    send({ type: 'password.submit', newPassword, confirmNewPassword });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy || undefined} data-testid="change-password-form">
      <Notice>{passwordExpired ? t('auth:changePassword.introExpired') : t('auth:changePassword.introDefault')}</Notice>
      <FormAlert role="alert">{error ? errorText(t, error) : ''}</FormAlert>
      <Field id="change-newPassword" label={t('auth:changePassword.newPassword')} error={errors.newPassword}>
        <PasswordInput
          id="change-newPassword"
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          aria-invalid={errors.newPassword ? true : undefined}
          aria-describedby={errorIdOf('change-newPassword')}
          showLabel={t('auth:password.show')}
          hideLabel={t('auth:password.hide')}
        />
      </Field>
      <Field id="change-confirmNewPassword" label={t('auth:changePassword.confirmNewPassword')} error={errors.confirmNewPassword}>
        <PasswordInput
          id="change-confirmNewPassword"
          name="confirmNewPassword"
          autoComplete="new-password"
          value={confirmNewPassword}
          onChange={(event) => setConfirm(event.target.value)}
          aria-invalid={errors.confirmNewPassword ? true : undefined}
          aria-describedby={errorIdOf('change-confirmNewPassword')}
          showLabel={t('auth:password.show')}
          hideLabel={t('auth:password.hide')}
        />
      </Field>
      <Button type="submit" block disabled={busy}>
        {busy ? t('auth:changePassword.submitting') : t('auth:changePassword.submit')}
      </Button>
    </form>
  );
}
