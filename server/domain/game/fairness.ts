// Provably fair draws (docs/demo-game.md): the server commits to a secret server seed by publishing its SHA-256
// before any round is played with it; the player chooses the client seed; each round uses the next nonce. A round's
// randomness is HMAC-SHA256(key = server seed, message = "<clientSeed>:<nonce>:<cursor>"), read as big-endian
// 32-bit words, cursor 0 first and 1, 2... when more words are needed. Once the seed is rotated the old server seed
// is revealed, and anyone can recompute every round played with it.
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A client seed: 1-64 printable ASCII characters without ':' (the separator of the HMAC message). */
export const clientSeedPattern = '^[\\x21-\\x39\\x3B-\\x7E]{1,64}$';
const clientSeedRe = new RegExp(clientSeedPattern);

export const isValidClientSeed = (seed: string): boolean => clientSeedRe.test(seed);

/** A new server seed: 32 random bytes as 64 hex characters. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** A client seed proposed until the player picks one: 8 random bytes as hex. */
export const newClientSeed = (): string => randomBytes(8).toString('hex');

/** The commitment published before play: SHA-256 of the server seed's text, hex. */
export const hashServerSeed = (serverSeed: string): string => createHash('sha256').update(serverSeed, 'utf8').digest('hex');

/** The unbiased integers of one round: each in [0, bound) by rejection sampling over the HMAC words. */
export function drawIntegers(serverSeed: string, clientSeed: string, nonce: number, bounds: readonly number[]): number[] {
  const out: number[] = [];
  let cursor = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const nextWord = (): number => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`, 'utf8').digest();
      cursor += 1;
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  };
  for (const bound of bounds) {
    if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) throw new RangeError(`bad bound ${bound}`);
    // The largest multiple of bound that fits in 2^32: words at or above it would favour the low values.
    const limit = Math.floor(2 ** 32 / bound) * bound;
    let word = nextWord();
    while (word >= limit) word = nextWord();
    out.push(word % bound);
  }
  return out;
}

/** Whether a revealed server seed matches the hash that was published for it. */
export const verifyServerSeed = (serverSeed: string, publishedHash: string): boolean => hashServerSeed(serverSeed) === publishedHash.toLowerCase();
