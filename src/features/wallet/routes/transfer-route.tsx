// /member/transferFund (spec M2-3, M3-6, M4-7, M7-5..M7-8): the main wallet and, when the merchant wallet is not
// single, every vendor wallet with the transfer form; the consolidated total when AGENTPOLICY3 is on and the member
// is not trial. A single wallet says so: there is nothing to move. The automatic transfer switch sits under the form.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { featureFlagsFrom } from '../../../engine/feature-flags';
import { usePermission } from '../../../lib/permission';
import { isTrialType } from '../../../lib/session/account-type';
import { memberInfoQueryOptions } from '../../../lib/session/member-info';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { balanceQueryOptions, consolidatedQueryOptions } from '../api/wallet-api';
import { Hint, Panel, Stack } from '../../../ui/form-parts';
import { AutoTransferSetting } from '../components/auto-transfer-setting';
import { TransferForm } from '../components/transfer-form';
import { shouldLoadConsolidated } from '../utils/consolidated';
import { moneyErrorText } from '../../../lib/error-texts';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useVendorName } from '../../../lib/use-vendor-name';

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xxl};
  margin: 0 0 ${({ theme }) => theme.spacing.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.6rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const VendorGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
  }
  dt {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

export function Component() {
  const { t } = useTranslation(['wallet', 'common']);
  const permission = usePermission();
  // retryOnMount off: when the member info failed, the trial guard around this page must not be sent back to loading.
  const { data: member } = useQuery({ ...memberInfoQueryOptions(), retryOnMount: false });
  const isTrial = member ? member.isTrial || isTrialType(member.type) : false;
  const format = useFormatMoney();
  const vendorName = useVendorName();
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

  // Wallets holding money first, then by name: a merchant can have dozens of vendors.
  const vendors = [...wallets].sort((a, b) => Number(b.balance > 0) - Number(a.balance > 0) || vendorName(a.vendor).localeCompare(vendorName(b.vendor)));

  return (
    <>
      <Panel aria-labelledby="wallets-title">
        <h2 id="wallets-title">{t('transfer.walletsTitle')}</h2>
        <Totals>
          <div>
            <dt>{t('transfer.mainWallet')}</dt>
            <dd data-testid="main-wallet-balance">{format(balance.data.balance, { currency })}</dd>
          </div>
          {consolidated.data ? (
            <div>
              <dt>{t('transfer.consolidated')}</dt>
              <dd data-testid="consolidated-total">{format(consolidated.data.total, { currency })}</dd>
            </div>
          ) : null}
        </Totals>
        {consolidated.isError ? <Hint>{moneyErrorText(t, consolidated.error)}</Hint> : null}
        {isSingle ? <Hint data-testid="single-wallet">{t('transfer.single')}</Hint> : null}
      </Panel>
      {isSingle ? null : (
        <>
          <TransferForm main={balance.data.balance} wallets={wallets} currency={currency} />
          {member && !isTrial ? <AutoTransferSetting account={member.account} /> : null}
          <Panel aria-labelledby="vendor-wallets-title">
            <h2 id="vendor-wallets-title">{t('transfer.vendorWallets')}</h2>
            <VendorGrid data-testid="wallet-list">
              {vendors.map((w) => (
                <div key={w.vendor}>
                  <dt>{vendorName(w.vendor)}</dt>
                  <dd>{format(w.balance, { currency })}</dd>
                </div>
              ))}
            </VendorGrid>
          </Panel>
        </>
      )}
    </>
  );
}
