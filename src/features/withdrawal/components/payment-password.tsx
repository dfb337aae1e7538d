// The payment password (docs/money.md): set once (6 digits unless the merchant says otherwise), later changed only
// with the old one. Five wrong ones in 15 minutes lock it; the server's message says how long.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Field, FieldError, Hint, Panel, Row } from '../../../ui/form-parts';
import { changePaymentPassword, setPaymentPassword, withdrawalKeys } from '../api/withdrawal-api';
import { withdrawalErrorText } from '../../../lib/error-texts';

// The line that opens the form keeps a field's distance from the first label (it sat flush against it).
const Intro = styled(Hint)`
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

export function PaymentPassword({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation(['withdrawal', 'wallet', 'common']);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(!isSet);
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const ids = { old: useId(), next: useId(), confirm: useId() };
  const save = useMutation({
    mutationFn: () =>
      isSet
        ? changePaymentPassword({ oldPassword, newPassword: password, confirmNewPassword: confirm })
        : setPaymentPassword({ password, confirmPassword: confirm }),
    onSuccess: () => {
      setOldPassword('');
      setPassword('');
      setConfirm('');
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: withdrawalKeys.info });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    // The format rule is the merchant's (docs/money.md); the server judges it, the page only refuses an empty one.
    if (!password) return setLocalError('invalid_payment_password');
    if (password !== confirm) return setLocalError('payment_password_mismatch');
    if (isSet && oldPassword === password) return setLocalError('payment_password_unchanged');
    setLocalError(null);
    save.mutate();
  };

  return (
    <Panel aria-labelledby="payment-password-title">
      <h2 id="payment-password-title">{t('page.passwordTitle')}</h2>
      {save.isSuccess ? (
        <Hint role="status" data-testid="payment-password-saved">
          {t('page.passwordSaved')}
        </Hint>
      ) : null}
      {!open ? (
        <Row>
          <Hint>{t('page.passwordIsSet')}</Hint>
          <Button tone="ghost" onClick={() => setOpen(true)}>
            {t('page.changePassword')}
          </Button>
        </Row>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          {!isSet ? <Intro>{t('page.setPasswordHint')}</Intro> : null}
          {isSet ? (
            <Field>
              <label htmlFor={ids.old}>{t('page.oldPassword')}</label>
              <input id={ids.old} type="password" inputMode="numeric" autoComplete="off" value={oldPassword} onChange={(e) => setOldPassword(e.target.value)} />
            </Field>
          ) : null}
          <Field>
            <label htmlFor={ids.next}>{isSet ? t('page.newPassword') : t('page.paymentPassword')}</label>
            <input id={ids.next} type="password" inputMode="numeric" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <Field>
            <label htmlFor={ids.confirm}>{t('page.confirmPassword')}</label>
            <input id={ids.confirm} type="password" inputMode="numeric" autoComplete="off" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </Field>
          {localError || save.isError ? (
            <FieldError role="alert" data-testid="payment-password-error">
              {withdrawalErrorText(t, localError ?? save.error)}
            </FieldError>
          ) : null}
          <Button type="submit" aria-disabled={save.isPending}>
            {isSet ? t('page.changePassword') : t('page.setPassword')}
          </Button>
        </form>
      )}
    </Panel>
  );
}
