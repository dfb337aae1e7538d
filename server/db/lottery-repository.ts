// Bets on the platform's own lottery draws (docs/lottery.md). A bet debits the member's main wallet (ledger key
// bet:lott:<betId>) and writes its lottery_bet and game_round rows (vendor LOTT, status open) in one transaction;
// settlement, once the issue's draw time has passed, flips game_round to settled with a conditional update and
// credits a win (win:lott:<betId>) in the same transaction, so running it twice, or on two nodes, pays once.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { lotteryGameDefinitions } from '../domain/catalogue/lottery.js';
import { toBigInt, toSafeNumber } from '../domain/ledger/amount.js';
import type { LedgerCommand } from '../domain/ledger/entries.js';
import { LedgerRejection, ledgerErrorStatus } from '../domain/ledger/errors.js';
import { ledgerContextOf, mainWalletName } from '../domain/ledger/wallets.js';
import {
  checkIssue, drawnNumbers, isWinning, oddsScale, payout, type BetType, type BetTypeRule, type ScheduledGame,
} from '../domain/lottery/rules.js';
import type { LedgerWriter } from './ledger-repository.js';
import type { Database } from './schema.js';
import { idempotencyKeys } from '../domain/ledger/idempotency-keys.js';

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

class Refusal extends Error {
  constructor(readonly status: number, readonly code: string) {
    super(code);
  }
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
  /** The money service (app.money) in the app. */
  ledger: LedgerWriter;
  now: () => Date;
  /** The secret the draws are made under (app.lotteryDrawKey). */
  drawKey: string;
}

export function createLotteryRepository({ db, ledger, now, drawKey }: LotteryRepositoryDeps) {
  async function byKey(executor: Kysely<Database>, merchantId: string, memberId: string, key: string): Promise<BetRow | undefined> {
    const { rows } = await sql<BetRow>`${selectBets}
      where b.merchant_id = ${merchantId} and b.member_id = ${memberId} and b.idempotency_key = ${key}`.execute(executor);
    return rows[0];
  }

  async function mainBalance(merchant: MerchantConfig, memberId: string): Promise<number> {
    return toSafeNumber((await ledger.memberWallets(merchant.code, merchant.currency.code, memberId)).main);
  }

  async function replayOrRefuse(merchant: MerchantConfig, row: BetRow, req: PlaceBetRequest): Promise<PlaceBetAnswer> {
    if (!sameRequest(row, req)) return { ok: false, status: 422, code: 'idempotency_key_reused' };
    return { ok: true, replayed: true, bet: betOf(row, drawKey), balance: await mainBalance(merchant, req.memberId) };
  }

  /** Settles one bet whose draw has passed, if nobody has yet: the conditional update decides who pays. */
  async function settleOne(merchant: MerchantConfig, row: BetRow): Promise<boolean> {
    const schedule = scheduleOf(row.game_code);
    if (!schedule) return false;
    const won = isWinning(row.bet_type as BetType, row.position, row.pick, drawnNumbers(schedule, new Date(row.draw_at), drawKey));
    const win = payout(toBigInt(row.amount), row.odds_bp, won);
    const ctx = ledgerContextOf(merchant);
    const cmd: LedgerCommand = { type: 'win', memberId: row.member_id, wallet: mainWalletName, amount: win > 0n ? win : 1n, reference: row.bet_id };
    return ledger.transact(db, ctx, win > 0n ? [cmd] : [], async (trx, post) => {
      const { rows } = await sql<{ round_id: string }>`
        update game_round set status = 'settled', win_amount = ${win.toString()}::bigint, settled_at = ${now()}::timestamptz
        where merchant_id = ${merchant.code} and round_id = ${row.bet_id} and vassalage = 'LOTT' and status = 'open'
        returning round_id`.execute(trx);
      if (rows.length === 0) return false;
      // A losing bet settles without a posting: the ledger moves no zero amounts.
      if (win > 0n) await post(idempotencyKeys.lotteryWin(row.bet_id), cmd);
      return true;
    });
  }

  return {
    /** Places a bet on the open issue; a retry with the same key answers the first bet and moves nothing. */
    async place(merchant: MerchantConfig, req: PlaceBetRequest): Promise<PlaceBetAnswer> {
      const existing = await byKey(db, merchant.code, req.memberId, req.idempotencyKey);
      if (existing) return replayOrRefuse(merchant, existing, req);
      const at = now();
      const issue = checkIssue(req.game, req.issue, at);
      if (!issue.ok) return { ok: false, status: 409, code: issue.code };

      const ctx = ledgerContextOf(merchant);
      const betId = randomUUID();
      const cmd: LedgerCommand = { type: 'bet', memberId: req.memberId, wallet: mainWalletName, amount: req.amount, reference: betId };
      try {
        const row = await ledger.transact(db, ctx, [cmd], async (trx, post) => {
          const inserted = await sql<{ bet_id: string }>`
            insert into lottery_bet (merchant_id, bet_id, member_id, idempotency_key, node_id, game_code, issue, draw_at, bet_type,
              position, pick, odds_bp, currency, amount, created_at)
            values (${merchant.code}, ${betId}, ${req.memberId}, ${req.idempotencyKey}, ${req.nodeId}, ${req.game.gameCode}, ${req.issue},
              ${issue.info.drawAt}::timestamptz, ${req.rule.betType}, ${req.position}, ${req.pick}, ${req.rule.oddsBp},
              ${merchant.currency.code}, ${req.amount.toString()}::bigint, ${at}::timestamptz)
            on conflict (merchant_id, member_id, idempotency_key) do nothing
            returning bet_id`.execute(trx);
          // The same key sent twice at once: the other request committed first, and its bet is the answer.
          if (inserted.rows.length === 0) return null;
          await post(idempotencyKeys.lotteryBet(betId), cmd);
          const outcome = { gameCode: req.game.gameCode, issue: req.issue, betType: req.rule.betType, position: req.position, pick: req.pick, oddsBp: req.rule.oddsBp };
          await sql`
            insert into game_round (merchant_id, round_id, member_id, node_id, vassalage, game_type, currency, bet_amount, win_amount, status,
              created_at, settled_at, outcome)
            values (${merchant.code}, ${betId}, ${req.memberId}, ${req.nodeId}, 'LOTT', ${req.gameType}, ${merchant.currency.code},
              ${req.amount.toString()}::bigint, 0, 'open', ${at}::timestamptz, null, ${JSON.stringify(outcome)}::jsonb)`.execute(trx);
          return (await byKey(trx, merchant.code, req.memberId, req.idempotencyKey))!;
        });
        if (row === null) {
          const first = await byKey(db, merchant.code, req.memberId, req.idempotencyKey);
          if (!first) throw new Refusal(409, 'request_in_progress');
          return replayOrRefuse(merchant, first, req);
        }
        return { ok: true, replayed: false, bet: betOf(row, drawKey), balance: await mainBalance(merchant, req.memberId) };
      } catch (err) {
        if (err instanceof Refusal) return { ok: false, status: err.status, code: err.code };
        if (err instanceof LedgerRejection) return { ok: false, status: ledgerErrorStatus[err.code], code: err.code };
        throw err;
      }
    },

    /**
     * Settles every open lottery bet of a merchant (of one member when given) whose draw time has passed. Idempotent:
     * a bet already settled, here or on another node, is skipped. Returns how many this run settled.
     */
    async settleDue(merchant: MerchantConfig, memberId?: string, limit = 500): Promise<number> {
      const member = memberId === undefined ? sql`` : sql`and b.member_id = ${memberId}`;
      const { rows } = await sql<BetRow>`${selectBets}
        where r.merchant_id = ${merchant.code} and r.vassalage = 'LOTT' and r.status = 'open' and b.draw_at <= ${now()}::timestamptz ${member}
        order by b.draw_at limit ${limit}`.execute(db);
      let settled = 0;
      for (const row of rows) if (await settleOne(merchant, row)) settled++;
      return settled;
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
      return { content: rows.map((row) => betOf(row, drawKey)), pageNum: filter.pageNo, totalPages: Math.max(1, Math.ceil(total / filter.pageSize)), total };
    },
  };
}

export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
