// /member/transferFund (spec M2-3, M3-6, M4-7, M7-5..M7-8): the main wallet and, when the merchant wallet is not
// single, every vendor wallet with the transfer form; the consolidated total when AGENTPOLICY3 is on and the member
// is not trial. A single wallet says so: there is nothing to move.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { featureFlagsFrom } from '../../../engine/feature-flags';
import { usePermission } from '../../../lib/permission';
import { isTrialType } from '../../../lib/session/account-type';
import { memberInfoQueryOptions } from '../../../lib/session/member-info';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { balanceQueryOptions, consolidatedQueryOptions } from '../api/wallet-api';
import { Hint, Panel, Stack, Table } from '../components/form-parts';
import { TransferForm } from '../components/transfer-form';
import { shouldLoadConsolidated } from '../utils/consolidated';
import { moneyErrorText } from '../utils/error-text';
import { useFormatMoney } from '../utils/use-format-money';

export function Component() {
  const { t } = useTranslation(['wallet', 'common']);
  const permission = usePermission();
  // retryOnMount off: when the member info failed, the trial guard around this page must not be sent back to loading.
  const { data: member } = useQuery({ ...memberInfoQueryOptions(), retryOnMount: false });
  const isTrial = member ? member.isTrial || isTrialType(member.type) : false;
  const format = useFormatMoney();
  const flags = useMemo(() => featureFlagsFrom(permission), [permission]);
  const isSingle = permission.merchantWallet.isSingle;
  const balance = useQuery(balanceQueryOptions());
  const consolidated = useQuery({ ...consolidatedQueryOptions(), enabled: shouldLoadConsolidated({ flags, isTrial }) });

  if (balance.isPending) {
    return (
      <Panel aria-busy="true" aria-label={t('transfer.loading')}>
        <Stack>
          <Skeleton $height="32px" />
          <Skeleton $height="32px" />
        </Stack>
      </Panel>
    );
  }
  if (balance.isError) {
    return <ErrorState message={moneyErrorText(t, balance.error)} retryLabel={t('common:actions.retry')} onRetry={() => void balance.refetch()} />;
  }
  const { currency } = balance.data;
  const wallets = balance.data.wallets ?? [];

  return (
    <>
      <Panel aria-labelledby="wallets-title">
        <h2 id="wallets-title">{t('transfer.walletsTitle')}</h2>
        <Table data-testid="wallet-list">
          <thead>
            <tr>
              <th scope="col">{t('transfer.wallet')}</th>
              <th scope="col" className="amount">
                {t('transfer.balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('transfer.mainWallet')}</th>
              <td className="amount" data-testid="main-wallet-balance">
                {format(balance.data.balance, { currency })}
              </td>
            </tr>
            {isSingle
              ? null
              : wallets.map((w) => (
                  <tr key={w.vendor}>
                    <th scope="row">{w.vendor}</th>
                    <td className="amount">{format(w.balance, { currency })}</td>
                  </tr>
                ))}
          </tbody>
        </Table>
        {consolidated.data ? (
          <p data-testid="consolidated-total">
            <strong>{t('transfer.consolidated')}</strong> {format(consolidated.data.total, { currency })}
          </p>
        ) : null}
        {consolidated.isError ? <Hint>{moneyErrorText(t, consolidated.error)}</Hint> : null}
        {isSingle ? <Hint data-testid="single-wallet">{t('transfer.single')}</Hint> : null}
      </Panel>
      {isSingle ? null : <TransferForm main={balance.data.balance} wallets={wallets} currency={currency} />}
    </>
  );
}
