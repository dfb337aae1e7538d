// /member/withdraw (spec M2-5, M3-9, M4-1; docs/money.md "Withdrawal"): the payment password, the bank accounts, the
// request form within the merchant's limits, then the member's withdrawals with the receipt confirmation. The member
// centre shell around it gives the title.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { Panel, Stack } from '../../../ui/form-parts';
import { bankAccountsQueryOptions, withdrawalInfoQueryOptions } from '../api/withdrawal-api';
import { BankAccounts } from '../components/bank-accounts';
import { withdrawalErrorText } from '../../../lib/error-texts';
import { PaymentPassword } from '../components/payment-password';
import { WithdrawForm } from '../components/withdraw-form';
import { WithdrawalList } from '../components/withdrawal-list';

export function Component() {
  const { t } = useTranslation(['withdrawal', 'wallet', 'common']);
  const info = useQuery(withdrawalInfoQueryOptions());
  const accounts = useQuery(bankAccountsQueryOptions());

  if (info.isPending) {
    return (
      <Panel aria-busy="true" aria-label={t('page.loading')} data-testid="withdraw-loading">
        <Stack>
          <Skeleton $height="40px" />
          <Skeleton $height="40px" />
        </Stack>
      </Panel>
    );
  }
  if (info.isError) {
    if (info.error instanceof ApiError && info.error.code === 'withdrawal_unavailable') return <EmptyState message={t('errors.withdrawal_unavailable')} />;
    return <ErrorState message={withdrawalErrorText(t, info.error)} retryLabel={t('common:actions.retry')} onRetry={() => void info.refetch()} />;
  }
  return (
    <>
      <WithdrawForm info={info.data} accounts={accounts.data?.accounts ?? []} />
      <PaymentPassword isSet={info.data.paymentPasswordSet} />
      <BankAccounts />
      <WithdrawalList currency={info.data.currency} />
    </>
  );
}
