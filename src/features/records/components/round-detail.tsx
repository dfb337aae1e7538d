// A round of the bet record (M2-7, docs/vendors.md "Round detail"): opened from its row, in a dialog: the vendor's
// round id, the game, time, stake, win and the fair-play data the vendor answers (server seed hash, the seed once
// revealed, client seed, nonce) with a link to the vendor's verify page. Loading, error (with retry) and "no
// fair-play data" states; the dialog gives focus back to the row's button when it closes.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Currency } from '../../../engine/money';
import { formatDateTime } from '../../../lib/format-date';
import { withdrawalErrorText } from '../../../lib/error-texts';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useVendorName } from '../../../lib/use-vendor-name';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Modal } from '../../../ui/modal';
import { roundDetailQueryOptions } from '../api/records-api';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};

  dt {
    font-weight: 600;
  }

  div {
    display: contents;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-size: 0.85rem;
  }
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: 1.05rem;
`;

export function RoundDetail({ roundId, currency, timezone, onClose }: { roundId: string | null; currency: Currency; timezone: string; onClose: () => void }) {
  const { t, i18n } = useTranslation(['records', 'withdrawal', 'wallet', 'common']);
  const format = useFormatMoney();
  const vendorName = useVendorName();
  const query = useQuery({ ...roundDetailQueryOptions(roundId ?? '', i18n.language), enabled: roundId !== null });
  const money = (minorUnits: number) => format(minorUnits, { currency });

  let body;
  if (roundId === null) body = null;
  else if (query.isPending) body = <p role="status" data-testid="round-detail-loading">{t('round.loading')}</p>;
  else if (query.isError) body = <ErrorState message={withdrawalErrorText(t, query.error)} retryLabel={t('common:actions.retry')} onRetry={() => void query.refetch()} />;
  else {
    const r = query.data;
    const fair = r.fairness;
    body = (
      <div data-testid="round-detail">
        <Facts>
          <dt>{t('columns.roundId')}</dt>
          <dd><code>{r.roundId}</code></dd>
          <dt>{t('columns.gameName')}</dt>
          <dd>{r.gameName}</dd>
          <dt>{t('columns.vendor')}</dt>
          <dd>{vendorName(r.vendor)}</dd>
          <dt>{t('columns.createdAt')}</dt>
          <dd>{formatDateTime(r.createdAt, i18n.language, timezone)}</dd>
          <dt>{t('columns.status')}</dt>
          <dd>{t(`withdrawal:betStatus.${r.status}`)}</dd>
          <dt>{t('columns.betAmount')}</dt>
          <dd>{money(r.betAmount)}</dd>
          <dt>{t('columns.winAmount')}</dt>
          <dd>{money(r.winAmount)}</dd>
          <dt>{t('columns.net')}</dt>
          <dd>{money(r.net)}</dd>
        </Facts>
        <Heading>{t('round.fairTitle')}</Heading>
        {fair ? (
          <>
            <p data-testid="round-fair-method">{t(`round.method.${fair.method}`)}</p>
            {fair.method === 'events' ? (
              <Facts data-testid="round-fairness">
                {(fair.events ?? []).map((e) => (
                  <div key={e.eventId}>
                    <dt>{e.name}</dt>
                    <dd>
                      {t('round.resultSeedHash')} <code>{e.seedHash}</code>
                      <br />
                      {t('round.resultSeed')} {e.seed ? <code>{e.seed}</code> : t('round.eventNotOver')}
                      <br />
                      <a href={e.verifyUrl} target="_blank" rel="noopener noreferrer">{t('round.verifyEvent', { event: e.name })}</a>
                    </dd>
                  </div>
                ))}
              </Facts>
            ) : (
              <Facts data-testid="round-fairness">
                <dt>{t(fair.method === 'chain' ? 'round.roundSeedHash' : 'round.serverSeedHash')}</dt>
                <dd><code>{fair.serverSeedHash}</code></dd>
                <dt>{t(fair.method === 'chain' ? 'round.roundSeed' : 'round.serverSeed')}</dt>
                <dd>{fair.serverSeed ? <code>{fair.serverSeed}</code> : t(fair.method === 'chain' ? 'round.resultNotOut' : 'round.notRevealed')}</dd>
                {fair.clientSeed !== null ? (
                  <>
                    <dt>{t('round.clientSeed')}</dt>
                    <dd><code>{fair.clientSeed}</code></dd>
                  </>
                ) : null}
                {fair.nonce !== null ? (
                  <>
                    <dt>{t(fair.method === 'chain' ? 'round.tableRound' : 'round.nonce')}</dt>
                    <dd>{fair.nonce}</dd>
                  </>
                ) : null}
                {fair.anchor ? (
                  <>
                    <dt>{t('round.anchor')}</dt>
                    <dd><code>{fair.anchor}</code></dd>
                  </>
                ) : null}
              </Facts>
            )}
            {fair.verifyUrl ? (
              <p>
                <a href={fair.verifyUrl} target="_blank" rel="noopener noreferrer">{t('round.verify')}</a>
              </p>
            ) : null}
          </>
        ) : (
          <EmptyState message={t('round.noFairness')} />
        )}
      </div>
    );
  }
  return (
    <Modal open={roundId !== null} onClose={onClose} title={t('round.title')} closeLabel={t('common:actions.close')} width={640}>
      {body}
    </Modal>
  );
}
