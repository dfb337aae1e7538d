// /member/transferUpline (spec M2-6): a downline member sends money from his main wallet to his agent's, one
// idempotency key per attempt; no payment password (docs/money.md). Without an upline agent the page says so.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { walletKeys } from '../../../lib/wallet-keys';
import { Field, FieldError, Hint, Panel, Stack } from '../../../ui/form-parts';
import { checkAmount, type AmountMessage } from '../../../lib/money-input';
import { keepsAttemptKey } from '../../../lib/error-texts';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useFormatMoney } from '../../../lib/use-format-money';
import { withdrawalErrorText } from '../../../lib/error-texts';
import { transferToUpline, uplineKey, uplineQueryOptions } from '../upline-api';

export function Component() {
  const { t, i18n } = useTranslation(['withdrawal', 'wallet', 'validation', 'common']);
  const queryClient = useQueryClient();
  const format = useFormatMoney();
  const upline = useQuery(uplineQueryOptions());
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<AmountMessage | null>(null);
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const amountId = useId();
  const submit = useMutation({
    mutationFn: transferToUpline,
    onSuccess: () => {
      attemptKey.current = null;
      setAmountText('');
      void queryClient.invalidateQueries({ queryKey: uplineKey });
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
    },
    onError: (error) => {
      if (!keepsAttemptKey(error)) attemptKey.current = null;
    },
  });

  if (upline.isPending) {
    return (
      <Panel aria-busy="true" aria-label={t('upline.loading')}>
        <Stack>
          <Skeleton $height="40px" />
        </Stack>
      </Panel>
    );
  }
  if (upline.isError) {
    return <ErrorState message={withdrawalErrorText(t, upline.error)} retryLabel={t('common:actions.retry')} onRetry={() => void upline.refetch()} />;
  }
  const { hasUpline, upline: agent, balance, currency } = upline.data;
  if (!hasUpline || !agent) return <EmptyState message={t('errors.no_upline')} />;
  const money = (minorUnits: number) => format(minorUnits, { currency });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkAmount(amountText, currency, { max: balance }, i18n.language);
    if (!checked.ok) return setAmountError(checked.error.key === 'amount.aboveMax' ? { namespace: 'wallet', key: 'errors.insufficient_balance', values: {} } : checked.error);
    setAmountError(null);
    attemptKey.current ??= newIdempotencyKey();
    inFlight.current = true;
    submit.mutate({ amount: checked.minorUnits, idempotencyKey: attemptKey.current }, { onSettled: () => void (inFlight.current = false) });
  };

  return (
    <Panel aria-labelledby="upline-title">
      <h2 id="upline-title">{t('upline.title')}</h2>
      <Stack>
        <Hint data-testid="upline-agent">{t('upline.agent', { name: agent.nickname || agent.account, account: agent.account })}</Hint>
        <Hint data-testid="upline-balance">{t('page.balance', { balance: money(balance) })}</Hint>
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Field>
          <label htmlFor={amountId}>{t('page.amount', { currency: currency.code })}</label>
          <input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            aria-invalid={amountError ? true : undefined}
            onChange={(e) => {
              setAmountText(e.target.value);
              setAmountError(null);
              attemptKey.current = null;
            }}
          />
          {amountError ? (
            <FieldError role="alert" data-testid="upline-amount-error">
              {t(`${amountError.namespace}:${amountError.key}`, amountError.values)}
            </FieldError>
          ) : null}
        </Field>
        <Stack>
          {submit.isError ? (
            <FieldError role="alert" data-testid="upline-error">
              {withdrawalErrorText(t, submit.error, money)}
            </FieldError>
          ) : null}
          {submit.isSuccess ? (
            <Hint role="status" data-testid="upline-success">
              {t('upline.done', { amount: money(submit.data.amount), name: submit.data.upline.nickname || submit.data.upline.account })}
            </Hint>
          ) : null}
        </Stack>
        <Button type="submit" aria-disabled={submit.isPending} data-testid="upline-submit">
          {submit.isPending ? t('page.submitting') : t('upline.submit')}
        </Button>
      </form>
    </Panel>
  );
}
