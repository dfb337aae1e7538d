// The lottery lobby's calls (docs/api-lobby.md "Lottery and card rooms", docs/lottery.md): the game menu of a prize
// mode and its recent variant, the open issue of a game, its opened numbers, bets and the member's bets.
import { queryOptions } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';
import type { PrizeMode } from '../rules/lottery-rules';

export interface LotteryGame {
  nodeId: string;
  gameCode: string;
  gameName: string;
  vassalage: string;
  groupCode: string;
  drawSeconds: number;
}

export interface LotteryGroup {
  groupCode: string;
  groupName: string;
  games: LotteryGame[];
}

export interface OpenedDraw {
  gameCode: string;
  gameName: string;
  vassalage: string;
  issue: string;
  numbers: string[];
  openedAt: string;
}

export interface BetTypeInfo {
  betType: string;
  positions: number | null;
  picks: string[];
  odds: number;
}

export interface IssueInfo {
  gameCode: string;
  gameName: string;
  vassalage: string;
  groupCode: string;
  drawSeconds: number;
  closeSeconds: number;
  issue: string;
  drawAt: string;
  closeAt: string;
  serverTime: string;
  bettable: boolean;
  betTypes: BetTypeInfo[];
  stake: { min: number; max: number };
  currency: string;
}

export type BetStatus = 'open' | 'won' | 'lost';

export interface LotteryBet {
  betId: string;
  gameCode: string;
  gameName: string;
  issue: string;
  drawAt: string;
  betType: string;
  position: number | null;
  pick: string;
  odds: number;
  amount: number;
  currency: string;
  status: BetStatus;
  winAmount: number;
  numbers: string[] | null;
  createdAt: string;
  settledAt: string | null;
}

export interface BetPage {
  content: LotteryBet[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export interface PlaceBet {
  gameCode: string;
  issue: string;
  betType: string;
  position: number | null;
  pick: string;
  amount: number;
  idempotencyKey: string;
  language: string;
}

export const lotteryKeys = {
  all: ['lottery'] as const,
  menu: (prizeMode: PrizeMode, language: string) => ['lottery', 'menu', prizeMode, language] as const,
  recent: (prizeMode: PrizeMode, language: string) => [...MEMBER_QUERY_KEY, 'lottery', 'recent', prizeMode, language] as const,
  issue: (gameCode: string) => ['lottery', 'issue', gameCode] as const,
  opened: (gameCode: string) => ['lottery', 'opened', gameCode] as const,
  bets: [...MEMBER_QUERY_KEY, 'lottery', 'bets'] as const,
};

export const lotteryMenuQuery = (prizeMode: PrizeMode, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.menu(prizeMode, language),
    queryFn: ({ signal }) => apiValue<LotteryGroup[]>('/lgw/vn/games/game_menu', { query: { prizeMode, device: 'WEB', language }, signal }),
    staleTime: 5 * 60_000,
  });

export const recentLotteryQuery = (prizeMode: PrizeMode, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.recent(prizeMode, language),
    queryFn: ({ signal }) => apiValue<LotteryGame[]>('/lgw/vn/games/game_menu/recent', { query: { prizeMode, device: 'WEB', language }, signal }),
  });

export const issueQuery = (gameCode: string, language: string) =>
  queryOptions({
    queryKey: [...lotteryKeys.issue(gameCode), language],
    queryFn: ({ signal }) => apiValue<IssueInfo>('/lgw/vn/lottery/issue', { query: { gameCode, language }, signal }),
  });

export const openedQuery = (gameCode: string, language: string) =>
  queryOptions({
    queryKey: [...lotteryKeys.opened(gameCode), language],
    queryFn: ({ signal }) => apiValue<OpenedDraw[]>('/lgw/vn/numeros/opened/game', { query: { gameCode, size: 10, language }, signal }),
  });

export const myBetsQuery = (status: BetStatus | 'all', pageNo: number, language: string) =>
  queryOptions({
    queryKey: [...lotteryKeys.bets, status, pageNo, language],
    queryFn: ({ signal }) =>
      apiValue<BetPage>('/lgw/vn/lottery/bets', { query: { status: status === 'all' ? undefined : status, pageNo, pageSize: 10, language }, signal }),
  });

export const placeBet = (bet: PlaceBet) =>
  apiValue<{ bet: LotteryBet; balance: number; replayed: boolean }>('/lgw/vn/lottery/bet', { method: 'POST', body: bet });
