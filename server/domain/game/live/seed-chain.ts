// Provably fair shared rounds (docs/vendors.md, "Live tables"): each table has a hash chain of server seeds per
// segment of rounds. The chain is made backwards from a secret: seed(i) = SHA-256(seed(i + 1)), and the segment's
// anchor = SHA-256(seed(0)) is published before its first round. While a round takes bets the table shows
// SHA-256 of its seed (which is the previous round's revealed seed, or the anchor); after the result it reveals the
// seed. Anyone can check that hashing a revealed seed i + 1 times gives the anchor, so no seed could be chosen
// after the bets; and the round's draw is drawIntegers(seed, table id, round number). Pure and deterministic: the
// secret comes from the aggregator's key, so every node computes the same chain.
import { createHash, createHmac } from 'node:crypto';

/** Rounds per chain segment: about 7 hours of a 25-second table. */
export const segmentRounds = 1000;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export interface ChainPosition { segment: number; index: number }
export const positionOf = (round: number): ChainPosition => ({ segment: Math.floor(round / segmentRounds), index: ((round % segmentRounds) + segmentRounds) % segmentRounds });

/** The seeds of one segment: [anchor, seed(0), seed(1), ...]. */
function segmentChain(masterSecret: string, tableId: string, segment: number): string[] {
  const chain = new Array<string>(segmentRounds + 1);
  let value = createHmac('sha256', masterSecret).update(`${tableId}:${segment}`).digest('hex');
  for (let i = segmentRounds; i >= 0; i -= 1) {
    value = sha256(value);
    chain[i] = value;
  }
  return chain;
}

/** A small cache of segments (a segment is about 66 kB; a table uses one at a time). */
export function createSeedChains(masterSecret: string, capacity = 400) {
  const cache = new Map<string, string[]>();
  const chainOf = (tableId: string, segment: number): string[] => {
    const key = `${tableId}\n${segment}`;
    let chain = cache.get(key);
    if (chain) {
      cache.delete(key);
    } else {
      chain = segmentChain(masterSecret, tableId, segment);
      if (cache.size >= capacity) cache.delete(cache.keys().next().value as string);
    }
    cache.set(key, chain);
    return chain;
  };
  return {
    /** The secret seed of a round: reveal it only once its result is due. */
    seedOf(tableId: string, round: number): string {
      const { segment, index } = positionOf(round);
      return chainOf(tableId, segment)[index + 1]!;
    },
    /** SHA-256 of the round's seed, shown while it takes bets. */
    commitmentOf(tableId: string, round: number): string {
      const { segment, index } = positionOf(round);
      return chainOf(tableId, segment)[index]!;
    },
    /** The anchor of the round's segment, published before its first round. */
    anchorOf(tableId: string, round: number): string {
      return chainOf(tableId, positionOf(round).segment)[0]!;
    },
  };
}

export type SeedChains = ReturnType<typeof createSeedChains>;

/** Checks a revealed seed: its hash is the commitment, and hashing it index + 1 times gives the segment's anchor. */
export function verifyChainSeed(seed: string, round: number, anchor: string): { commitment: string; reachesAnchor: boolean } {
  const { index } = positionOf(round);
  let value = seed;
  for (let i = 0; i <= index; i += 1) value = sha256(value);
  return { commitment: sha256(seed), reachesAnchor: value === anchor.toLowerCase() };
}
