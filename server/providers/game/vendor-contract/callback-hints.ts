// What the server remembers of the vendor callbacks' lookups, so the next callback can go in one round trip
// (docs/vendors.md, Throughput): a token's game session (its player, game and wallet), and a bet's player and wallet.
// Only hints: the statement that uses one checks it still holds and answers `stale` otherwise, and the caller then
// looks it up as it did before. Each map keeps the latest entries up to a bound; another node of the platform simply
// has its own (a callback that lands on a node that has not seen its session or bet takes one round trip more).
import type { GameSession } from '../../../db/game-session-repository.js';

export interface BetHint { memberId: string; vassalage: string }

/** A map that forgets its oldest entries past `limit` (insertion order: a re-set entry counts as new). */
export class Bounded<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value!);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
}

export function createCallbackHints(limit = 20_000) {
  const sessions = new Bounded<GameSession>(limit);
  const bets = new Bounded<BetHint>(limit);
  const sessionKey = (merchantId: string, token: string) => `${merchantId}\n${token}`;
  const betKey = (merchantId: string, aggregator: string, transactionId: string) => `${merchantId}\n${aggregator}\n${transactionId}`;
  return {
    /** The session last seen for a token, while it has not expired. */
    session(merchantId: string, token: string, now: Date): GameSession | undefined {
      const s = sessions.get(sessionKey(merchantId, token));
      return s && s.expiresAt > now ? s : undefined;
    },
    rememberSession(token: string, s: GameSession): void {
      sessions.set(sessionKey(s.merchantId, token), s);
    },
    forgetSession(merchantId: string, token: string): void {
      sessions.delete(sessionKey(merchantId, token));
    },
    bet(merchantId: string, aggregator: string, transactionId: string): BetHint | undefined {
      return bets.get(betKey(merchantId, aggregator, transactionId));
    },
    rememberBet(merchantId: string, aggregator: string, transactionId: string, hint: BetHint): void {
      bets.set(betKey(merchantId, aggregator, transactionId), hint);
    },
    forgetBet(merchantId: string, aggregator: string, transactionId: string): void {
      bets.delete(betKey(merchantId, aggregator, transactionId));
    },
  };
}

export type CallbackHints = ReturnType<typeof createCallbackHints>;
