// Back from the gateway (/member/depositv2?depositId=...): that deposit's state, asked again every few seconds while
// it is pending and no more once it is final; a final state refreshes the header balance and the deposit list.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { Spinner } from '../../../ui/spinner';
import { depositQueryOptions, isFinalDeposit, walletKeys } from '../api/wallet-api';
import { moneyErrorText } from '../../../lib/error-texts';
import { useFormatMoney } from '../../../lib/use-format-money';
import { Hint, Panel, Row, StatusChip } from '../../../ui/form-parts';

const StatusText = styled(Hint)`
  margin: ${({ theme }) => theme.spacing.md} 0;
`;

export const DEPOSIT_POLL_MS = 2_000;

export function DepositStatusPanel({ depositId }: { depositId: string }) {
  const { t } = useTranslation(['wallet', 'common']);
  const format = useFormatMoney();
  const queryClient = useQueryClient();
  const deposit = useQuery({
    ...depositQueryOptions(depositId),
    refetchInterval: (query) => (query.state.data && isFinalDeposit(query.state.data.status) ? false : DEPOSIT_POLL_MS),
  });
  const status = deposit.data?.status;
  const final = status !== undefined && isFinalDeposit(status);

  useEffect(() => {
    if (!final) return;
    void queryClient.invalidateQueries({ queryKey: walletKeys.balance });
    void queryClient.invalidateQueries({ queryKey: walletKeys.deposits });
  }, [final, queryClient]);

  return (
    <Panel aria-labelledby="deposit-status-title" data-testid="deposit-status">
      <h2 id="deposit-status-title">{t('deposit.statusTitle')}</h2>
      {deposit.isPending ? (
        <Spinner label={t('deposit.loadingStatus')} />
      ) : deposit.isError ? (
        <ErrorState message={moneyErrorText(t, deposit.error)} retryLabel={t('common:actions.retry')} onRetry={() => void deposit.refetch()} />
      ) : (
        <>
          <Row aria-live="polite">
            <span>{format(deposit.data.amount)}</span>
            <StatusChip $status={deposit.data.status} data-testid="deposit-status-value" data-status={deposit.data.status}>
              {t(`status.${deposit.data.status}`)}
            </StatusChip>
            {final ? null : <Spinner label={t('deposit.waiting')} size={18} />}
          </Row>
          <StatusText>{t(`deposit.statusText.${deposit.data.status}`)}</StatusText>
          <Row>
            {deposit.data.status === 'pending' && deposit.data.payUrl ? (
              <a href={deposit.data.payUrl}>{t('deposit.continuePayment')}</a>
            ) : null}
            <ButtonLink to="/member/depositv2" tone="ghost">
              {t('deposit.another')}
            </ButtonLink>
          </Row>
        </>
      )}
    </Panel>
  );
}
