// The member's withdrawals, newest first, a page at a time, with their states; a paid one that is not closed offers
// the receipt confirmation (M3-9): received with an amount, not received with a png/jpg proof (at most 5 MB, checked
// here before it is read), all received, or forced received. Until then the automatic receipt (M4-1) closes it at
// the time the server gives.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Currency } from '../../../engine/money';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { Field, FieldError, Hint, Panel, Row, Stack } from '../../../ui/form-parts';
import { checkAmount } from '../../../lib/money-input';
import { useFormatMoney } from '../../../lib/use-format-money';
import {
  checkProofFile,
  confirmReceipt,
  readAsDataUrl,
  withdrawalKeys,
  withdrawalsQueryOptions,
  type ReceiptChoice,
  type Withdrawal,
} from '../api/withdrawal-api';
import { withdrawalErrorText } from '../../../lib/error-texts';

const Item = styled.li`
  padding: ${({ theme }) => theme.spacing.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

export function WithdrawalList({ currency }: { currency: Currency }) {
  const { t } = useTranslation(['withdrawal', 'wallet', 'common']);
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({ ...withdrawalsQueryOptions(pageNo), placeholderData: keepPreviousData });

  let body;
  if (list.isPending) {
    body = (
      <Stack aria-busy="true" data-testid="withdrawals-loading">
        <Skeleton $height="32px" />
        <Skeleton $height="32px" />
      </Stack>
    );
  } else if (list.isError) {
    body = <ErrorState message={withdrawalErrorText(t, list.error)} retryLabel={t('common:actions.retry')} onRetry={() => void list.refetch()} />;
  } else if (list.data.content.length === 0) {
    body = <EmptyState message={t('page.noWithdrawals')} />;
  } else {
    const { content, pageNum, totalPages } = list.data;
    body = (
      <>
        <List data-testid="withdrawal-list">
          {content.map((w) => (
            <WithdrawalItem key={w.withdrawalId} withdrawal={w} currency={currency} />
          ))}
        </List>
        {totalPages > 1 ? (
          <Row as="nav" aria-label={t('page.pages')}>
            <Button tone="ghost" disabled={pageNum <= 1} onClick={() => setPageNo(pageNum - 1)}>
              {t('page.previous')}
            </Button>
            <span>{t('page.pageOf', { page: pageNum, total: totalPages })}</span>
            <Button tone="ghost" disabled={pageNum >= totalPages} onClick={() => setPageNo(pageNum + 1)}>
              {t('page.next')}
            </Button>
          </Row>
        ) : null}
      </>
    );
  }
  return (
    <Panel aria-labelledby="withdrawal-list-title">
      <h2 id="withdrawal-list-title">{t('page.listTitle')}</h2>
      {body}
    </Panel>
  );
}

function WithdrawalItem({ withdrawal: w, currency }: { withdrawal: Withdrawal; currency: Currency }) {
  const { t, i18n } = useTranslation(['withdrawal', 'wallet', 'common']);
  const { timezone } = usePermission().merchant;
  const format = useFormatMoney();
  const money = (minorUnits: number) => format(minorUnits, { currency });
  return (
    <Item data-testid={`withdrawal-${w.withdrawalId}`}>
      <Row>
        <strong>{money(w.amount)}</strong>
        <span data-status={w.status}>{t(`status.${w.status}`)}</span>
        {w.receiptStatus ? <span data-receipt={w.receiptStatus}>{t(`receipt.${w.receiptStatus}`)}</span> : null}
      </Row>
      <Hint>
        {formatDateTime(w.createdAt, i18n.language, timezone)} · {w.bankAccount.bankName} {w.bankAccount.accountNumber}
      </Hint>
      {w.receivedAmount > 0 ? (
        <Hint>
          {t('receipt.receivedAmount')}: {money(w.receivedAmount)} · {t('receipt.remainingAmount')}: {money(w.remainingAmount)}
        </Hint>
      ) : null}
      {w.canConfirm ? <ReceiptForm withdrawal={w} currency={currency} /> : null}
    </Item>
  );
}

function ReceiptForm({ withdrawal: w, currency }: { withdrawal: Withdrawal; currency: Currency }) {
  const { t, i18n } = useTranslation(['withdrawal', 'wallet', 'validation', 'common']);
  const { timezone } = usePermission().merchant;
  const queryClient = useQueryClient();
  const format = useFormatMoney();
  const money = (minorUnits: number) => format(minorUnits, { currency });
  const [choice, setChoice] = useState<ReceiptChoice | null>(null);
  const [amountText, setAmountText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const ids = { amount: useId(), file: useId() };
  const confirm = useMutation({
    mutationFn: async (body: { choice: ReceiptChoice; receivedAmount?: number; proofFile?: File }) =>
      confirmReceipt(w.withdrawalId, {
        choice: body.choice,
        receivedAmount: body.receivedAmount,
        proof: body.proofFile ? await readAsDataUrl(body.proofFile) : undefined,
      }),
    onSuccess: () => {
      setChoice(null);
      void queryClient.invalidateQueries({ queryKey: withdrawalKeys.list });
    },
  });

  const send = (next: ReceiptChoice) => {
    if (confirm.isPending) return;
    setLocalError(null);
    if (next === 'all_received') return confirm.mutate({ choice: next });
    if (choice !== next) {
      setChoice(next);
      setAmountText('');
      setFile(null);
      return;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending || !choice) return;
    if (choice === 'received' || (choice === 'forced_received' && amountText.trim() !== '')) {
      const checked = checkAmount(amountText, currency, { max: choice === 'received' ? w.remainingAmount : w.amount }, i18n.language);
      if (!checked.ok) return setLocalError(checked.error.namespace === 'wallet' ? 'invalid_received_amount' : 'received_amount_required');
      return confirm.mutate({ choice, receivedAmount: checked.minorUnits });
    }
    if (choice === 'not_received') {
      if (!file) return setLocalError('proof_required');
      const problem = checkProofFile(file);
      if (problem) return setLocalError(problem);
      return confirm.mutate({ choice, proofFile: file });
    }
    confirm.mutate({ choice });
  };

  return (
    <Stack data-testid="receipt-form">
      {w.autoReceiptAt && w.receiptStatus !== 'not_received' ? (
        <Hint data-testid="auto-receipt">
          {t('page.autoReceiptAt', { minutes: w.autoReceiptMinutes, time: formatDateTime(w.autoReceiptAt, i18n.language, timezone) })}
        </Hint>
      ) : null}
      <Row role="group" aria-label={t('page.confirmReceipt')}>
        <Button tone="ghost" aria-pressed={choice === 'received'} onClick={() => send('received')}>
          {t('receipt.received')}
        </Button>
        <Button tone="ghost" aria-pressed={choice === 'not_received'} onClick={() => send('not_received')}>
          {t('receipt.not_received')}
        </Button>
        <Button tone="ghost" onClick={() => send('all_received')}>
          {t('receipt.all_received')}
        </Button>
        <Button tone="ghost" aria-pressed={choice === 'forced_received'} onClick={() => send('forced_received')}>
          {t('receipt.forced_received')}
        </Button>
      </Row>
      {choice ? (
        <form onSubmit={onSubmit} noValidate>
          {choice === 'received' || choice === 'forced_received' ? (
            <Field>
              <label htmlFor={ids.amount}>{t('receipt.receivedAmount')}</label>
              <input id={ids.amount} inputMode="decimal" autoComplete="off" value={amountText} onChange={(e) => setAmountText(e.target.value)} />
              <Hint>
                {choice === 'received'
                  ? t('page.remainingHint', { remaining: money(w.remainingAmount) })
                  : t('page.forcedHint', { amount: money(w.amount) })}
              </Hint>
            </Field>
          ) : (
            <Field>
              <label htmlFor={ids.file}>{t('receipt.proof')}</label>
              <input
                id={ids.file}
                type="file"
                accept="image/png,image/jpeg"
                onChange={(e) => {
                  const chosen = e.target.files?.[0] ?? null;
                  setFile(chosen);
                  setLocalError(chosen ? checkProofFile(chosen) : null);
                }}
              />
              <Hint>{t('page.proofHint')}</Hint>
            </Field>
          )}
          <Button type="submit" aria-disabled={confirm.isPending} data-testid="receipt-submit">
            {t('page.confirm')}
          </Button>
        </form>
      ) : null}
      {localError || confirm.isError ? (
        <FieldError role="alert" data-testid="receipt-error">
          {withdrawalErrorText(t, localError ?? confirm.error, money)}
        </FieldError>
      ) : null}
    </Stack>
  );
}
