// Lantern Dice as the in-house vendor plays it: three dice from the member's provably fair seeds, the pick and the
// pay from domain/game/dice.ts.
import type { Transaction } from 'kysely';
import { diceBounds, dicePicks, rollDice, type DicePick } from '../../../domain/game/dice.js';
import { drawIntegers } from '../../../domain/game/fairness.js';
import { toSafeNumber } from '../../../domain/ledger/amount.js';
import type { DrawnRound } from '../game-vendor.js';
import { takeNonce, type DrawSeeds, type SeedOwner } from '../../../db/game-seed-repository.js';
import type { Database } from '../../../db/schema.js';

export const lanternDiceCode = 'LANTERN_DICE';

export const isDicePick = (value: unknown): value is DicePick => (dicePicks as readonly unknown[]).includes(value);

/** A roll on these seeds and nonce: the round's fairness inputs and its outcome. */
export function rollLanternDice(seeds: DrawSeeds, bet: bigint, pick: DicePick): DrawnRound {
  const roll = rollDice(drawIntegers(seeds.serverSeed, seeds.clientSeed, seeds.nonce, diceBounds), pick, toSafeNumber(bet));
  return {
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    outcome: { game: lanternDiceCode, ...roll },
  };
}

/** Takes the member's next nonce and rolls. */
export async function drawLanternDice(trx: Transaction<Database>, owner: SeedOwner, bet: bigint, pick: DicePick, now?: Date): Promise<DrawnRound> {
  return rollLanternDice(await takeNonce(trx, owner, now), bet, pick);
}
