// Lucky Lantern as the in-house vendor plays it: a round's stops come from the member's provably fair seeds
// (fairness-store.ts, fairness.ts) and are paid by the slot's paytable (domain/game/slot.ts).
import type { Transaction } from 'kysely';
import { drawIntegers } from '../../../domain/game/fairness.js';
import { evaluateSpin, stopBounds } from '../../../domain/game/slot.js';
import { toSafeNumber } from '../../../domain/ledger/amount.js';
import type { DrawnRound } from '../game-vendor.js';
import { takeNonce, type DrawSeeds, type SeedOwner } from '../../../db/game-seed-repository.js';
import type { Database } from '../../../db/schema.js';

export const luckyLanternCode = 'LUCKY_LANTERN';

/** A spin on these seeds and nonce: the round's fairness inputs and its outcome. */
export function spinLuckyLantern(seeds: DrawSeeds, bet: bigint): DrawnRound {
  const stops = drawIntegers(seeds.serverSeed, seeds.clientSeed, seeds.nonce, stopBounds);
  const spin = evaluateSpin(stops, toSafeNumber(bet));
  return {
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    outcome: { game: luckyLanternCode, stops: spin.stops, grid: spin.grid, lines: spin.lines, win: spin.win },
  };
}

/** Takes the member's next nonce and spins. */
export async function drawLuckyLantern(trx: Transaction<Database>, owner: SeedOwner, bet: bigint, now?: Date): Promise<DrawnRound> {
  return spinLuckyLantern(await takeNonce(trx, owner, now), bet);
}
