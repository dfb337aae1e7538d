// The transfer offered when a game of a transfer-wallet vendor opens (docs/decisions.md "Money where the game is"):
// the game plays from its vendor's wallet, so the player moves an amount in (the amount last moved is offered again)
// or plays with what that wallet already holds. One idempotency key per attempt, so a double press moves money once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../engine/money';
import { lastTransferInAmount, offeredTransferAmount, rememberTransferInAmount } from '../../../lib/auto-transfer';
import { keepsAttemptKey, moneyErrorText } from '../../../lib/error-texts';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { amountInputText, checkAmount, type AmountMessage } from '../../../lib/money-input';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useVendorName } from '../../../lib/use-vendor-name';
import { MAIN_WALLET, transfer } from '../../../lib/wallet-calls';
import { walletKeys } from '../../../lib/wallet-keys';
import { Button } from '../../../ui/button';
import { Field, FieldError, Hint, Row, Stack } from '../../../ui/form-parts';
import { Modal } from '../../../ui/modal';

export interface TransferInTarget {
  vendor: string;
  main: number;
  vendorBalance: number;
  currency: Currency;
}

export interface TransferInDialogProps {
  target: TransferInTarget | null;
  account: string | undefined;
  /** The player chose: moved money in (or not); the game opens next. */
  onPlay: () => void;
  onClose: () => void;
}

export function TransferInDialog({ target, account, onPlay, onClose }: TransferInDialogProps) {
  const { t } = useTranslation(['lobby', 'wallet', 'validation', 'common']);
  return (
    <Modal open={target !== null} onClose={onClose} title={t('lobby:transferIn.title')} closeLabel={t('common:actions.close')}>
      {target ? <TransferInForm key={target.vendor} target={target} account={account} onPlay={onPlay} /> : null}
    </Modal>
  );
}

function TransferInForm({ target, account, onPlay }: { target: TransferInTarget; account: string | undefined; onPlay: () => void }) {
  const { t, i18n } = useTranslation(['lobby', 'wallet', 'validation', 'common']);
  const format = useFormatMoney();
  const vendorName = useVendorName();
  const queryClient = useQueryClient();
  const { vendor, main, vendorBalance, currency } = target;
  const [amountText, setAmountText] = useState(() => amountInputText(offeredTransferAmount(lastTransferInAmount(account), main), currency, i18n.language));
  const [fieldError, setFieldError] = useState<AmountMessage | null>(null);
  const key = useRef<string | undefined>(undefined);
  const ids = { amount: useId(), error: useId(), hint: useId() };
  const money = (minorUnits: number) => format(minorUnits, { currency });

  const mutation = useMutation({
    mutationFn: (amount: number) => transfer({ from: MAIN_WALLET, to: vendor, amount, idempotencyKey: (key.current ??= newIdempotencyKey()) }),
    onSuccess: (_result, amount) => {
      key.current = undefined;
      if (account) rememberTransferInAmount(account, amount);
      void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
      void queryClient.invalidateQueries({ queryKey: walletKeys.consolidated });
      onPlay();
    },
    onError: (error) => {
      if (!keepsAttemptKey(error)) key.current = undefined;
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const checked = checkAmount(amountText, currency, { max: main }, i18n.language);
    if (!checked.ok) {
      setFieldError(checked.error.key === 'amount.aboveMax' ? { namespace: 'wallet', key: 'errors.insufficient_balance', values: {} } : checked.error);
      return;
    }
    setFieldError(null);
    mutation.mutate(checked.minorUnits);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="transfer-in-dialog">
      <Stack>
        <Hint id={ids.hint}>{t('lobby:transferIn.explain', { vendor: vendorName(vendor) })}</Hint>
        <dl>
          <dt>{t('wallet:transfer.mainWallet')}</dt>
          <dd data-testid="transfer-in-main">{money(main)}</dd>
          <dt>{vendorName(vendor)}</dt>
          <dd data-testid="transfer-in-vendor">{money(vendorBalance)}</dd>
        </dl>
        <Field>
          <label htmlFor={ids.amount}>{t('wallet:transfer.amount', { currency: currency.code })}</label>
          <input
            id={ids.amount}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${ids.hint} ${ids.error}` : ids.hint}
            onChange={(event) => {
              setAmountText(event.target.value);
              setFieldError(null);
              key.current = undefined;
              mutation.reset();
            }}
          />
          {fieldError ? (
            <FieldError id={ids.error} role="alert" data-testid="transfer-in-field-error">
              {t(`${fieldError.namespace}:${fieldError.key}`, fieldError.values)}
            </FieldError>
          ) : null}
        </Field>
        {mutation.isError ? (
          <FieldError role="alert" data-testid="transfer-in-error">
            {moneyErrorText(t, mutation.error)}
          </FieldError>
        ) : null}
        <Row>
          <Button type="submit" aria-disabled={mutation.isPending}>
            {mutation.isPending ? t('wallet:transfer.submitting') : t('lobby:transferIn.transferAndPlay')}
          </Button>
          <Button tone="ghost" aria-disabled={mutation.isPending} onClick={() => !mutation.isPending && onPlay()}>
            {t('lobby:transferIn.playWithout', { amount: money(vendorBalance) })}
          </Button>
        </Row>
        <Hint>{t('lobby:transferIn.autoHint')}</Hint>
      </Stack>
    </form>
  );
}
