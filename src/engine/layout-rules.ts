// Every route of both spec documents, who builds it and what gates it, and which layout pieces a path shows
// (spec P2.1 and M2).
import type { FeatureFlags } from './feature-flags';

/** The issue (team area) that owns a page. */
export type OwnerIssue = 'accounts' | 'money' | 'lobby' | 'member-centre' | 'agent-centre' | 'foundation';

export interface RouteDefinition {
  path: string;
  /** Stable page id; aliases of one page (/, /index, ...) share it. */
  page: string;
  requiresLogin: boolean;
  ownerIssue: OwnerIssue;
  /** The feature flag without which the route does not exist. */
  flag?: keyof FeatureFlags;
}

const definition = (path: string, page: string, ownerIssue: OwnerIssue, requiresLogin = false, flag?: keyof FeatureFlags): RouteDefinition =>
  flag === undefined ? { path, page, requiresLogin, ownerIssue } : { path, page, requiresLogin, ownerIssue, flag };

const memberPage = (name: string, ownerIssue: OwnerIssue, flag?: keyof FeatureFlags) =>
  definition(`/member/${name}`, `member.${name}`, ownerIssue, true, flag);

const agentPage = (name: string, ownerIssue: OwnerIssue, flag?: keyof FeatureFlags) =>
  definition(`/agentHome/${name}`, `agentHome.${name}`, ownerIssue, true, flag);

export const ROUTES: readonly RouteDefinition[] = [
  // Player site (P2.1)
  definition('/', 'home', 'lobby'),
  definition('/index', 'home', 'lobby'),
  definition('/index.html', 'home', 'lobby'),
  definition('/home', 'home', 'lobby'),
  definition('/login', 'login', 'accounts'),
  definition('/register', 'register', 'accounts'),
  definition('/forget', 'forget', 'accounts'),
  definition('/promotions', 'promotions', 'member-centre'),
  definition('/pointMall', 'pointMall', 'member-centre', true, 'pointMall'),
  definition('/member', 'member', 'member-centre', true),
  definition('/help', 'help', 'foundation'),
  definition('/down', 'down', 'foundation'),
  definition('/announce', 'announce', 'foundation'),
  definition('/seamless', 'seamless', 'lobby', true),
  definition('/sports', 'sports', 'lobby'),
  definition('/esports', 'esports', 'lobby'),
  definition('/lott', 'lott', 'lobby'),
  definition('/elott', 'elott', 'lobby'),
  definition('/live', 'live', 'lobby'),
  definition('/fish', 'fish', 'lobby'),
  definition('/rng', 'rng', 'lobby'),
  definition('/pvp', 'pvp', 'lobby'),
  definition('/favorite', 'favorite', 'lobby', true),
  definition('/recent', 'recent', 'lobby', true),
  definition('/lottery', 'lottery', 'lobby', true),
  definition('/seaLottery', 'seaLottery', 'lobby', true),
  definition('/vnLottery', 'vnLottery', 'lobby', true),
  definition('/agent', 'agent', 'agent-centre'),
  definition('/agentHome', 'agentHome', 'agent-centre', true),
  // Member centre pages (M2)
  memberPage('securityCenter', 'accounts'),
  memberPage('transferFund', 'money'),
  memberPage('depositv2', 'money'),
  memberPage('withdraw', 'money'),
  memberPage('transferUpline', 'money'),
  memberPage('personalHistoryCopy', 'member-centre'),
  memberPage('transactionHistory', 'money'),
  memberPage('personalProfit', 'member-centre'),
  memberPage('bonusDetails', 'member-centre'),
  memberPage('rewardCenter', 'member-centre'),
  memberPage('referral', 'member-centre', 'referral'),
  memberPage('missionLeaderboard', 'member-centre', 'missions'),
  memberPage('messageV2', 'member-centre'),
  memberPage('manualRebate', 'member-centre', 'manualRebate'),
  memberPage('playerRank', 'member-centre', 'vip'),
  memberPage('profile', 'accounts'),
  // Agent centre pages (M2); the spec names no page for the agent's deposit, withdraw, messages and customer
  // service, so they reuse the member pages' names.
  agentPage('agentAnnouncement', 'agent-centre'),
  agentPage('agentTeamOverview', 'agent-centre'),
  agentPage('registerCenter', 'agent-centre'),
  agentPage('downlineManagmentView', 'agent-centre'),
  agentPage('personalHistoryCopy', 'agent-centre'),
  agentPage('palStatementsAgentCopy', 'agent-centre'),
  agentPage('agentRevenueReport', 'agent-centre'),
  agentPage('agentDownlineTransactionDetailsCopy', 'agent-centre'),
  agentPage('agentDividendRecordCopy2', 'agent-centre', 'dividend'),
  agentPage('agentDailyWages2', 'agent-centre', 'dailySalary'),
  agentPage('agentHourSalary', 'agent-centre', 'hourlySalary'),
  agentPage('agentRealtimeSalary', 'agent-centre', 'realtimeSalary'),
  agentPage('depositv2', 'money'),
  agentPage('withdraw', 'money'),
  agentPage('messageV2', 'agent-centre'),
  agentPage('customerService', 'agent-centre'),
];

// Paths without parameters by their matching form (the router matches without case and trailing slash): a path
// of its own is found without matching the whole table, which ranks and compiles every route on each call.
const matchingForm = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';
const STATIC_ROUTES = new Map<string, RouteDefinition>();
for (const route of ROUTES) if (!/[:*]/.test(route.path) && !STATIC_ROUTES.has(matchingForm(route.path))) STATIC_ROUTES.set(matchingForm(route.path), route);

/** The route of a path that the table has as a path of its own (no parameters), as the router would match it. */
export const routeAtStaticPath = (pathname: string): RouteDefinition | undefined => STATIC_ROUTES.get(matchingForm(pathname));

export function isRouteEnabled(route: RouteDefinition, flags: FeatureFlags): boolean {
  return route.flag === undefined || flags[route.flag];
}

export interface Layout {
  header: boolean;
  footer: boolean;
  sideMenu: boolean;
  agentLayout: boolean;
}

// Router paths match case-insensitively, so these rules do too.
const NO_FOOTER = new Set(['/lottery', '/sealottery', '/vnlottery', '/seamless']);
// The spec's game-page list reads "/lottert", which names no route: we read it as /lottery, a lottery game page
// like /vnlottery and /sealottery.
const GAME_PAGES = new Set(['/seamless', '/lottery', '/vnlottery', '/sealottery']);

function normalisedPath(pathname: string): string {
  const trimmed = pathname.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const isAgentPath = (path: string): boolean => path === '/agent' || path === '/agenthome' || path.startsWith('/agenthome/');

/** Which layout pieces a path shows (spec P2.1-13, P2.1-14). */
export function layoutFor(pathname: string): Layout {
  const path = normalisedPath(pathname);
  if (isAgentPath(path)) return { header: false, footer: false, sideMenu: false, agentLayout: true };
  return { header: true, footer: !NO_FOOTER.has(path), sideMenu: !GAME_PAGES.has(path), agentLayout: false };
}
