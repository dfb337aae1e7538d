// One activity of the hall (spec M2-33, M4-3): art at a reserved size, title, period, reward, description, the
// state and the one action its state allows. A visitor's join, apply or claim opens the login popup.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, type Currency } from '../../../engine/money';
import { openAuthModal } from '../../../lib/auth-modal';
import { formatDate } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { useClaimActivity, useJoin, type Activity, type ActivityAction } from '../api/promotions-api';
import { areaErrorText } from '../../../lib/error-texts';
import { ActivityArt } from './activity-art';

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  .body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => theme.spacing.md};
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
  .period {
    font-size: 0.9rem;
  }
  .reward {
    font-weight: 700;
  }
  .footer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    margin-top: auto;
  }
`;

const TONE: Record<ActivityAction, 'success' | 'warning' | 'danger' | 'text'> = {
  join: 'text', apply: 'text', claim: 'success', in_progress: 'warning', signed: 'success', upcoming: 'text', claimed: 'success', rejected: 'danger', closed: 'text',
};

export const Chip = styled.span<{ $tone: 'success' | 'warning' | 'danger' | 'text' }>`
  display: inline-block;
  padding: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  white-space: nowrap;
`;

const ACTIONABLE: ReadonlySet<ActivityAction> = new Set(['join', 'apply', 'claim']);

export function ActivityCard({ activity, currency, loggedIn, onApply }: { activity: Activity; currency: Currency; loggedIn: boolean; onApply: (a: Activity) => void }) {
  const { t, i18n } = useTranslation(['promotions', 'common']);
  const { timezone } = usePermission().merchant;
  const toast = useToast();
  const join = useJoin();
  const claim = useClaimActivity(i18n.language);
  const money = (minor: number) => formatMoney(minor, currency, { locale: i18n.language });
  const titleId = `activity-${activity.activityId}`;
  const busy = join.isPending || claim.isPending;

  function act() {
    if (!loggedIn) {
      openAuthModal('login');
      return;
    }
    const onError = (e: unknown) => toast(areaErrorText(t, 'promotions', e), 'danger');
    if (activity.action === 'apply') onApply(activity);
    else if (activity.action === 'join') join.mutate(activity.activityId, { onSuccess: () => toast(t('joined', { title: activity.title })), onError });
    else if (activity.action === 'claim') {
      claim.mutate(activity.activityId, {
        onSuccess: (r) => toast(t(activity.kind === 'raffle' ? 'won' : 'claimedToast', { amount: money(r.reward.amount) })),
        onError,
      });
    }
  }

  return (
    <Card aria-labelledby={titleId} data-testid="activity" data-activity={activity.activityId} data-action={activity.action}>
      <ActivityArt kind={activity.kind} seed={activity.activityId} />
      <div className="body">
        <h2 id={titleId}>{activity.title}</h2>
        <p className="period">
          {t('period', { start: formatDate(activity.startsAt, i18n.language, timezone), end: formatDate(activity.endsAt, i18n.language, timezone) })}
        </p>
        {activity.kind === 'raffle' ? (
          <p className="reward">{t('upTo', { amount: money(activity.maxPrize) })}</p>
        ) : activity.rewardAmount > 0 ? (
          <p className="reward">{t('reward', { amount: money(activity.rewardAmount) })}</p>
        ) : null}
        <p>{activity.description}</p>
        <p>{t('turnover', { count: activity.turnoverMultiple })}</p>
        <div className="footer">
          {activity.state !== null ? <Chip $tone={TONE[activity.action]} data-testid="activity-state">{t(`state.${activity.state}`)}</Chip> : <span />}
          {ACTIONABLE.has(activity.action) ? (
            <Button onClick={act} disabled={busy} aria-describedby={titleId}>
              {t(`action.${activity.action}`)}
            </Button>
          ) : (
            <Chip $tone={TONE[activity.action]}>{t(`action.${activity.action}`)}</Chip>
          )}
        </div>
      </div>
    </Card>
  );
}
