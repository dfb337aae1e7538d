// The platform's seamless wallet for game vendors (docs/demo-game.md): balance, debit (a bet opens a round),
// credit (the round settles with its win), rollback (the bet comes back). Each step posts to the ledger under a key
// derived from the round (bet:<roundId>, win:<roundId>, rollback:<roundId>) and writes game_round in the same
// transaction, so a retry, a timeout or a crash never moves money twice and the round always matches the money.
// A fun session of an in-house game (session.fun, docs/demo-game.md "Fun play") plays the same steps with the fun
// player's play money and its rounds in livery_fun_round: nothing of it reaches the ledger or game_round.
import type { Kysely, Transaction } from 'kysely';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { decideRoundStep, type RoundState, type RoundStatus, type RoundStep } from '../../domain/game/rounds.js';
import { toBigInt, toSafeNumber } from '../../domain/ledger/amount.js';
import { LedgerRejection, ledgerErrorStatus } from '../../domain/ledger/errors.js';
import { idempotencyKeys } from '../../domain/ledger/idempotency-keys.js';
import { ledgerContextOf } from '../../domain/ledger/wallets.js';
import { walletBalanceAfter, type MoneyService, type RoundMoney } from '../../services/money/money-service.js';
import type { DrawnRound } from './game-vendor.js';
import type { GameSession } from '../../db/game-session-repository.js';
import { funBalanceOf, lockFunPlayer, moveFunMoney, roundTableOf } from '../../db/livery-fun-repository.js';
import {
  creditInOneTrip, debitInOneTrip, insertOpenRound, readWalletRound, rollBackWalletRound, settleWalletRound, type OneTrip, type WalletRoundRow,
} from '../../db/game-round-repository.js';
import { seedsToDraw, type DrawSeeds } from '../../db/game-seed-repository.js';
import type { Database } from '../../db/schema.js';
import { Bounded } from './vendor-contract/callback-hints.js';

export interface WalletRound {
  roundId: string;
  status: RoundStatus;
  betAmount: number;
  winAmount: number;
  /** Known once the round is settled (a round's outcome stays secret while it is open). */
  outcome: DrawnRound['outcome'] | null;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number } | null;
  createdAt: string;
  settledAt: string | null;
}

export type WalletAnswer =
  | { ok: true; replayed: boolean; round: WalletRound; balance: number }
  | { ok: false; status: number; code: string };

/** Draws a round's outcome inside the debit's transaction (the vendor's game: seeds, nonce, reels). */
export type RoundDrawer = (trx: Transaction<Database>, bet: bigint) => Promise<DrawnRound>;
/** The same draw on the seeds and nonce given, with no statement of its own (the one-round-trip debit). */
export type SeedDraw = (seeds: DrawSeeds, bet: bigint) => DrawnRound;

type RoundRow = WalletRoundRow<DrawnRound['outcome']>;

/** A refusal of a round step: thrown inside its transaction (a draw may throw it too), answered as status and code. */
export class RoundRefusal extends Error {
  constructor(readonly status: number, readonly code: string) {
    super(code);
  }
}

function ledgerRefusal(err: LedgerRejection): WalletAnswer {
  // The same round id used by another member reaches the ledger as a reused key.
  if (err.code === 'idempotency_key_reused') return { ok: false, status: 409, code: 'round_id_reused' };
  return { ok: false, status: ledgerErrorStatus[err.code], code: err.code };
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const parsedOutcome = (o: RoundRow['outcome']): DrawnRound['outcome'] | null => (o === null ? null : typeof o === 'string' ? JSON.parse(o) as DrawnRound['outcome'] : o);

function walletRound(row: RoundRow): WalletRound {
  const settled = row.status === 'settled';
  return {
    roundId: row.round_id,
    status: row.status,
    betAmount: toSafeNumber(toBigInt(row.bet_amount)),
    winAmount: toSafeNumber(toBigInt(row.win_amount)),
    outcome: settled ? parsedOutcome(row.outcome) : null,
    fairness: settled && row.server_seed_hash !== null && row.client_seed !== null && row.nonce !== null
      ? { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce }
      : null,
    createdAt: iso(row.created_at) ?? '',
    settledAt: iso(row.settled_at),
  };
}

const stateOf = (row: RoundRow): RoundState => ({
  memberId: row.member_id, nodeId: row.node_id, betAmount: toBigInt(row.bet_amount), winAmount: toBigInt(row.win_amount), status: row.status,
});

const readRound = (trx: Transaction<Database>, session: GameSession, roundId: string, forUpdate: boolean): Promise<RoundRow | undefined> =>
  readWalletRound(trx, session.merchantId, roundId, forUpdate, roundTableOf(session));

function refuseUnless(row: RoundRow | undefined, step: RoundStep): 'execute' | 'replay' {
  const decision = decideRoundStep(row ? stateOf(row) : undefined, step);
  if (decision.kind === 'refuse') throw new RoundRefusal(decision.status, decision.code);
  return decision.kind;
}

export interface SeamlessWalletDeps {
  db: Kysely<Database>;
  money: MoneyService;
  now: () => Date;
  /** Entries remembered for the one-round-trip debit and credit (seeds per player, drawn wins per open round). */
  hintLimit?: number;
}

/**
 * What the server remembers for the debit and the credit to go in one round trip each (docs/demo-game.md): a player's
 * seeds with the next nonce (filled by a lookup, moved on by each debit), and an open round's player, game and drawn
 * win (filled by the debit). Only hints: the statement checks them and answers stale when they no longer hold (a
 * rotation, another node's round, a retry), and the step then takes its transaction.
 */
function createWalletHints(limit: number) {
  const seeds = new Bounded<DrawSeeds>(limit);
  const rounds = new Bounded<{ memberId: string; nodeId: string; win: bigint }>(limit);
  return { seeds, rounds, seedKey: (s: GameSession) => `${s.merchantId}\n${s.memberId}\n${s.vassalage}`, roundKey: (merchantId: string, roundId: string) => `${merchantId}\n${roundId}` };
}

export function createSeamlessWallet({ db, money, now, hintLimit = 20_000 }: SeamlessWalletDeps) {
  const hints = createWalletHints(hintLimit);

  /** The wallet a session plays from: the vendor's wallet, which is the main wallet when the merchant's is single; a fun player's play money. */
  async function readBalance(merchant: MerchantConfig, session: GameSession): Promise<number> {
    if (session.fun) return toSafeNumber(await funBalanceOf(db, merchant.code, session.memberId));
    const wallets = await money.memberWallets(merchant.code, merchant.currency.code, session.memberId);
    return toSafeNumber(merchant.wallet.isSingle ? wallets.main : wallets.vendors.get(session.vassalage) ?? 0n);
  }

  /** A step's transaction; the balance is the one its posting left, or read after it when it posted nothing. */
  async function run(merchant: MerchantConfig, session: GameSession, work: (trx: Transaction<Database>) => Promise<{ replayed: boolean; row: RoundRow; balance?: bigint | null }>): Promise<WalletAnswer> {
    try {
      const { replayed, row, balance } = await db.transaction().execute(work);
      return { ok: true, replayed, round: walletRound(row), balance: balance !== undefined && balance !== null ? toSafeNumber(balance) : await readBalance(merchant, session) };
    } catch (err) {
      if (err instanceof RoundRefusal) return { ok: false, status: err.status, code: err.code };
      if (err instanceof LedgerRejection) return ledgerRefusal(err);
      throw err;
    }
  }

  const roundMoney = (session: GameSession, amount: bigint, reference: string): RoundMoney =>
    ({ memberId: session.memberId, wallet: session.vassalage, amount, reference });

  /**
   * A step's one round trip: undefined when it is not the common case (nothing was written; the transaction path
   * decides), else its answer. A ledger refusal answers as on the transaction path.
   */
  async function oneTrip(trip: () => Promise<OneTrip<DrawnRound['outcome']>>, balanceIn: (done: Extract<OneTrip<DrawnRound['outcome']>, { stale: false }>) => bigint | null,
    merchant: MerchantConfig, session: GameSession): Promise<WalletAnswer | undefined> {
    try {
      const done = await trip();
      if (done.stale) return undefined;
      const balance = balanceIn(done);
      return { ok: true, replayed: false, round: walletRound(done.round), balance: balance !== null ? toSafeNumber(balance) : await readBalance(merchant, session) };
    } catch (err) {
      if (err instanceof LedgerRejection) return ledgerRefusal(err);
      throw err;
    }
  }

  /** The debit in one round trip on the player's seeds as remembered (or read now), drawn here. */
  async function debitInOneStatement(merchant: MerchantConfig, session: GameSession, roundId: string, amount: bigint, drawOn: SeedDraw): Promise<WalletAnswer | undefined> {
    const ctx = ledgerContextOf(merchant);
    const call = money.betCall(ctx, idempotencyKeys.bet(roundId), roundMoney(session, amount, roundId));
    if (!call) return undefined;
    const seedKey = hints.seedKey(session);
    const seeds = hints.seeds.get(seedKey) ?? await seedsToDraw(db, session);
    // A player without seeds yet: the transaction path creates them.
    if (!seeds) return undefined;
    const drawn = drawOn(seeds, amount);
    const answer = await oneTrip(async () => {
      const done = await debitInOneTrip(db, {
        merchantId: merchant.code, roundId, memberId: session.memberId, nodeId: session.nodeId, vassalage: session.vassalage,
        gameType: session.gameType, currency: merchant.currency.code, bet: amount, at: now(), serverSeedHash: drawn.serverSeedHash,
        clientSeed: drawn.clientSeed, nonce: drawn.nonce, outcome: drawn.outcome,
      }, call);
      if (done.stale) hints.seeds.delete(seedKey);
      return done;
    }, (done) => walletBalanceAfter(call.outcome(done.posted).receipt.postings), merchant, session);
    if (answer?.ok) {
      hints.seeds.set(seedKey, { ...seeds, nonce: seeds.nonce + 1 });
      hints.rounds.set(hints.roundKey(merchant.code, roundId), { memberId: session.memberId, nodeId: session.nodeId, win: BigInt(drawn.outcome.win) });
    }
    return answer;
  }

  /** The credit in one round trip on the win the debit drew, as remembered. */
  async function creditInOneStatement(merchant: MerchantConfig, session: GameSession, roundId: string): Promise<WalletAnswer | undefined> {
    const roundKey = hints.roundKey(merchant.code, roundId);
    const round = hints.rounds.get(roundKey);
    if (!round || round.memberId !== session.memberId || round.nodeId !== session.nodeId) return undefined;
    const ctx = ledgerContextOf(merchant);
    const walletAccount = money.walletAccountOf(ctx, session.memberId, session.vassalage);
    const call = round.win > 0n ? money.winCall(ctx, idempotencyKeys.win(roundId), roundMoney(session, round.win, roundId)) : null;
    if (walletAccount === null || (round.win > 0n && !call)) return undefined;
    // Whatever the statement answers, the round is settled or not the one remembered: it is not needed again.
    hints.rounds.delete(roundKey);
    return oneTrip(
      () => creditInOneTrip(db, { merchantId: merchant.code, roundId, memberId: session.memberId, nodeId: session.nodeId, win: round.win, at: now(), walletAccount }, call),
      (done) => (done.balance !== undefined ? BigInt(done.balance) : null), merchant, session);
  }

  return {
    balance: readBalance,

    /** Places a bet: opens the round and draws its outcome, kept secret until the credit. */
    async debit(merchant: MerchantConfig, session: GameSession, roundId: string, amount: bigint, draw: RoundDrawer, drawOn?: SeedDraw): Promise<WalletAnswer> {
      if (drawOn && !session.fun) {
        const done = await debitInOneStatement(merchant, session, roundId, amount, drawOn);
        if (done) return done;
      }
      const ctx = ledgerContextOf(merchant);
      const step: RoundStep = { action: 'debit', memberId: session.memberId, nodeId: session.nodeId, amount };
      return run(merchant, session, async (trx) => {
        // A fun player's steps wait for each other on its row, so a retry running alongside sees the first's round.
        if (session.fun) await lockFunPlayer(trx, merchant.code, session.memberId);
        const existing = await readRound(trx, session, roundId, false);
        if (refuseUnless(existing, step) === 'replay') return { replayed: true, row: existing! };
        let balance: bigint | null;
        if (session.fun) {
          // Play money: the fun player's own balance, never the ledger.
          const left = await moveFunMoney(trx, merchant.code, session.memberId, -amount);
          if (left === null) throw new RoundRefusal(409, 'insufficient_balance');
          balance = left;
        } else {
          const posted = await money.placeBet(trx, ctx, idempotencyKeys.bet(roundId), roundMoney(session, amount, roundId));
          if (posted.replayed) {
            // A retry that ran alongside the first: the ledger waited for it, and its round is committed now.
            const row = await readRound(trx, session, roundId, false);
            refuseUnless(row, step);
            return { replayed: true, row: row! };
          }
          balance = walletBalanceAfter(posted.receipt.postings);
        }
        const drawn = await draw(trx, amount);
        const row = await insertOpenRound(trx, {
          merchantId: merchant.code, roundId, memberId: session.memberId, nodeId: session.nodeId, vassalage: session.vassalage,
          gameType: session.gameType, currency: merchant.currency.code, bet: amount, at: now(), serverSeedHash: drawn.serverSeedHash,
          clientSeed: drawn.clientSeed, nonce: drawn.nonce, outcome: drawn.outcome,
        }, roundTableOf(session));
        return { replayed: false, row, balance };
      });
    },

    /** Settles an open round with the win drawn at its debit. */
    async credit(merchant: MerchantConfig, session: GameSession, roundId: string): Promise<WalletAnswer> {
      if (!session.fun) {
        const done = await creditInOneStatement(merchant, session, roundId);
        if (done) return done;
      }
      const ctx = ledgerContextOf(merchant);
      return run(merchant, session, async (trx) => {
        const row = await readRound(trx, session, roundId, true);
        if (refuseUnless(row, { action: 'credit', memberId: session.memberId }) === 'replay') return { replayed: true, row: row! };
        const win = BigInt(parsedOutcome(row!.outcome)?.win ?? 0);
        if (session.fun) {
          const balance = await moveFunMoney(trx, merchant.code, session.memberId, win);
          return { replayed: false, row: await settleWalletRound<DrawnRound['outcome']>(trx, merchant.code, roundId, win, now(), 'livery_fun_round'), balance };
        }
        // A losing round settles without a posting: the ledger moves no zero amounts.
        const paid = win > 0n ? await money.settleWin(trx, ctx, idempotencyKeys.win(roundId), roundMoney(session, win, roundId)) : null;
        const settled = await settleWalletRound<DrawnRound['outcome']>(trx, merchant.code, roundId, win, now());
        return { replayed: false, row: settled, balance: paid && !paid.replayed ? walletBalanceAfter(paid.receipt.postings) : null };
      });
    },

    /** Cancels an open round: its bet goes back to the wallet (posted like a win, under rollback:<roundId>). */
    async rollback(merchant: MerchantConfig, session: GameSession, roundId: string): Promise<WalletAnswer> {
      const ctx = ledgerContextOf(merchant);
      return run(merchant, session, async (trx) => {
        const row = await readRound(trx, session, roundId, true);
        if (refuseUnless(row, { action: 'rollback', memberId: session.memberId }) === 'replay') return { replayed: true, row: row! };
        if (session.fun) {
          const balance = await moveFunMoney(trx, merchant.code, session.memberId, toBigInt(row!.bet_amount));
          return { replayed: false, row: await rollBackWalletRound<DrawnRound['outcome']>(trx, merchant.code, roundId, now(), 'livery_fun_round'), balance };
        }
        const refunded = await money.rollback(trx, ctx, idempotencyKeys.rollback(roundId), roundMoney(session, toBigInt(row!.bet_amount), idempotencyKeys.rollback(roundId)));
        const rolledBack = await rollBackWalletRound<DrawnRound['outcome']>(trx, merchant.code, roundId, now());
        return { replayed: false, row: rolledBack, balance: refunded.replayed ? null : walletBalanceAfter(refunded.receipt.postings) };
      });
    },
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
