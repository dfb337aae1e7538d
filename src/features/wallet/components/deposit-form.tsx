// The deposit form (spec M2-4, docs/money.md "Deposits"): a method with its limits, an amount in major units checked
// against them, and a submit that names its attempt with one idempotency key, so a double click opens one deposit;
// then the browser goes to the gateway's hosted page.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText } from '../../../lib/localized';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { createDeposit, depositMethodsQueryOptions, type DepositMethod } from '../api/wallet-api';
import { checkAmount, type AmountMessage } from '../../../lib/money-input';
import { keepsAttemptKey, moneyErrorText } from '../../../lib/error-texts';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useFormatMoney } from '../../../lib/use-format-money';
import { Field, FieldError, Fieldset, Hint, Panel, Stack } from '../../../ui/form-parts';

/** Where the browser goes to pay; a seam for the tests. */
export const goToGateway = { assign: (url: string) => window.location.assign(url) };

export function DepositForm() {
  const { t, i18n } = useTranslation(['wallet', 'validation', 'common']);
  const format = useFormatMoney();
  const methods = useQuery(depositMethodsQueryOptions());
  const [methodId, setMethodId] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<AmountMessage | null>(null);
  // One key per attempt: made on the first submit, kept while the method and amount stay, dropped when they change.
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const amountId = useId();
  const errorId = useId();
  const submit = useMutation({
    mutationFn: createDeposit,
    onSuccess: (deposit) => {
      if (deposit.payUrl) goToGateway.assign(deposit.payUrl);
    },
    onError: (error) => {
      if (!keepsAttemptKey(error)) attemptKey.current = null;
    },
  });

  if (methods.isPending) {
    return (
      <Panel aria-busy="true" aria-label={t('deposit.loading')}>
        <Stack>
          <Skeleton $height="40px" />
          <Skeleton $height="40px" />
        </Stack>
      </Panel>
    );
  }
  if (methods.isError) {
    return <ErrorState message={moneyErrorText(t, methods.error)} retryLabel={t('common:actions.retry')} onRetry={() => void methods.refetch()} />;
  }
  const { methods: list, currency, expiryMinutes } = methods.data;
  if (list.length === 0) return <EmptyState message={t('deposit.noMethods')} />;
  const method: DepositMethod = list.find((m) => m.id === methodId) ?? list[0]!;

  // The operator's label, with the kind of method (and the network of a crypto method) when the label does not say it.
  const methodName = (m: DepositMethod) => {
    const label = localizedText(m.label, i18n.language);
    const kind = [t(`methodType.${m.type}`, { defaultValue: m.type }), m.network].filter(Boolean).join(' ');
    return label.toLowerCase().includes(kind.toLowerCase()) ? label : `${label} (${kind})`;
  };

  const newAttempt = () => {
    attemptKey.current = null;
    submit.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A ref, not the mutation's state: a double click's second event can arrive before React re-renders.
    if (inFlight.current || submit.isSuccess) return;
    const checked = checkAmount(amountText, currency, { min: method.min, max: method.max }, i18n.language);
    if (!checked.ok) {
      setAmountError(checked.error);
      return;
    }
    setAmountError(null);
    attemptKey.current ??= newIdempotencyKey();
    inFlight.current = true;
    submit.mutate(
      { methodId: method.id, amount: checked.minorUnits, idempotencyKey: attemptKey.current },
      { onSettled: () => void (inFlight.current = false) },
    );
  };

  const messageText = (message: AmountMessage) => {
    const values: Record<string, string | number> = { ...message.values };
    if (message.namespace === 'wallet') {
      for (const key of ['min', 'max'] as const) if (key in values) values[key] = format(Number(message.values[key]), { currency });
    }
    return t(`${message.namespace}:${message.key}`, values);
  };

  return (
    <Panel aria-labelledby="deposit-form-title">
      <h2 id="deposit-form-title">{t('deposit.formTitle')}</h2>
      <form onSubmit={onSubmit} noValidate>
        <Fieldset>
          <legend>{t('deposit.method')}</legend>
          {list.map((m) => (
            <label key={m.id}>
              <input
                type="radio"
                name="deposit-method"
                value={m.id}
                checked={m.id === method.id}
                onChange={() => {
                  setMethodId(m.id);
                  setAmountError(null);
                  newAttempt();
                }}
              />
              <span>
                {methodName(m)} · {t('deposit.limits', { min: format(m.min, { currency }), max: format(m.max, { currency }) })}
              </span>
            </label>
          ))}
        </Fieldset>
        <Field>
          <label htmlFor={amountId}>{t('deposit.amount', { currency: currency.code })}</label>
          <input
            id={amountId}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? errorId : `${amountId}-hint`}
            onChange={(event) => {
              setAmountText(event.target.value);
              setAmountError(null);
              newAttempt();
            }}
          />
          {amountError ? (
            <FieldError id={errorId} role="alert" data-testid="amount-error">
              {messageText(amountError)}
            </FieldError>
          ) : (
            <Hint id={`${amountId}-hint`}>{t('deposit.limits', { min: format(method.min, { currency }), max: format(method.max, { currency }) })}</Hint>
          )}
        </Field>
        <Stack>
          <Hint>{t('deposit.expiryNote', { minutes: expiryMinutes })}</Hint>
          {submit.isError ? (
            <FieldError role="alert" data-testid="deposit-error">
              {moneyErrorText(t, submit.error)}
            </FieldError>
          ) : null}
        </Stack>
        <Button type="submit" aria-disabled={submit.isPending || submit.isSuccess} data-testid="deposit-submit">
          {submit.isPending || submit.isSuccess ? t('deposit.submitting') : t('deposit.submit')}
        </Button>
      </form>
    </Panel>
  );
}
