// Which bonus a bonus entry is (docs/money.md "Records", issue 18): the bonus record names each row's source
// (VIP upgrade, VIP monthly, mission, rebate, promotion, points exchange) rather than leaving a player to read the
// ledger reference. The source is read from the reference the paying use case writes (`vip:upgrade:3`,
// `mission:<id>:<period>`, `rebate:<claim>`, `reward:<id>`, `points:<txn>`), so old entries get a source too.
export const bonusSources = ['vip_upgrade', 'vip_monthly', 'mission', 'rebate', 'promotion', 'points'] as const;
export type BonusSource = (typeof bonusSources)[number];

/** The reference prefix each source's entries carry. */
export const bonusReferencePrefix: Readonly<Record<BonusSource, string>> = {
  vip_upgrade: 'vip:upgrade:',
  vip_monthly: 'vip:monthly:',
  mission: 'mission:',
  rebate: 'rebate:',
  promotion: 'reward:',
  points: 'points:',
};

/** The source of a bonus entry by its reference; `other` for an entry no use case above wrote (an adjustment). */
export function bonusSourceOf(reference: string | null | undefined): BonusSource | 'other' {
  if (!reference) return 'other';
  return bonusSources.find((s) => reference.startsWith(bonusReferencePrefix[s])) ?? 'other';
}
