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
