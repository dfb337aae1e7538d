// The VIP block's lint rule on in-memory copies of the repository's merchants.
import { describe, expect, it } from 'vitest';
import { vipLevelsAscending } from '../../server/config/rules-vip.js';
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
