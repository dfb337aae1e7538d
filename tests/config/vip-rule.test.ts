// The VIP block's lint rule on in-memory copies of the repository's merchants.
import { describe, expect, it } from 'vitest';
import { vipFirstLevelBonus, vipLevelsAscending } from '../../server/config/rules-vip.js';
import { findings, merchantIn, repoLintInput } from './config-fixtures.js';

describe('vip-levels-ascending', () => {
  it('[M2-16] reports a level that asks for less valid bet than the level before it', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'demo').vip!.levels[2]!.minValidBet = 1; });
    expect(findings(vipLevelsAscending, input)).toEqual([expect.objectContaining({ pointer: '/vip/levels/2/minValidBet' })]);
  });
  it('[M2-16] passes the repository merchants, whose levels climb', () => {
    expect(findings(vipLevelsAscending, repoLintInput())).toEqual([]);
  });
});

describe('vip-first-level-bonus', () => {
  it('[M2-16] warns of a monthly or upgrade bonus on the first level, which every member holds from the start', () => {
    const input = repoLintInput((i) => { const first = merchantIn(i, 'demo').vip!.levels[0]!; first.monthlyBonus = 500; first.upgradeBonus = 100; });
    expect(findings(vipFirstLevelBonus, input).map((f) => f.pointer)).toEqual(['/vip/levels/0/upgradeBonus', '/vip/levels/0/monthlyBonus']);
  });
  it('[M2-16] passes the repository merchants', () => {
    expect(findings(vipFirstLevelBonus, repoLintInput())).toEqual([]);
  });
});
