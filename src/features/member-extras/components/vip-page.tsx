// /member/playerRank (spec M2-16, P3-4): the member's VIP level, progress to the next by deposits and valid bets, the
// monthly bonus, the merchant's level table with each level's bonuses, and claiming a reached level's upgrade bonus
// (once per level).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../engine/money';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/toast';
import { useClaimVipBonus, vipQueryOptions, type Condition, type VipLevel, type VipSummary } from '../api/member-extras-api';
import { errorText, Figures, Panel, percentOf, ProgressBar, QueryState, Table, TableBox } from './parts';
import { VipMonthlyPanel } from './vip-monthly';

function ConditionRow({ label, condition, money }: { label: string; condition: Condition; money: (n: number) => string }) {
  const { t } = useTranslation('memberExtras');
  const text = t('vip.progressValue', { have: money(condition.have), need: money(condition.need) });
  return (
    <div>
      <p>
        {label}: {text}
      </p>
      <ProgressBar label={label} value={condition.have} max={condition.need} text={text} />
    </div>
  );
}

function BonusCell({ level, money }: { level: VipLevel; money: (n: number) => string }) {
  const { t } = useTranslation(['memberExtras', 'common']);
  const toast = useToast();
  const claim = useClaimVipBonus();
  if (level.bonus === 'none') return <>{t('vip.noBonus')}</>;
  if (level.bonus === 'claimed') return <>{t('vip.bonusClaimed')}</>;
  if (level.bonus === 'locked') return <>{t('vip.bonusLocked')}</>;
  const onClaim = () =>
    claim.mutate(level.level, {
      onSuccess: (r) => toast(t('vip.claimDone', { amount: money(r.amount), level: level.name })),
      onError: (error) => toast(errorText(t, error), 'danger'),
    });
  return (
    <Button onClick={onClaim} disabled={claim.isPending} aria-label={t('vip.claimLabel', { level: level.name, amount: money(level.upgradeBonus) })}>
      {t('vip.claim')}
    </Button>
  );
}

function VipContent({ vip }: { vip: VipSummary }) {
  const { t, i18n } = useTranslation(['memberExtras', 'common']);
  const { currency } = usePermission().merchant;
  const money = (n: number) => formatMoney(n, currency, { locale: i18n.language });
  const { progress } = vip;
  return (
    <>
      <Panel aria-labelledby="vip-current-title" data-testid="vip-current">
        <h2 id="vip-current-title">{t('vip.current', { level: vip.levelName })}</h2>
        <Figures>
          <div>
            <dt>{t('vip.deposits')}</dt>
            <dd>{money(vip.totals.deposits)}</dd>
          </div>
          <div>
            <dt>{t('vip.validBet')}</dt>
            <dd>{money(vip.totals.validBet)}</dd>
          </div>
        </Figures>
        {progress.next === null ? (
          <p data-testid="vip-top">{t('vip.top')}</p>
        ) : (
          <>
            <p>{t('vip.toNext', { level: progress.nextName })}</p>
            {progress.deposit && <ConditionRow label={t('vip.depositProgress')} condition={progress.deposit} money={money} />}
            {progress.validBet && <ConditionRow label={t('vip.validBetProgress')} condition={progress.validBet} money={money} />}
          </>
        )}
      </Panel>
      <VipMonthlyPanel monthly={vip.monthly} levels={vip.levels} current={vip.level} money={money} />
      <Panel aria-labelledby="vip-levels-title">
        <h2 id="vip-levels-title">{t('vip.levels')}</h2>
        <TableBox>
          <Table data-testid="vip-levels">
            <thead>
              <tr>
                <th scope="col">{t('vip.level')}</th>
                <th scope="col" className="num">{t('vip.minDeposit')}</th>
                <th scope="col" className="num">{t('vip.minValidBet')}</th>
                <th scope="col" className="num">{t('vip.upgradeBonus')}</th>
                <th scope="col" className="num">{t('vip.monthlyBonus')}</th>
                <th scope="col" className="num">{t('vip.rebateBonus')}</th>
                <th scope="col">{t('vip.bonus')}</th>
              </tr>
            </thead>
            <tbody>
              {vip.levels.map((level) => (
                <tr key={level.level} aria-current={level.level === vip.level ? 'true' : undefined} data-testid={`vip-level-${level.level}`}>
                  <th scope="row">{level.level === vip.level ? t('vip.yourLevel', { level: level.name }) : level.name}</th>
                  <td className="num">{money(level.minDeposit)}</td>
                  <td className="num">{money(level.minValidBet)}</td>
                  <td className="num">{money(level.upgradeBonus)}</td>
                  <td className="num">{money(level.monthlyBonus)}</td>
                  <td className="num">{percentOf(level.rebateBonusBasisPoints, i18n.language)}</td>
                  <td>
                    <BonusCell level={level} money={money} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      </Panel>
    </>
  );
}

export function VipPage() {
  const { i18n } = useTranslation();
  const vip = useQuery(vipQueryOptions(i18n.language));
  return (
    <QueryState query={vip} testId="vip">
      {(data) => <VipContent vip={data} />}
    </QueryState>
  );
}
