// The member centre navigation and the avatar menu, as data.
import { describe, expect, it } from 'vitest';
import { featureFlagsFrom } from '../../../src/engine/feature-flags';
import type { PermissionData } from '../../../src/engine/permission-data';
import { avatarMenuEntries, memberNavEntries } from '../../../src/features/member-centre/utils/menu-entries';

type Tree = PermissionData['whitelabel'];
const flagsFrom = (whitelabel: Tree) =>
  featureFlagsFrom({
    whitelabel,
    contract: { divtypereq: false, dailysalreqtype: false, contracthoursalreq: false, realtimesalreqtype: false },
    socialSignIn: { telegram: null, facebook: null, google: null },
  });
const on = (modId: string, childrenNodes?: Tree) => (childrenNodes ? { modId, enabled: true, childrenNodes } : { modId, enabled: true });
const ALL: Tree = [on('REBATE', [on('MANPLAYREB3')]), on('VIP'), on('MISSIONS'), on('REFERRAL')];
const names = (whitelabel: Tree, vipEnabled?: boolean) => memberNavEntries({ flags: flagsFrom(whitelabel), vipEnabled }).map((e) => e.name);

describe('member centre navigation', () => {
  it('[M2-1][M2-2][M2-3][M2-4][M2-5][M2-6][M2-7][M2-8][M2-9][M2-10][M2-11][M2-12][M2-13][M2-14][M2-17][M6-2] lists the member pages in the spec order', () => {
    expect(names(ALL)).toEqual([
      'securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'transactionHistory',
      'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2', 'manualRebate', 'playerRank', 'profile',
    ]);
    expect(memberNavEntries({ flags: flagsFrom(ALL) })[2]).toEqual({ name: 'depositv2', path: '/member/depositv2' });
  });

  it('[M2-15][M3-4][M6-6] shows manual rebate only when MANPLAYREB3 is on (under an enabled REBATE)', () => {
    expect(names([on('REBATE')])).not.toContain('manualRebate');
    expect(names([{ modId: 'REBATE', enabled: false, childrenNodes: [on('MANPLAYREB3')] }])).not.toContain('manualRebate');
    expect(names([on('REBATE', [on('MANPLAYREB3')])])).toContain('manualRebate');
  });

  it('[M2-16][M6-6] shows the VIP rank only when VIP exists for the merchant and the member', () => {
    expect(names([])).not.toContain('playerRank');
    expect(names([on('VIP')])).toContain('playerRank');
    expect(names([on('VIP')], true)).toContain('playerRank');
    expect(names([on('VIP')], false)).not.toContain('playerRank');
  });
});

describe('avatar menu', () => {
  it('[P2.5-1] lists my account, bet record, account record, messages, deposit, withdraw, security centre, customer service and log out', () => {
    expect(avatarMenuEntries({ isAgent: false })).toEqual([
      { id: 'myAccount', kind: 'link', to: '/member/securityCenter' },
      { id: 'betRecord', kind: 'link', to: '/member/personalHistoryCopy' },
      { id: 'accountRecord', kind: 'link', to: '/member/transactionHistory' },
      { id: 'messages', kind: 'link', to: '/member/messageV2' },
      { id: 'deposit', kind: 'link', to: '/member/depositv2' },
      { id: 'withdraw', kind: 'link', to: '/member/withdraw' },
      { id: 'securityCentre', kind: 'link', to: '/member/securityCenter' },
      { id: 'customerService', kind: 'action' },
      { id: 'signOut', kind: 'action' },
    ]);
  });

  it('[P2.5-1][M6-3] puts the agent centre first for agents', () => {
    expect(avatarMenuEntries({ isAgent: true })[0]).toEqual({ id: 'agent', kind: 'link', to: '/agentHome' });
    expect(avatarMenuEntries({ isAgent: false }).some((e) => e.id === 'agent')).toBe(false);
  });
});
