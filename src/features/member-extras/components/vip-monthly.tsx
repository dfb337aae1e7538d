// The VIP page's monthly bonus (spec M2-16; docs/member-centre.md, VIP): the month that closed last, claimable during
// the current month at the level held when it closed, or already paid, or nothing; and what the current level pays
// for the current month, to claim from the 1st of the next.
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../../../engine/languages';
import { formatDate } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { useClaimVipMonthly, type VipLevel, type VipMonthly } from '../api/member-extras-api';
import { errorText, Panel } from './parts';

/** "May 2026" for 2026-05, or 05/2026 where the browser lacks the language's month names (often Khmer). */
export function monthLabel(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1, 12));
  const locale = intlLocaleOf(language);
  const named = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: named ? 'long' : '2-digit', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(named ? locale : 'en-GB', options).format(first);
}

export function VipMonthlyPanel({ monthly, levels, current, money }: { monthly: VipMonthly; levels: VipLevel[]; current: number; money: (n: number) => string }) {
  const { t, i18n } = useTranslation(['memberExtras', 'common']);
  const { timezone } = usePermission().merchant;
  const toast = useToast();
  const claim = useClaimVipMonthly();
  const closed = monthLabel(monthly.month, i18n.language);
  const date = (iso: string) => formatDate(iso, i18n.language, timezone);
  const higher = levels.find((l) => l.level > current && l.monthlyBonus > 0);
  const onClaim = () =>
    claim.mutate(monthly.month, {
      onSuccess: (r) => toast(t('vip.monthly.claimDone', { month: closed, amount: money(r.amount) })),
      onError: (error) => toast(errorText(t, error), 'danger'),
    });
  return (
    <Panel aria-labelledby="vip-monthly-title" data-testid="vip-monthly">
      <h2 id="vip-monthly-title">{t('vip.monthly.title')}</h2>
      <p>{t('vip.monthly.rule')}</p>
      {monthly.status === 'claimable' && (
        <div className="actions">
          <p>{t('vip.monthly.claimable', { month: closed, level: monthly.levelName, amount: money(monthly.amount) })}</p>
          <Button onClick={onClaim} disabled={claim.isPending} aria-label={t('vip.monthly.claimLabel', { month: closed, amount: money(monthly.amount) })}>
            {t('vip.claim')}
          </Button>
        </div>
      )}
      {monthly.status === 'claimed' && (
        <p data-testid="vip-monthly-claimed">{t('vip.monthly.claimed', { month: closed, amount: money(monthly.amount), date: date(monthly.claimedAt ?? monthly.nextAt) })}</p>
      )}
      {monthly.status === 'none' && <p>{t('vip.monthly.none', { month: closed })}</p>}
      {monthly.nextAmount > 0 ? (
        <p data-testid="vip-monthly-next">
          {t('vip.monthly.next', { month: monthLabel(monthly.current, i18n.language), amount: money(monthly.nextAmount), date: date(monthly.nextAt) })}
        </p>
      ) : (
        higher && <p data-testid="vip-monthly-next">{t('vip.monthly.nextNone', { level: higher.name, amount: money(higher.monthlyBonus) })}</p>
      )}
    </Panel>
  );
}
