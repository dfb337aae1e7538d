// Lint rule of the VIP block (docs/member-centre.md, VIP): levels climb, so "the highest level reached" is one level.
import type { LintFinding, LintInput, LintRule } from './lint-types.js';

export const vipLevelsAscending: LintRule = {
  id: 'vip-levels-ascending',
  severity: 'error',
  description: 'VIP levels go from the lowest to the highest: no level asks for less deposit or valid bet than the level before it.',
  fix: 'order vip.levels from the lowest to the highest, or raise the thresholds of the later level',
  check: (input: LintInput) =>
    input.merchants.flatMap(({ file, config }) => {
      const out: LintFinding[] = [];
      const levels = config.vip?.levels ?? [];
      for (let i = 1; i < levels.length; i++) {
        for (const field of ['minDeposit', 'minValidBet'] as const) {
          const before = levels[i - 1]![field] ?? 0;
          const here = levels[i]![field] ?? 0;
          if (here < before) {
            out.push({ file, pointer: `/vip/levels/${i}/${field}`, reason: `level ${i} asks ${here} ${field}, less than level ${i - 1} (${before})`, fix: `set ${field} of level ${i} to at least ${before}` });
          }
        }
      }
      return out;
    }),
};

/** The first level is every member's from the start: its upgrade or monthly bonus would be shown and never paid. */
export const vipFirstLevelBonus: LintRule = {
  id: 'vip-first-level-bonus',
  severity: 'warning',
  description: 'The first VIP level (every member\'s) has no upgrade or monthly bonus: nothing pays them.',
  fix: 'remove the bonus from the first level, or add a lower level before it',
  check: (input: LintInput) =>
    input.merchants.flatMap(({ file, config }) => {
      const first = config.vip?.levels[0];
      if (!first) return [];
      return (['upgradeBonus', 'monthlyBonus'] as const)
        .filter((field) => (first[field] ?? 0) > 0)
        .map((field) => ({ file, pointer: `/vip/levels/0/${field}`, reason: `the first level's ${field} is never paid: every member holds that level from the start`, fix: `remove ${field} from the first level` }));
    }),
};
