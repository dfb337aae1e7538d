// The member's deposits, newest first, a page at a time (GET /wps/payment/deposits): loading, empty and error states.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { depositsQueryOptions } from '../api/wallet-api';
import { moneyErrorText } from '../../../lib/error-texts';
import { useFormatMoney } from '../../../lib/use-format-money';
import { Panel, StatusChip, Stack, Table } from '../../../ui/form-parts';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

export function DepositList() {
  const { t, i18n } = useTranslation(['wallet', 'common']);
  const { timezone } = usePermission().merchant;
  const format = useFormatMoney();
  const [pageNo, setPageNo] = useState(1);
  const deposits = useQuery({ ...depositsQueryOptions(pageNo), placeholderData: keepPreviousData });

  let body;
  if (deposits.isPending) {
    body = (
      <Stack aria-busy="true" data-testid="deposits-loading">
        <Skeleton $height="32px" />
        <Skeleton $height="32px" />
        <Skeleton $height="32px" />
      </Stack>
    );
  } else if (deposits.isError) {
    body = <ErrorState message={moneyErrorText(t, deposits.error)} retryLabel={t('common:actions.retry')} onRetry={() => void deposits.refetch()} />;
  } else if (deposits.data.content.length === 0) {
    body = <EmptyState message={t('deposits.empty')} />;
  } else {
    const { content, totalPages, pageNum } = deposits.data;
    body = (
      <>
        <Table data-testid="deposit-list">
          <thead>
            <tr>
              <th scope="col">{t('deposits.createdAt')}</th>
              <th scope="col">{t('deposits.method')}</th>
              <th scope="col" className="amount">
                {t('deposits.amount')}
              </th>
              <th scope="col">{t('deposits.status')}</th>
            </tr>
          </thead>
          <tbody>
            {content.map((d) => (
              <tr key={d.depositId}>
                <td>{formatDateTime(d.createdAt, i18n.language, timezone)}</td>
                <td>{t(`methodType.${d.methodType}`, { defaultValue: d.methodType })}</td>
                <td className="amount">{format(d.amount)}</td>
                <td>
                  <StatusChip $status={d.status} data-status={d.status}>
                    {t(`status.${d.status}`)}
                  </StatusChip>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {totalPages > 1 ? (
          <Pager aria-label={t('deposits.pages')}>
            <Button tone="ghost" disabled={pageNum <= 1} onClick={() => setPageNo(pageNum - 1)}>
              {t('deposits.previous')}
            </Button>
            <span>{t('deposits.pageOf', { page: pageNum, total: totalPages })}</span>
            <Button tone="ghost" disabled={pageNum >= totalPages} onClick={() => setPageNo(pageNum + 1)}>
              {t('deposits.next')}
            </Button>
          </Pager>
        ) : null}
      </>
    );
  }
  return (
    <Panel aria-labelledby="deposit-list-title">
      <h2 id="deposit-list-title">{t('deposits.title')}</h2>
      {body}
    </Panel>
  );
}
