// Moving money between the main wallet and the vendor wallets (spec M2-3, M7-6, docs/money.md "Wallet API"): from,
// to and an amount, all-in (the whole main wallet to one vendor) and all-out (every vendor back to main). Each
// attempt carries one idempotency key, so a double click moves money once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../engine/money';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { MAIN_WALLET, transfer, transferAllIn, transferAllOut, walletKeys, type VendorBalance } from '../api/wallet-api';
import { checkAmount, type AmountMessage } from '../../../lib/money-input';
import { keepsAttemptKey, moneyErrorText } from '../../../lib/error-texts';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useVendorName } from '../../../lib/use-vendor-name';
import { Field, FieldError, Panel, Row, Stack } from '../../../ui/form-parts';

type Action = 'transfer' | 'allIn' | 'allOut';

export interface TransferFormProps {
  main: number;
  wallets: VendorBalance[];
  currency: Currency;
}

export function TransferForm({ main, wallets, currency }: TransferFormProps) {
  const { t, i18n } = useTranslation(['wallet', 'validation', 'common']);
  const format = useFormatMoney();
  const toast = useToast();
  const queryClient = useQueryClient();
  const firstVendor = wallets[0]?.vendor ?? MAIN_WALLET;
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState(firstVendor);
  const [amountText, setAmountText] = useState('');
  const [fieldError, setFieldError] = useState<AmountMessage | null>(null);
  const keys = useRef<Partial<Record<Action, string>>>({});
  const ids = { from: useId(), to: useId(), amount: useId(), error: useId() };

  const balanceOf = (wallet: string) => (wallet === MAIN_WALLET ? main : (wallets.find((w) => w.vendor === wallet)?.balance ?? 0));
  const vendorName = useVendorName();
  const walletName = (wallet: string) => (wallet === MAIN_WALLET ? t('transfer.mainWallet') : vendorName(wallet));

  const mutation = useMutation({
    mutationFn: ({ action, amount }: { action: Action; amount?: number }) => {
      const idempotencyKey = (keys.current[action] ??= newIdempotencyKey());
      if (action === 'allIn') return transferAllIn({ to, idempotencyKey });
      if (action === 'allOut') return transferAllOut({ idempotencyKey });
      return transfer({ from, to, amount: amount ?? 0, idempotencyKey });
    },
    onSuccess: (result, { action }) => {
      keys.current[action] = undefined;
      setAmountText('');
      toast(t('transfer.done', { amount: format(result.amount, { currency }) }));
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
      void queryClient.invalidateQueries({ queryKey: walletKeys.consolidated });
    },
    onError: (error, { action }) => {
      if (!keepsAttemptKey(error)) keys.current[action] = undefined;
    },
  });

  const newAttempt = () => {
    keys.current = {};
    setFieldError(null);
    mutation.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (from === to) {
      setFieldError({ namespace: 'wallet', key: 'errors.same_wallet', values: {} });
      return;
    }
    const checked = checkAmount(amountText, currency, { max: balanceOf(from) }, i18n.language);
    if (!checked.ok) {
      setFieldError(checked.error.key === 'amount.aboveMax' ? { namespace: 'wallet', key: 'errors.insufficient_balance', values: {} } : checked.error);
      return;
    }
    setFieldError(null);
    mutation.mutate({ action: 'transfer', amount: checked.minorUnits });
  };

  const options = [MAIN_WALLET, ...wallets.map((w) => w.vendor)];
  const select = (id: string, value: string, onChange: (v: string) => void) => (
    <select
      id={id}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        newAttempt();
      }}
    >
      {options.map((wallet) => (
        <option key={wallet} value={wallet}>
          {walletName(wallet)} ({format(balanceOf(wallet), { currency })})
        </option>
      ))}
    </select>
  );

  return (
    <Panel aria-labelledby="transfer-form-title">
      <h2 id="transfer-form-title">{t('transfer.formTitle')}</h2>
      <form onSubmit={onSubmit} noValidate>
        <Field>
          <label htmlFor={ids.from}>{t('transfer.from')}</label>
          {select(ids.from, from, setFrom)}
        </Field>
        <Field>
          <label htmlFor={ids.to}>{t('transfer.to')}</label>
          {select(ids.to, to, setTo)}
        </Field>
        <Field>
          <label htmlFor={ids.amount}>{t('transfer.amount', { currency: currency.code })}</label>
          <input
            id={ids.amount}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? ids.error : undefined}
            onChange={(event) => {
              setAmountText(event.target.value);
              newAttempt();
            }}
          />
          {fieldError ? (
            <FieldError id={ids.error} role="alert" data-testid="transfer-field-error">
              {t(`${fieldError.namespace}:${fieldError.key}`, fieldError.values)}
            </FieldError>
          ) : null}
        </Field>
        {mutation.isError ? (
          <Stack>
            <FieldError role="alert" data-testid="transfer-error">
              {moneyErrorText(t, mutation.error)}
            </FieldError>
          </Stack>
        ) : null}
        <Row>
          <Button type="submit" aria-disabled={mutation.isPending}>
            {mutation.isPending ? t('transfer.submitting') : t('transfer.submit')}
          </Button>
          <Button
            tone="ghost"
            aria-disabled={mutation.isPending || to === MAIN_WALLET}
            onClick={() => !mutation.isPending && to !== MAIN_WALLET && mutation.mutate({ action: 'allIn' })}
          >
            {t('transfer.allIn', { wallet: walletName(to) })}
          </Button>
          <Button tone="ghost" aria-disabled={mutation.isPending} onClick={() => !mutation.isPending && mutation.mutate({ action: 'allOut' })}>
            {t('transfer.allOut')}
          </Button>
        </Row>
      </form>
    </Panel>
  );
}
