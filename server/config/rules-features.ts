// Lint rule: a whitelabel flag whose page reads data from the merchant file has that data, so a feature turned on
// never shows an empty page or accrues nothing in silence. Reported at the flag's pointer.
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { featureState } from './merchant-facts.js';
import type { LintFinding, LintRule } from './lint-types.js';

interface FlagData {
  modId: string;
  /** What the flag's page does with the data, for the reason. */
  page: string;
  /** The data, where it goes in the file. */
  data: string;
  has: (m: MerchantConfig) => boolean;
}

export const flagsNeedingData: readonly FlagData[] = [
  {
    modId: 'REBATE',
    page: 'rebate accrues a rate per game category on valid bets',
    data: 'rebate.rates (a rate above 0 for at least one category)',
    has: (m) => Object.values(m.rebate?.rates ?? {}).some((rate) => (rate ?? 0) > 0),
  },
  { modId: 'VIP', page: 'the VIP page lists the levels a member climbs', data: 'vip.levels', has: (m) => (m.vip?.levels.length ?? 0) > 0 },
  {
    modId: 'WALLET',
    page: 'the deposit page offers the payment methods',
    data: 'payments.deposit.methods (at least one enabled)',
    has: (m) => (m.payments?.deposit?.methods ?? []).some((method) => method.enabled !== false),
  },
];

export const featureWithoutData: LintRule = {
  id: 'feature-without-data',
  severity: 'error',
  description: `A whitelabel flag that is on has the data its page needs: ${flagsNeedingData.map((f) => `${f.modId} needs ${f.data}`).join('; ')}.`,
  fix: 'add the data the feature needs, or set the flag\'s enabled to false',
  check: ({ merchants }) =>
    merchants.flatMap(({ file, config }) =>
      flagsNeedingData.flatMap(({ modId, page, data, has }): LintFinding[] => {
        const state = featureState(config, modId);
        if (!state.on || has(config)) return [];
        return [{ file, pointer: state.pointer, reason: `${modId} is on but the file has no ${data}: ${page}`, fix: `add ${data.replace(/ \(.*\)$/, '')}, or set ${modId} enabled to false` }];
      }),
    ),
};
