// The member's redeem records (spec M4-2: applying, in process, approved, rejected) and points details (earned,
// spent, converted), newest first, a page at a time; loading, empty and error states.
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { areaErrorText } from '../../../lib/error-texts';
import { pointsDetailsQueryOptions, redeemsQueryOptions } from '../api/points-api';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

function Paged({ page, totalPages, onPage, children }: { page: number; totalPages: number; onPage: (p: number) => void; children: ReactNode }) {
  const { t } = useTranslation('points');
  return (
    <>
      {children}
      {totalPages > 1 && (
        <Pager>
          <Button tone="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('records.previous')}</Button>
          <span>{t('records.page', { page, total: totalPages })}</span>
          <Button tone="ghost" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>{t('records.next')}</Button>
        </Pager>
      )}
    </>
  );
}

export function RedeemRecords() {
  const { t, i18n } = useTranslation(['points', 'common']);
  const { timezone } = usePermission().merchant;
  const [page, setPage] = useState(1);
  const records = useQuery(redeemsQueryOptions(i18n.language, page));
  if (records.isPending) return <Skeleton $height="96px" style={{ display: 'block' }} />;
  if (records.isError) return <ErrorState message={areaErrorText(t, 'points', records.error)} retryLabel={t('common:actions.retry')} onRetry={() => void records.refetch()} />;
  if (records.data.content.length === 0) return <EmptyState message={t('records.emptyRedeems')} />;
  return (
    <Paged page={page} totalPages={records.data.totalPages} onPage={setPage}>
      <Table data-testid="redeem-records">
        <thead>
          <tr>
            <th scope="col">{t('records.time')}</th>
            <th scope="col">{t('records.item')}</th>
            <th scope="col" className="num">{t('records.quantity')}</th>
            <th scope="col" className="num">{t('records.points')}</th>
            <th scope="col">{t('records.state')}</th>
          </tr>
        </thead>
        <tbody>
          {records.data.content.map((r) => (
            <tr key={r.redeemId} data-state={r.state}>
              <td>{formatDateTime(r.createdAt, i18n.language, timezone)}</td>
              <td>{r.title}</td>
              <td className="num">{r.quantity}</td>
              <td className="num">{r.points.toLocaleString(i18n.language)}</td>
              <td>{t(`redeemState.${r.state}`)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Paged>
  );
}

export function PointsDetails() {
  const { t, i18n } = useTranslation(['points', 'common']);
  const { timezone } = usePermission().merchant;
  const [page, setPage] = useState(1);
  const details = useQuery(pointsDetailsQueryOptions(page));
  if (details.isPending) return <Skeleton $height="96px" style={{ display: 'block' }} />;
  if (details.isError) return <ErrorState message={areaErrorText(t, 'points', details.error)} retryLabel={t('common:actions.retry')} onRetry={() => void details.refetch()} />;
  if (details.data.content.length === 0) return <EmptyState message={t('records.emptyDetails')} />;
  return (
    <Paged page={page} totalPages={details.data.totalPages} onPage={setPage}>
      <Table data-testid="points-details">
        <thead>
          <tr>
            <th scope="col">{t('records.time')}</th>
            <th scope="col">{t('records.kind')}</th>
            <th scope="col" className="num">{t('records.points')}</th>
          </tr>
        </thead>
        <tbody>
          {details.data.content.map((d) => (
            <tr key={d.txnId}>
              <td>{formatDateTime(d.createdAt, i18n.language, timezone)}</td>
              <td>{t(`kind.${d.kind}`)}</td>
              <td className="num">{(d.points > 0 ? '+' : '') + d.points.toLocaleString(i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Paged>
  );
}
