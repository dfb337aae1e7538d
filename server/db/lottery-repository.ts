// Bets on the platform's own lottery draws (docs/lottery.md): the lottery_bet and game_round rows (vendor LOTT). The
// money service's lotteryBet debits the member's main wallet (bet:lott:<betId>) in the transaction that writes them;
// its settleLottery, once the issue's draw time has passed, flips game_round to settled with a conditional update and
// credits a win (win:lott:<betId>) in the same transaction, so running it twice, or on two nodes, pays once.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { lotteryGameDefinitions } from '../domain/catalogue/lottery.js';
import { toBigInt, toSafeNumber } from '../domain/ledger/amount.js';
import {
  checkIssue, drawnNumbers, isWinning, oddsScale, payout, type BetType, type BetTypeRule, type ScheduledGame,
} from '../domain/lottery/rules.js';
import type { Database } from './schema.js';

export type LotteryBetStatus = 'open' | 'won' | 'lost';

export interface LotteryBet {
  betId: string;
  gameCode: string;
  issue: string;
  drawAt: string;
  betType: string;
  position: number | null;
  pick: string;
  odds: number;
  amount: number;
  currency: string;
  status: LotteryBetStatus;
  winAmount: number;
  /** The issue's numbers once it is settled; null while the bet is open. */
  numbers: string[] | null;
  createdAt: string;
  settledAt: string | null;
}

export interface PlaceBetRequest {
  memberId: string;
  nodeId: string;
  gameType: string;
  game: ScheduledGame;
  issue: string;
  rule: BetTypeRule;
  position: number | null;
  pick: string;
  amount: bigint;
  idempotencyKey: string;
}

export type PlaceBetAnswer =
  | { ok: true; replayed: boolean; bet: LotteryBet; balance: number }
  | { ok: false; status: number; code: string };

interface BetRow {
  bet_id: string;
  member_id: string;
  game_code: string;
  issue: string;
  draw_at: Date | string;
  bet_type: string;
  position: number | null;
  pick: string;
  odds_bp: number;
  currency: string;
  amount: string | number;
  created_at: Date | string;
  round_status: string;
  win_amount: string | number;
  settled_at: Date | string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const scheduleOf = (gameCode: string): ScheduledGame | undefined => lotteryGameDefinitions.find((g) => g.gameCode === gameCode);

function betOf(row: BetRow, drawKey: string): LotteryBet {
  const win = toBigInt(row.win_amount);
  const status: LotteryBetStatus = row.round_status === 'open' ? 'open' : win > 0n ? 'won' : 'lost';
  const schedule = scheduleOf(row.game_code);
  return {
    betId: row.bet_id,
    gameCode: row.game_code,
    issue: row.issue,
    drawAt: iso(row.draw_at),
    betType: row.bet_type,
    position: row.position,
    pick: row.pick,
    odds: row.odds_bp / Number(oddsScale),
    amount: toSafeNumber(toBigInt(row.amount)),
    currency: row.currency,
    status,
    winAmount: toSafeNumber(win),
    numbers: status !== 'open' && schedule ? drawnNumbers(schedule, new Date(row.draw_at), drawKey) : null,
    createdAt: iso(row.created_at),
    settledAt: row.settled_at === null ? null : iso(row.settled_at),
  };
}

const selectBets = sql`
  select b.bet_id, b.member_id, b.game_code, b.issue, b.draw_at, b.bet_type, b.position, b.pick, b.odds_bp, b.currency,
    b.amount, b.created_at, r.status as round_status, r.win_amount, r.settled_at
  from lottery_bet b join game_round r on r.merchant_id = b.merchant_id and r.round_id = b.bet_id`;

/** Same key, same bet: the member's retry. Anything else under the key is a reused key. */
const sameRequest = (row: BetRow, req: PlaceBetRequest) =>
  row.game_code === req.game.gameCode && row.issue === req.issue && row.bet_type === req.rule.betType
  && (row.position ?? null) === req.position && row.pick === req.pick && toBigInt(row.amount) === req.amount;

export interface LotteryRepositoryDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The secret the draws are made under (app.lotteryDrawKey), read at each use: the server loads it once the database is ready. */
  drawKey: () => string;
}

/** What an earlier bet under the member's key answers: the same bet (the member's retry), or a reused key. */
export type EarlierBet = { ok: true; bet: LotteryBet } | { ok: false; code: 'idempotency_key_reused' };

/** A lottery bet whose draw has passed, with what it won (0 for a losing bet). */
export interface DueBet {
  betId: string;
  memberId: string;
  win: bigint;
}

/** The rows of lottery bets; their money moves through the money service (lotteryBet, settleLottery). */
export function createLotteryRepository({ db, now, drawKey }: LotteryRepositoryDeps) {
  async function byKey(executor: Kysely<Database>, merchantId: string, memberId: string, key: string): Promise<BetRow | undefined> {
    const { rows } = await sql<BetRow>`${selectBets}
      where b.merchant_id = ${merchantId} and b.member_id = ${memberId} and b.idempotency_key = ${key}`.execute(executor);
    return rows[0];
  }

  return {
    /** The bet the member placed under the request's key, if any. */
    async earlierBet(merchantId: string, req: PlaceBetRequest): Promise<EarlierBet | null> {
      const row = await byKey(db, merchantId, req.memberId, req.idempotencyKey);
      if (!row) return null;
      return sameRequest(row, req) ? { ok: true, bet: betOf(row, drawKey()) } : { ok: false, code: 'idempotency_key_reused' };
    },

    /** Whether the request's issue takes bets now; answers its draw time and the bet's time. */
    openIssue(req: PlaceBetRequest): { ok: true; drawAt: Date; at: Date } | { ok: false; code: string } {
      const at = now();
      const issue = checkIssue(req.game, req.issue, at);
      return issue.ok ? { ok: true, drawAt: issue.info.drawAt, at } : { ok: false, code: issue.code };
    },

    /**
     * Writes the bet's row in the caller's transaction (before its stake is posted); false when the same key was sent
     * twice at once and the other request's bet is there.
     */
    async insertBetIn(trx: Transaction<Database>, merchant: MerchantConfig, req: PlaceBetRequest, betId: string, drawAt: Date, at: Date): Promise<boolean> {
      const inserted = await sql<{ bet_id: string }>`
        insert into lottery_bet (merchant_id, bet_id, member_id, idempotency_key, node_id, game_code, issue, draw_at, bet_type,
          position, pick, odds_bp, currency, amount, created_at)
        values (${merchant.code}, ${betId}, ${req.memberId}, ${req.idempotencyKey}, ${req.nodeId}, ${req.game.gameCode}, ${req.issue},
          ${drawAt}::timestamptz, ${req.rule.betType}, ${req.position}, ${req.pick}, ${req.rule.oddsBp},
          ${merchant.currency.code}, ${req.amount.toString()}::bigint, ${at}::timestamptz)
        on conflict (merchant_id, member_id, idempotency_key) do nothing
        returning bet_id`.execute(trx);
      return inserted.rows.length > 0;
    },

    /** Writes the bet's open game_round (vendor LOTT) in the caller's transaction; answers the bet. */
    async openRoundIn(trx: Transaction<Database>, merchant: MerchantConfig, req: PlaceBetRequest, betId: string, at: Date): Promise<LotteryBet> {
      const outcome = { gameCode: req.game.gameCode, issue: req.issue, betType: req.rule.betType, position: req.position, pick: req.pick, oddsBp: req.rule.oddsBp };
      await sql`
        insert into game_round (merchant_id, round_id, member_id, node_id, vassalage, game_type, currency, bet_amount, win_amount, status,
          created_at, settled_at, outcome)
        values (${merchant.code}, ${betId}, ${req.memberId}, ${req.nodeId}, 'LOTT', ${req.gameType}, ${merchant.currency.code},
          ${req.amount.toString()}::bigint, 0, 'open', ${at}::timestamptz, null, ${JSON.stringify(outcome)}::jsonb)`.execute(trx);
      return betOf((await byKey(trx, merchant.code, req.memberId, req.idempotencyKey))!, drawKey());
    },

    /**
     * The open lottery bets of a merchant (of one member when given) whose draw time has passed, with what the draw
     * made them win; bets of a game no longer scheduled are left open.
     */
    async dueBets(merchant: MerchantConfig, memberId?: string, limit = 500): Promise<DueBet[]> {
      const member = memberId === undefined ? sql`` : sql`and b.member_id = ${memberId}`;
      const { rows } = await sql<BetRow>`${selectBets}
        where r.merchant_id = ${merchant.code} and r.vassalage = 'LOTT' and r.status = 'open' and b.draw_at <= ${now()}::timestamptz ${member}
        order by b.draw_at limit ${limit}`.execute(db);
      return rows.flatMap((row) => {
        const schedule = scheduleOf(row.game_code);
        if (!schedule) return [];
        const won = isWinning(row.bet_type as BetType, row.position, row.pick, drawnNumbers(schedule, new Date(row.draw_at), drawKey()));
        return [{ betId: row.bet_id, memberId: row.member_id, win: payout(toBigInt(row.amount), row.odds_bp, won) }];
      });
    },

    /** Settles the bet's round with its win in the caller's transaction, if nobody has yet: the conditional update decides who pays. */
    async settleRoundIn(trx: Transaction<Database>, merchantId: string, betId: string, win: bigint): Promise<boolean> {
      const { rows } = await sql<{ round_id: string }>`
        update game_round set status = 'settled', win_amount = ${win.toString()}::bigint, settled_at = ${now()}::timestamptz
        where merchant_id = ${merchantId} and round_id = ${betId} and vassalage = 'LOTT' and status = 'open'
        returning round_id`.execute(trx);
      return rows.length > 0;
    },

    /** The member's bets, newest first, optionally of one status and one game. */
    async list(merchantId: string, memberId: string, filter: { status?: LotteryBetStatus; gameCode?: string; pageNo: number; pageSize: number }) {
      const status = filter.status === 'open' ? sql`and r.status = 'open'`
        : filter.status === 'won' ? sql`and r.status = 'settled' and r.win_amount > 0`
          : filter.status === 'lost' ? sql`and r.status = 'settled' and r.win_amount = 0` : sql``;
      const game = filter.gameCode === undefined ? sql`` : sql`and b.game_code = ${filter.gameCode}`;
      const where = sql`where b.merchant_id = ${merchantId} and b.member_id = ${memberId} ${status} ${game}`;
      const count = await sql<{ n: string }>`select count(*)::text as n from lottery_bet b
        join game_round r on r.merchant_id = b.merchant_id and r.round_id = b.bet_id ${where}`.execute(db);
      const total = Number(count.rows[0]?.n ?? 0);
      const offset = (filter.pageNo - 1) * filter.pageSize;
      const { rows } = await sql<BetRow>`${selectBets} ${where}
        order by b.created_at desc, b.bet_id desc limit ${filter.pageSize} offset ${offset}`.execute(db);
      return { content: rows.map((row) => betOf(row, drawKey())), pageNum: filter.pageNo, totalPages: Math.max(1, Math.ceil(total / filter.pageSize)), total };
    },
  };
}

export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
