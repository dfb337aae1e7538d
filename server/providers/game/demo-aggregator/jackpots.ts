// The demo aggregator's progressive jackpots on its side of the contract (docs/vendors.md "Progressive jackpots"):
// the award of a slot round once the operator accepted its bet (the jackpot joins the round's win, so it reaches the
// player through the normal win callback), its undoing when the operator rolled the round back, and the pools the
// slot page shows live (GET /demo-aggregator/api/jackpots, polled by assets/jackpot.js).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { awardJackpot, readJackpotPools, revertJackpot } from '../../../db/demo-aggregator-jackpot-repository.js';
import type { AggregatorRound } from '../../../db/demo-aggregator-repository.js';
import type { JackpotDraw } from '../../../domain/game/engines/jackpot.js';
import { betSizes } from '../../../domain/game/slot.js';
import type { AggregatorSession } from './aggregator-session.js';
import type { Database } from '../../../db/schema.js';

/** The currency's smallest bet: it scales the jackpots' chances and seeds. */
export const jackpotStepOf = (minorUnits: number): number => betSizes(minorUnits)[0]!;

const drawOf = (round: AggregatorRound): JackpotDraw | undefined => {
  const j = round.outcome.jackpot as JackpotDraw | undefined;
  return j && typeof j.draw === 'number' && typeof j.step === 'number' ? j : undefined;
};

/** Awards a slot round's jackpot after its accepted bet; answers the round with the jackpot in its win. Idempotent. */
export async function awardRoundJackpot(db: Kysely<Database>, operator: string, round: AggregatorRound, at: Date): Promise<AggregatorRound> {
  const draw = drawOf(round);
  if (!draw) return round;
  const won = await awardJackpot(db, { operator, roundId: round.roundId, currency: round.currency, bet: round.bet }, draw, at);
  if (won === 0 || Number((round.outcome.jackpot as { amount?: number }).amount ?? 0) === won) return round;
  return { ...round, win: round.win + won, outcome: { ...round.outcome, jackpot: { ...draw, amount: won } } };
}

/** The operator rolled the round back after its bet: its contribution and any jackpot go back to the pools. */
export async function revertRoundJackpot(db: Kysely<Database>, operator: string, round: AggregatorRound): Promise<void> {
  if (drawOf(round)) await revertJackpot(db, operator, round.roundId);
}

export interface JackpotRouteOptions {
  db: Kysely<Database>;
  base: string;
  sessionOf: (header: unknown) => AggregatorSession | null;
  money: (session: AggregatorSession, amount: number) => string;
  fail: (reply: import('fastify').FastifyReply, f: { status: number; code: string }) => unknown;
}

export function jackpotRoutes(app: FastifyInstance, o: JackpotRouteOptions) {
  app.get(`${o.base}/api/jackpots`, { schema: { hide: true } }, async (request, reply) => {
    const session = o.sessionOf(request.headers['x-game-token']);
    if (!session) return o.fail(reply, { status: 401, code: 'invalid_game_token' });
    const pools = await readJackpotPools(o.db, session.operator, session.currency.code, jackpotStepOf(session.currency.minorUnits));
    reply.header('cache-control', 'no-store');
    return {
      success: true,
      value: {
        pools: pools.map((p) => ({
          tier: p.tier, amount: p.amount, amountText: o.money(session, p.amount), wins: p.wins,
          lastWin: p.lastWin, lastWinText: p.lastWin === null ? null : o.money(session, p.lastWin), lastWonAt: p.lastWonAt?.toISOString() ?? null,
        })),
      },
    };
  });
}
