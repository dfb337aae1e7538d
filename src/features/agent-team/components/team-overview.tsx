// Team overview (agentTeamOverview, M2-21), also the /agentHome landing: team size, new and active members, the
// team's deposits, withdrawals, bets and result for a period, and the agent's own balance.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney } from '../../../engine/money';
import { usePermission } from '../../../lib/permission';
import { ButtonLink } from '../../../ui/button';
import { media } from '../../../ui/breakpoints';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { Row, Stack } from '../../../ui/form-parts';
import { localToday, presetRange } from '../../../lib/date-range';
import { overviewQueryOptions, type TeamOverview } from '../api/agent-team-api';
import { RangePicker, rangeProblem, Results, teamErrorText, TeamPage, type RangeState } from '../../../ui/team-page-parts';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.lg} 0;

  div {
    padding: ${({ theme }) => theme.spacing.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.large};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    font-size: 1.3rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }

  /* Two figures a row on a phone, so the overview reads in a screen or two instead of twelve cards one under another. */
  ${media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing.sm};

    div {
      padding: ${({ theme }) => theme.spacing.md};
    }
    dd {
      font-size: 1.1rem;
    }
  }
`;

const COUNTS = ['directMembers', 'teamMembers', 'newToday', 'newThisMonth', 'activeMembers'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'betAmount', 'winAmount', 'profitAndLoss', 'teamBalance', 'agentBalance'] as const;

export function TeamOverviewPage() {
  const { t, i18n } = useTranslation(['agentTeam', 'common']);
  const { timezone } = usePermission().merchant;
  const today = localToday(timezone);
  const [range, setRange] = useState<RangeState>(() => ({ preset: 'today', ...presetRange('today', today) }));
  const rangeOk = rangeProblem(range) === null;
  const overview = useQuery({ ...overviewQueryOptions({ from: range.from, to: range.to }), placeholderData: keepPreviousData, enabled: rangeOk });

  let body;
  if (!rangeOk) {
    body = null;
  } else if (overview.isPending) {
    body = (
      <Stack aria-busy="true" data-testid="team-loading">
        <Skeleton $height="96px" />
        <Skeleton $height="96px" />
      </Stack>
    );
  } else if (overview.isError) {
    body = <ErrorState message={teamErrorText(t, overview.error)} retryLabel={t('common:actions.retry')} onRetry={() => void overview.refetch()} />;
  } else {
    const o: TeamOverview = overview.data;
    const money = (v: number) => formatMoney(v, o.currency, { locale: i18n.language });
    body = (
      <Results aria-busy={overview.isPlaceholderData || undefined}>
        <h2>{t('overview.members')}</h2>
        <Cards data-testid="team-counts">
          {COUNTS.map((key) => (
            <div key={key}>
              <dt>{t(`overview.${key}`)}</dt>
              <dd>{o[key]}</dd>
            </div>
          ))}
        </Cards>
        <h2>{t('overview.money', { from: o.from, to: o.to })}</h2>
        <Cards data-testid="team-amounts">
          {AMOUNTS.map((key) => (
            <div key={key}>
              <dt>{t(`overview.${key}`)}</dt>
              <dd>{money(o[key])}</dd>
            </div>
          ))}
        </Cards>
      </Results>
    );
  }

  return (
    <TeamPage title={t('titles.overview')}>
      <RangePicker value={range} today={today} onChange={setRange} />
      {body}
      <Row>
        <ButtonLink to="/agentHome/registerCenter">{t('overview.register')}</ButtonLink>
        <ButtonLink tone="ghost" to="/agentHome/downlineManagmentView">
          {t('overview.manage')}
        </ButtonLink>
      </Row>
    </TeamPage>
  );
}
