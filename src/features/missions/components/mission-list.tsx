// The member's missions (spec M2-13, M3-14): what each asks, a progress bar, the reward, and Claim when complete;
// loading, empty and error states.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney } from '../../../engine/money';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { missionSummaryQueryOptions, useClaimMission, type Mission } from '../api/missions-api';

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

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.85rem;
    opacity: 0.9;
  }
  .row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

const Bar = styled.div`
  height: 10px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};

  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Claimed = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

// A mission still running says so in text: as a disabled button it read as a control that could not be pressed, in
// dimmed text below the contrast minimum.
const InProgress = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
`;

function MissionCard({ mission }: { mission: Mission }) {
  const { t, i18n } = useTranslation(['missions', 'messages', 'common']);
  const { currency, timezone } = usePermission().merchant;
  const toast = useToast();
  const claim = useClaimMission();
  const money = (minor: number) => formatMoney(minor, currency, { locale: i18n.language });
  const amount = (n: number) => (mission.metric === 'turnover' ? money(n) : String(n));
  const percent = Math.round((mission.progress / mission.target) * 100);
  const titleId = `mission-${mission.missionId}`;

  const onClaim = () =>
    claim.mutate(mission.missionId, {
      onSuccess: (result) => toast(t('claimed', { points: result.points, reward: money(result.reward) })),
      onError: (error) => toast(t([`errors.${error instanceof ApiError ? error.code : 'request_failed'}`, 'common:errors.request_failed']), 'danger'),
    });

  return (
    <Card aria-labelledby={titleId} data-testid="mission" data-status={mission.status}>
      <h3 id={titleId}>{t(`names.${mission.missionId}`, { target: amount(mission.target) })}</h3>
      <p className="muted">{t(`periods.${mission.period.type}`, { time: formatDateTime(mission.period.endsAt, i18n.language, timezone) })}</p>
      <div
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={mission.target}
        aria-valuenow={mission.progress}
        aria-valuetext={t('progress', { progress: amount(mission.progress), target: amount(mission.target) })}
      >
        <Bar>
          <span style={{ width: `${percent}%` }} />
        </Bar>
      </div>
      <p className="row">
        <span>{t('progress', { progress: amount(mission.progress), target: amount(mission.target) })}</span>
        <span>{mission.reward > 0 ? t('rewardWithBonus', { points: mission.points, reward: money(mission.reward) }) : t('reward', { points: mission.points })}</span>
      </p>
      <div className="row">
        {mission.status === 'claimed' && <Claimed>{t('status.claimed')}</Claimed>}
        {mission.status === 'claimable' && (
          <Button tone="primary" disabled={claim.isPending} onClick={onClaim}>
            {t('claim')}
          </Button>
        )}
        {mission.status !== 'claimed' && mission.status !== 'claimable' && <InProgress>{t('status.in_progress')}</InProgress>}
      </div>
    </Card>
  );
}

export function MissionList() {
  const { t } = useTranslation(['missions', 'common']);
  const summary = useQuery(missionSummaryQueryOptions());
  let body;
  if (summary.isPending) {
    body = (
      <div aria-busy="true" data-testid="missions-loading">
        <Skeleton $height="140px" style={{ display: 'block' }} />
      </div>
    );
  } else if (summary.isError) {
    const code = summary.error instanceof ApiError ? summary.error.code : 'request_failed';
    body = <ErrorState message={t([`errors.${code}`, `common:errors.${code}`, 'common:errors.request_failed'])} retryLabel={t('common:actions.retry')} onRetry={() => void summary.refetch()} />;
  } else if (summary.data.missions.length === 0) {
    body = <EmptyState message={t('empty')} />;
  } else {
    body = (
      <Cards>
        {summary.data.missions.map((m) => (
          <MissionCard key={m.missionId} mission={m} />
        ))}
      </Cards>
    );
  }
  return (
    <Panel aria-labelledby="missions-title">
      <h2 id="missions-title">{t('title')}</h2>
      {body}
    </Panel>
  );
}
