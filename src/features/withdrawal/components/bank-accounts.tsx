// The member's bound bank accounts (M2-5): the list with a remove button each, and the form to bind one more
// (bank, account number, payee name) while fewer than the merchant's maximum are bound. The banks are the merchant's
// (payments.withdrawal.banks), as the server lists them; the server stores the bank's name.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { Field, FieldError, Hint, Panel, Row, Stack, Table } from '../../../ui/form-parts';
import { addBankAccount, bankAccountsQueryOptions, removeBankAccount, withdrawalKeys } from '../api/withdrawal-api';
import { withdrawalErrorText } from '../../../lib/error-texts';

export function BankAccounts() {
  const { t } = useTranslation(['withdrawal', 'wallet', 'common']);
  const queryClient = useQueryClient();
  const accounts = useQuery(bankAccountsQueryOptions());
  const [chosenBank, setChosenBank] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [payeeName, setPayeeName] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const ids = { bank: useId(), number: useId(), payee: useId(), error: useId() };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: withdrawalKeys.bankAccounts });
  const add = useMutation({
    mutationFn: addBankAccount,
    onSuccess: () => {
      setAccountNumber('');
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: removeBankAccount, onSuccess: refresh });

  let body;
  if (accounts.isPending) {
    body = (
      <Stack aria-busy="true" data-testid="bank-accounts-loading">
        <Skeleton $height="32px" />
      </Stack>
    );
  } else if (accounts.isError) {
    body = <ErrorState message={withdrawalErrorText(t, accounts.error)} retryLabel={t('common:actions.retry')} onRetry={() => void accounts.refetch()} />;
  } else {
    const { accounts: list, maxAccounts, realName, banks } = accounts.data;
    const bankCode = banks.some((b) => b.code === chosenBank) ? chosenBank : (banks[0]?.code ?? '');
    // The field a refusal is about is marked invalid and described by the message (it named no field before).
    const errorCode = localError ?? (add.error instanceof ApiError ? add.error.code : null);
    const invalid = (code: string) =>
      errorCode === code ? { 'aria-invalid': true as const, 'aria-describedby': ids.error } : {};
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      if (add.isPending) return;
      const payee = payeeName.trim() || realName || '';
      if (!/^[A-Za-z0-9 -]{6,40}$/.test(accountNumber.trim()) || accountNumber.replace(/[\s-]/g, '').length < 6) {
        setLocalError('invalid_account_number');
        return;
      }
      if (!payee) {
        setLocalError('invalid_payee_name');
        return;
      }
      setLocalError(null);
      add.mutate({ bankCode, accountNumber: accountNumber.trim(), payeeName: payee });
    };
    body = (
      <>
        {list.length === 0 ? (
          <EmptyState message={t('page.noBankAccounts')} />
        ) : (
          <Table data-testid="bank-account-list">
            <thead>
              <tr>
                <th scope="col">{t('page.bank')}</th>
                <th scope="col">{t('page.accountNumber')}</th>
                <th scope="col">{t('page.payeeName')}</th>
                <th scope="col">
                  <VisuallyHidden>{t('page.actions')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((a) => (
                <tr key={a.bankAccountId}>
                  <td>{a.bankName}</td>
                  <td>{a.accountNumber}</td>
                  <td>{a.payeeName}</td>
                  <td>
                    <Button
                      tone="ghost"
                      disabled={remove.isPending}
                      aria-label={t('page.removeAccount', { number: a.accountNumber })}
                      onClick={() => remove.mutate(a.bankAccountId)}
                    >
                      {t('page.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {remove.isError ? <FieldError role="alert">{withdrawalErrorText(t, remove.error)}</FieldError> : null}
        {list.length < maxAccounts ? (
          <form onSubmit={onSubmit} noValidate aria-label={t('page.addAccount')}>
            <h3>{t('page.addAccount')}</h3>
            <Field>
              <label htmlFor={ids.bank}>{t('page.bank')}</label>
              <select id={ids.bank} value={bankCode} onChange={(e) => setChosenBank(e.target.value)}>
                {banks.map((b) => (
                  <option key={b.code} value={b.code}>
                    {b.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field>
              <label htmlFor={ids.number}>{t('page.accountNumber')}</label>
              <input
                id={ids.number}
                inputMode="numeric"
                autoComplete="off"
                value={accountNumber}
                onChange={(e) => setAccountNumber(e.target.value)}
                {...invalid('invalid_account_number')}
              />
            </Field>
            <Field>
              <label htmlFor={ids.payee}>{t('page.payeeName')}</label>
              <input
                id={ids.payee}
                autoComplete="name"
                value={payeeName}
                placeholder={realName ?? undefined}
                onChange={(e) => setPayeeName(e.target.value)}
                {...invalid('invalid_payee_name')}
              />
              {realName ? <Hint>{t('page.realNameHint', { name: realName })}</Hint> : <Hint>{t('page.firstPayeeHint')}</Hint>}
            </Field>
            {localError || add.isError ? (
              <FieldError id={ids.error} role="alert" data-testid="bank-account-error">
                {withdrawalErrorText(t, localError ?? add.error)}
              </FieldError>
            ) : null}
            <Row>
              <Button type="submit" aria-disabled={add.isPending}>
                {t('page.bind')}
              </Button>
            </Row>
          </form>
        ) : (
          <Hint>{t('errors.bank_account_limit_reached', { maxAccounts })}</Hint>
        )}
      </>
    );
  }
  return (
    <Panel aria-labelledby="bank-accounts-title">
      <h2 id="bank-accounts-title">{t('page.bankAccounts')}</h2>
      {body}
    </Panel>
  );
}
