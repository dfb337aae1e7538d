// /pointMall (spec M2-18, M2-33, M3-7, M9-8; the route guard asks for a login): the points balance with the exchange
// ratio and conversion, the rewards to redeem, the redeem records and the points details. Trial accounts see that
// a real account is needed.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney } from '../../../engine/money';
import { RequireTrueAccount } from '../../../ui/require-true-account';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { areaErrorText } from '../../../lib/error-texts';
import { mallRewardsQueryOptions, pointsBalanceQueryOptions, type MallReward, type PointsBalance } from '../api/points-api';
import { ConvertForm } from '../components/convert-form';
import { PointsDetails, RedeemRecords } from '../components/records';
import { RedeemDialog } from '../components/redeem-dialog';

const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
  }
`;

const Summary = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};

  .balance {
    font-size: 2rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xs};
    padding: ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  .price {
    font-weight: 700;
  }
  button {
    margin-top: auto;
  }
`;

function BalancePanel({ points }: { points: PointsBalance }) {
  const { t, i18n } = useTranslation(['points', 'common']);
  const { config } = points;
  const money = (minor: number) => formatMoney(minor, config.currency, { locale: i18n.language });
  return (
    <Panel aria-labelledby="points-balance-title">
      <Summary>
        <div>
          <h2 id="points-balance-title">{t('balance.title')}</h2>
          <p className="balance" data-testid="points-balance">{points.balance.toLocaleString(i18n.language)}</p>
          <p data-testid="exchange-ratio">{t('balance.ratio', { points: config.exchangePoints.toLocaleString(i18n.language), money: money(config.exchangeMoney) })}</p>
          <p>{t('balance.earn', { money: money(config.betPerPoint) })}</p>
          <p>{t('balance.neverExpire')}</p>
        </div>
        <div>
          <h2>{t('convert.title')}</h2>
          <ConvertForm points={points} />
        </div>
      </Summary>
    </Panel>
  );
}

function RewardItem({ reward, balance, onRedeem }: { reward: MallReward; balance: number; onRedeem: (r: MallReward) => void }) {
  const { t, i18n } = useTranslation('points');
  const titleId = `mall-${reward.rewardId}`;
  const soldOut = reward.stock <= 0;
  const short = reward.pointsPrice > balance;
  return (
    <li aria-labelledby={titleId} data-testid="mall-reward" data-reward={reward.rewardId}>
      <h3 id={titleId}>{reward.title}</h3>
      <p className="price">{t('rewards.price', { points: reward.pointsPrice.toLocaleString(i18n.language) })}</p>
      <p>{soldOut ? t('rewards.soldOut') : t('rewards.stock', { count: reward.stock })}</p>
      {!soldOut && short && <p>{t('rewards.short')}</p>}
      <Button disabled={soldOut || short} onClick={() => onRedeem(reward)} aria-describedby={titleId}>
        {t('rewards.redeem')}
      </Button>
    </li>
  );
}

function Mall() {
  const { t, i18n } = useTranslation(['points', 'common']);
  const points = useQuery(pointsBalanceQueryOptions());
  const rewards = useQuery(mallRewardsQueryOptions(i18n.language));
  const [redeeming, setRedeeming] = useState<MallReward | null>(null);

  if (points.isPending) {
    return (
      <Panel aria-busy="true" aria-label={t('loading')} data-testid="points-loading">
        <Skeleton $height="120px" style={{ display: 'block' }} />
      </Panel>
    );
  }
  if (points.isError) {
    return <ErrorState message={areaErrorText(t, 'points', points.error)} retryLabel={t('common:actions.retry')} onRetry={() => void points.refetch()} />;
  }
  return (
    <>
      <BalancePanel points={points.data} />
      <Panel aria-labelledby="mall-rewards-title">
        <h2 id="mall-rewards-title">{t('rewards.title')}</h2>
        {rewards.isPending ? (
          <Skeleton $height="160px" style={{ display: 'block' }} />
        ) : rewards.isError ? (
          <ErrorState message={areaErrorText(t, 'points', rewards.error)} retryLabel={t('common:actions.retry')} onRetry={() => void rewards.refetch()} />
        ) : rewards.data.length === 0 ? (
          <EmptyState message={t('rewards.empty')} />
        ) : (
          <Grid>
            {rewards.data.map((r) => (
              <RewardItem key={r.rewardId} reward={r} balance={points.data.balance} onRedeem={setRedeeming} />
            ))}
          </Grid>
        )}
      </Panel>
      <Panel aria-labelledby="redeem-records-title">
        <h2 id="redeem-records-title">{t('records.redeemsTitle')}</h2>
        <RedeemRecords />
      </Panel>
      <Panel aria-labelledby="points-details-title">
        <h2 id="points-details-title">{t('records.detailsTitle')}</h2>
        <PointsDetails />
      </Panel>
      {redeeming && <RedeemDialog reward={redeeming} balance={points.data.balance} onClose={() => setRedeeming(null)} />}
    </>
  );
}

export function Component() {
  const { t } = useTranslation('points');
  // The trial notice has its own h1, so the page title sits inside the guard.
  return (
    <RequireTrueAccount>
      <h1>{t('title')}</h1>
      <Mall />
    </RequireTrueAccount>
  );
}
