// The progressive jackpots on the slot page (docs/vendors.md): the three pools (filled and refreshed by
// assets/jackpot.js from GET /demo-aggregator/api/jackpots), the rules with each tier's share and chance, and the RTP
// stated as the base game's plus the jackpots'. In fun play the pools are shown but cannot be won.
import { jackpotDrawBound, jackpotRtp, jackpotTiers } from '../../../domain/game/engines/jackpot.js';
import { betSizes } from '../../../domain/game/slot.js';
import type { Translate } from '../livery/page-shell.js';

/** The highest bet in steps of the smallest (the same for every currency). */
const maxSteps = betSizes(2)[betSizes(2).length - 1]! / betSizes(2)[0]!;
const percent = (fraction: number) => (fraction * 100).toFixed(2);

export function jackpotBoard(t: Translate, fun: boolean): string {
  const pools = jackpotTiers.map((tier) =>
    `<div class="jackpot jackpot--${tier.id}"><dt>${t(`jackpots.${tier.id}`)}</dt><dd><output id="jackpot-${tier.id}">…</output></dd></div>`).join('');
  return `<section class="jackpots" aria-labelledby="jackpots-title" data-fun="${fun ? 'true' : 'false'}">
<h2 id="jackpots-title">${t('jackpots.title')}</h2>
<dl class="jackpots__pools">${pools}</dl>
${fun ? `<p class="jackpots__fun">${t('jackpots.fun')}</p>` : ''}
<p id="jackpot-won" class="jackpots__won" role="status"></p>
</section>
<script src="/demo-aggregator/assets/jackpot.js" defer></script>
`;
}

export function jackpotRules(t: Translate, fun: boolean): string {
  const odds = (chancePerStep: number) => Math.round(jackpotDrawBound / (chancePerStep * maxSteps)).toLocaleString('en');
  const tiers = jackpotTiers.map((tier) => `<li>${t('jackpots.tierRule', {
    tier: t(`jackpots.${tier.id}`), share: (tier.shareBps / 100).toFixed(2), odds: odds(tier.chancePerStep), seed: tier.seedSteps,
  })}</li>`).join('');
  return `<h3>${t('jackpots.title')}</h3>
<p>${t('jackpots.rules')}</p>
<ul>${tiers}</ul>
${fun ? `<p>${t('jackpots.fun')}</p>` : ''}`;
}

export function jackpotRtpText(t: Translate, baseRtp: number): string {
  return t('jackpots.rtp', { rtp: percent(baseRtp + jackpotRtp()), base: percent(baseRtp), jackpots: percent(jackpotRtp()) });
}
