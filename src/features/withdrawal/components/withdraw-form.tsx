// The withdrawal request (M2-5): an amount within the merchant's limits, a bound account and the payment password,
// sent with one idempotency key per attempt so a double click or a retry holds the money once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, FieldError, Hint, Panel, Stack } from '../../../ui/form-parts';
import { walletKeys } from '../../../lib/wallet-keys';
import { checkAmount, type AmountMessage } from '../../../lib/money-input';
import { keepsAttemptKey } from '../../../lib/error-texts';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useFormatMoney } from '../../../lib/use-format-money';
import { requestWithdrawal, withdrawalKeys, type BankAccount, type WithdrawalInfo } from '../api/withdrawal-api';
import { withdrawalErrorText } from '../../../lib/error-texts';

export function WithdrawForm({ info, accounts }: { info: WithdrawalInfo; accounts: BankAccount[] }) {
  const { t, i18n } = useTranslation(['withdrawal', 'wallet', 'validation', 'common']);
  const queryClient = useQueryClient();
  const format = useFormatMoney();
  const { currency } = info;
  const money = (minorUnits: number) => format(minorUnits, { currency });
  const [amountText, setAmountText] = useState('');
  const [accountId, setAccountId] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [amountError, setAmountError] = useState<AmountMessage | null>(null);
  // An empty payment password is this field's own error: it used to show under the amount, marking a valid amount.
  const [passwordMissing, setPasswordMissing] = useState(false);
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const ids = { amount: useId(), account: useId(), password: useId(), error: useId(), passwordError: useId() };
  const submit = useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () => {
      attemptKey.current = null;
      setAmountText('');
      setPassword('');
      void queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
    },
    onError: (error) => {
      if (!keepsAttemptKey(error)) attemptKey.current = null;
    },
  });
  const account = accounts.find((a) => a.bankAccountId === accountId) ?? accounts[0];
  const newAttempt = () => {
    attemptKey.current = null;
    if (!submit.isPending) submit.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !account) return;
    const checked = checkAmount(amountText, currency, { min: info.min, max: info.max }, i18n.language);
    if (!checked.ok) return setAmountError(checked.error);
    if (checked.minorUnits > info.balance) return setAmountError({ namespace: 'wallet', key: 'errors.insufficient_balance', values: {} });
    setAmountError(null);
    if (!password) return setPasswordMissing(true);
    attemptKey.current ??= newIdempotencyKey();
    inFlight.current = true;
    submit.mutate(
      { bankAccountId: account.bankAccountId, amount: checked.minorUnits, paymentPassword: password, idempotencyKey: attemptKey.current },
      { onSettled: () => void (inFlight.current = false) },
    );
  };
  const messageText = (message: AmountMessage) => {
    const values: Record<string, string | number> = { ...message.values };
    for (const key of ['min', 'max'] as const) if (typeof values[key] === 'number') values[key] = money(values[key]);
    return t(`${message.namespace}:${message.key}`, values);
  };
  const limits = t('page.limits', { min: money(info.min), max: money(info.max) });

  return (
    <Panel aria-labelledby="withdraw-form-title">
      <h2 id="withdraw-form-title">{t('page.formTitle')}</h2>
      <Stack>
        <Hint data-testid="withdraw-balance">{t('page.balance', { balance: money(info.balance) })}</Hint>
        {info.dailyCount !== null ? (
          <Hint>{t('page.dailyCount', { used: info.usedToday.count, limit: info.dailyCount })}</Hint>
        ) : null}
        {info.dailyAmount !== null ? (
          <Hint>{t('page.dailyAmount', { used: money(info.usedToday.amount), amount: money(info.dailyAmount) })}</Hint>
        ) : null}
        {info.turnover.remaining > 0 ? <Hint>{t('page.turnover', { remaining: money(info.turnover.remaining) })}</Hint> : null}
      </Stack>
      {!account ? (
        <Hint data-testid="withdraw-needs-account">{t('page.needAccount')}</Hint>
      ) : !info.paymentPasswordSet ? (
        <Hint data-testid="withdraw-needs-password">{t('page.needPassword')}</Hint>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Field>
            <label htmlFor={ids.account}>{t('page.toAccount')}</label>
            <select
              id={ids.account}
              value={account.bankAccountId}
              onChange={(e) => {
                setAccountId(e.target.value);
                newAttempt();
              }}
            >
              {accounts.map((a) => (
                <option key={a.bankAccountId} value={a.bankAccountId}>
                  {a.bankName} {a.accountNumber} · {a.payeeName}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            <label htmlFor={ids.amount}>{t('page.amount', { currency: currency.code })}</label>
            <input
              id={ids.amount}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? ids.error : `${ids.amount}-hint`}
              onChange={(e) => {
                setAmountText(e.target.value);
                setAmountError(null);
                newAttempt();
              }}
            />
            {amountError ? (
              <FieldError id={ids.error} role="alert" data-testid="withdraw-amount-error">
                {messageText(amountError)}
              </FieldError>
            ) : (
              <Hint id={`${ids.amount}-hint`}>{limits}</Hint>
            )}
          </Field>
          <Field>
            <label htmlFor={ids.password}>{t('page.paymentPassword')}</label>
            <input
              id={ids.password}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              value={password}
              aria-invalid={passwordMissing ? true : undefined}
              aria-describedby={passwordMissing ? ids.passwordError : undefined}
              onChange={(e) => {
                setPassword(e.target.value);
                setPasswordMissing(false);
                newAttempt();
              }}
            />
            {passwordMissing ? (
              <FieldError id={ids.passwordError} role="alert" data-testid="withdraw-password-error">
                {t('validation:required')}
              </FieldError>
            ) : null}
          </Field>
          <Stack>
            <Hint>{t('receipt.autoReceiptHint', { minutes: info.autoReceiptMinutes })}</Hint>
            {submit.isError ? (
              <FieldError role="alert" data-testid="withdraw-error">
                {withdrawalErrorText(t, submit.error, money)}
              </FieldError>
            ) : null}
            {submit.isSuccess ? (
              <Hint role="status" data-testid="withdraw-success">
                {t('page.requested', { amount: money(submit.data.amount) })}
              </Hint>
            ) : null}
          </Stack>
          <Button type="submit" aria-disabled={submit.isPending} data-testid="withdraw-submit">
            {submit.isPending ? t('page.submitting') : t('page.submit')}
          </Button>
        </form>
      )}
    </Panel>
  );
}
