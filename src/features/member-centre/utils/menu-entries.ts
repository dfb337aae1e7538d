// Which entries the member centre's navigation (spec M2-1..M2-17) and the header's avatar menu (P2.5-1) show, as
// plain data: the member pages this merchant has, the agent entry for agents (M6-3), VIP and rebate only when on (M6-6).
import type { FeatureFlags } from '../../../engine/feature-flags';
import { isRouteEnabled, ROUTES } from '../../../engine/layout-rules';

export interface MemberNavEntry {
  /** The page name after /member/ (securityCenter, depositv2, ...). */
  name: string;
  path: string;
}

export interface MemberNavContext {
  flags: FeatureFlags;
  /** From member info: whether this member has a VIP rank. Unknown (still loading) counts as yes when VIP is on. */
  vipEnabled?: boolean;
}

/**
 * The member pages in the spec's order. manualRebate needs MANPLAYREB3 (M2-15), playerRank needs VIP (M2-16), and
 * referral and missions their own modules: a page whose flag is off does not exist (the router answers 404).
 */
export function memberNavEntries({ flags, vipEnabled }: MemberNavContext): MemberNavEntry[] {
  return ROUTES.filter((route) => route.page.startsWith('member.') && isRouteEnabled(route, flags))
    .map((route) => ({ name: route.page.slice('member.'.length), path: route.path }))
    .filter((entry) => entry.name !== 'playerRank' || vipEnabled !== false);
}

export type AvatarMenuEntryId =
  | 'agent'
  | 'myAccount'
  | 'betRecord'
  | 'accountRecord'
  | 'messages'
  | 'deposit'
  | 'withdraw'
  | 'securityCentre'
  | 'customerService'
  | 'signOut';

export type AvatarMenuEntry = { id: AvatarMenuEntryId; kind: 'link'; to: string } | { id: AvatarMenuEntryId; kind: 'action' };

/** The avatar dropdown of spec P2.5-1, in its order; the agent centre entry first, for agents only (M6-3). */
export function avatarMenuEntries({ isAgent }: { isAgent: boolean }): AvatarMenuEntry[] {
  const link = (id: AvatarMenuEntryId, to: string): AvatarMenuEntry => ({ id, kind: 'link', to });
  return [
    ...(isAgent ? [link('agent', '/agentHome')] : []),
    link('myAccount', '/member/securityCenter'),
    link('betRecord', '/member/personalHistoryCopy'),
    link('accountRecord', '/member/transactionHistory'),
    link('messages', '/member/messageV2'),
    link('deposit', '/member/depositv2'),
    link('withdraw', '/member/withdraw'),
    link('securityCentre', '/member/securityCenter'),
    { id: 'customerService', kind: 'action' },
    { id: 'signOut', kind: 'action' },
  ];
}
