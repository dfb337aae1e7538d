// Which module renders each page of the route table but the home: every one loaded lazily, as its own chunk (a module
// serving several pages of one kind is one chunk for them). The releases that own a page swap its module here.
// This table is a chunk of its own (src/app/route-modules.ts says when it loads): its dynamic imports and the list of
// files each one needs cost the entry about 3 kB gzip that the home does not use.
import type { RouteModule, RouteModuleLoader as Loader } from './route-modules';

const comingSoon: Loader = () => import('./routes/coming-soon');
const gameCategory: Loader = () => import('./routes/game-category');
const lottery: Loader = () => import('./routes/lottery');
const accountGames: Loader = () => import('./routes/account-games');

/** A member page module framed as an agent centre page (agents only, its own h1). */
async function inAgentCentre(page: string, load: Promise<RouteModule>): Promise<RouteModule> {
  const [module, { wrapInAgentPage }] = await Promise.all([load, import('../features/agent-team/routes/with-agent-page')]);
  return wrapInAgentPage(page, module);
}

const MODULES: Readonly<Record<string, Loader>> = {
  help: () => import('./routes/help'),
  down: () => import('./routes/download'),
  announce: () => import('./routes/announce'),
  sports: gameCategory,
  esports: gameCategory,
  lott: gameCategory,
  elott: gameCategory,
  live: gameCategory,
  fish: gameCategory,
  rng: gameCategory,
  pvp: gameCategory,
  lottery,
  seaLottery: lottery,
  vnLottery: lottery,
  agent: () => import('../features/auth/routes/agent-login-route'),
  favorite: accountGames,
  recent: accountGames,
  member: () => import('../features/member-centre/routes/member-landing-route'),
  'member.securityCenter': () => import('../features/auth/routes/security-center-route'),
  'member.depositv2': () => import('../features/wallet/routes/deposit-route'),
  'member.transferFund': () => import('../features/wallet/routes/transfer-route'),
  'member.withdraw': () => import('../features/withdrawal/routes/withdraw-route'),
  'member.transactionHistory': () => import('../features/records/routes/account-record-route'),
  'member.personalHistoryCopy': () => import('../features/records/routes/bet-record-route'),
  'member.personalProfit': () => import('../features/records/routes/profit-route'),
  'member.bonusDetails': () => import('../features/records/routes/bonus-route'),
  'member.transferUpline': () => import('../features/upline/routes/transfer-upline-route'),
  'member.messageV2': () => import('../features/messages/routes/message-route'),
  'member.missionLeaderboard': () => import('../features/missions/routes/mission-leaderboard-route'),
  'member.playerRank': () => import('../features/member-extras/routes/vip-route'),
  'member.manualRebate': () => import('../features/member-extras/routes/rebate-route'),
  'member.referral': () => import('../features/member-extras/routes/referral-route'),
  'member.profile': () => import('../features/member-extras/routes/profile-route'),
  promotions: () => import('../features/promotions/routes/promotions-route'),
  pointMall: () => import('../features/points-mall/routes/point-mall-route'),
  'member.rewardCenter': () => import('../features/promotions/routes/reward-centre-route'),
  // The agent centre's team pages (docs/agent-centre.md); the overview is also the /agentHome landing.
  agentHome: () => import('../features/agent-team/routes/team-overview-route'),
  'agentHome.agentTeamOverview': () => import('../features/agent-team/routes/team-overview-route'),
  'agentHome.registerCenter': () => import('../features/agent-team/routes/register-center-route'),
  'agentHome.downlineManagmentView': () => import('../features/agent-team/routes/downline-management-route'),
  'agentHome.personalHistoryCopy': () => import('../features/agent-team/routes/team-bets-route'),
  'agentHome.palStatementsAgentCopy': () => import('../features/agent-team/routes/team-profit-route'),
  'agentHome.agentRevenueReport': () => import('../features/agent-team/routes/revenue-route'),
  'agentHome.agentDownlineTransactionDetailsCopy': () => import('../features/agent-team/routes/downline-transactions-route'),
  'agentHome.agentAnnouncement': () => import('./routes/agent-announcement-route'),
  'agentHome.customerService': () => import('../features/agent-team/routes/customer-service-route'),
  // The contract pages (docs/agent-contracts.md), each shown only with its merchant switch (layout rules).
  'agentHome.agentDividendRecordCopy2': () => import('../features/agent-contracts/routes/dividend-route'),
  'agentHome.agentDailyWages2': () => import('../features/agent-contracts/routes/daily-wages-route'),
  'agentHome.agentHourSalary': () => import('../features/agent-contracts/routes/hour-salary-route'),
  'agentHome.agentRealtimeSalary': () => import('../features/agent-contracts/routes/realtime-salary-route'),
  // The spec names no agent deposit, withdraw or messages page: the agent centre reuses the member pages (M2 menu).
  'agentHome.depositv2': () => inAgentCentre('depositv2', import('../features/wallet/routes/deposit-route')),
  'agentHome.withdraw': () => inAgentCentre('withdraw', import('../features/withdrawal/routes/withdraw-route')),
  'agentHome.messageV2': () => inAgentCentre('messageV2', import('../features/messages/routes/message-route')),
};

/** The pages with a module of their own (the others show what is coming). */
export const PAGES_WITH_MODULES: ReadonlySet<string> = new Set(Object.keys(MODULES));

// Every /member/* page renders inside the member centre shell (docs/member-centre.md); an unbuilt one shows what is
// coming there. The shell loads with the page, not with the main chunk.
const memberPlaceholder: Loader = () => import('../features/member-centre/routes/placeholder-route');
async function inMemberCentre(page: string, load: Loader): Promise<RouteModule> {
  const [module, { wrapInMemberCentre }] = await Promise.all([load(), import('../features/member-centre/routes/with-member-centre')]);
  return wrapInMemberCentre(page, module);
}

/** Loads the module of a page id (not the home's); pages another release will build show what is coming. */
export function loadPageModule(page: string): Promise<RouteModule> {
  if (page.startsWith('member.')) return inMemberCentre(page, MODULES[page] ?? memberPlaceholder);
  return (MODULES[page] ?? comingSoon)();
}
