// /member/rewardCenter (spec M2-11): rewards granted to the member (promotions, raffles, missions, VIP) waiting to
// be claimed, each claimed once into the main wallet, and the history. Inside the member centre shell.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney } from '../../../engine/money';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button, ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { rewardsQueryOptions, useClaimReward, type Reward } from '../api/promotions-api';
import { areaErrorText } from '../../../lib/error-texts';

export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: 1.2rem;
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
  }
  .amount {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

function RewardRow({ reward, claiming, onClaim }: { reward: Reward; claiming: boolean; onClaim: (rewardId: string) => void }) {
  const { t, i18n } = useTranslation(['promotions', 'common']);
  const { currency, timezone } = usePermission().merchant;
  const money = formatMoney(reward.amount, currency, { locale: i18n.language });
  const titleId = `reward-${reward.rewardId}`;
  return (
    <li aria-labelledby={titleId} data-testid="reward" data-state={reward.state}>
      <div>
        <h3 id={titleId}>{reward.title}</h3>
        <p>
          {t(`rewards.source.${reward.source}`, { defaultValue: reward.source })} ·{' '}
          {reward.claimedAt
            ? t('rewards.claimedAt', { time: formatDateTime(reward.claimedAt, i18n.language, timezone) })
            : t('rewards.grantedAt', { time: formatDateTime(reward.createdAt, i18n.language, timezone) })}
        </p>
        <p>{t('turnover', { count: reward.turnoverMultiple })}</p>
      </div>
      <span className="amount">{money}</span>
      {reward.state === 'claimable' && (
        <Button disabled={claiming} aria-describedby={titleId} onClick={() => onClaim(reward.rewardId)}>
          {t('rewards.claim')}
        </Button>
      )}
    </li>
  );
}

export function Component() {
  const { t, i18n } = useTranslation(['promotions', 'common']);
  const { currency } = usePermission().merchant;
  const toast = useToast();
  const rewards = useQuery(rewardsQueryOptions(i18n.language));
  // The claim lives here, not in the row: a claimed reward moves to the history, which unmounts its row, and
  // TanStack Query runs mutate()'s own callbacks only while the component that called it is mounted.
  const claim = useClaimReward(i18n.language);
  const onClaim = (rewardId: string) =>
    claim.mutate(rewardId, {
      onSuccess: (r) => toast(t('claimedToast', { amount: formatMoney(r.reward.amount, currency, { locale: i18n.language }) })),
      onError: (e) => toast(areaErrorText(t, 'promotions', e), 'danger'),
    });
  const row = (r: Reward) => <RewardRow key={r.rewardId} reward={r} claiming={claim.isPending} onClaim={onClaim} />;
  if (rewards.isPending) {
    return (
      <Panel aria-busy="true" aria-label={t('rewards.loading')} data-testid="rewards-loading">
        <Skeleton $height="64px" style={{ display: 'block' }} />
        <Skeleton $height="64px" style={{ display: 'block', marginTop: 8 }} />
      </Panel>
    );
  }
  if (rewards.isError) {
    return <ErrorState message={areaErrorText(t, 'promotions', rewards.error)} retryLabel={t('common:actions.retry')} onRetry={() => void rewards.refetch()} />;
  }
  const { claimable, history } = rewards.data;
  return (
    <>
      <Panel aria-labelledby="claimable-title" data-testid="rewards-claimable">
        <h2 id="claimable-title">{t('rewards.claimable', { count: claimable.length })}</h2>
        {claimable.length === 0 ? (
          <EmptyState message={t('rewards.emptyClaimable')}>
            <ButtonLink to="/promotions" tone="ghost">{t('rewards.seePromotions')}</ButtonLink>
          </EmptyState>
        ) : (
          <List>{claimable.map(row)}</List>
        )}
      </Panel>
      <Panel aria-labelledby="history-title" data-testid="rewards-history">
        <h2 id="history-title">{t('rewards.history')}</h2>
        {history.length === 0 ? <EmptyState message={t('rewards.emptyHistory')} /> : <List>{history.map(row)}</List>}
      </Panel>
    </>
  );
}
