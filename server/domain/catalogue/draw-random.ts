// The randomness of the self-run lottery draws. Each draw's numbers come from HMAC-SHA256 under the platform's
// secret draw key (app.lotteryDrawKey, made once per database), keyed by game and period: unguessable without the
// key (the game code and period, which anyone can read, are not enough), and the same on every server node and
// after a restart, so settlement and history agree.
import { createHmac } from 'node:crypto';

export interface DrawRandom {
  /** A uniform integer in [min, max], without modulo bias. */
  int(min: number, max: number): number;
}

export function createDrawRandom(drawKey: string, label: string): DrawRandom {
  let block = 0;
  let bytes = Buffer.alloc(0);
  let offset = 0;
  const nextUint32 = (): number => {
    if (offset + 4 > bytes.length) {
      bytes = createHmac('sha256', drawKey).update(`${label}\n${block++}`).digest();
      offset = 0;
    }
    const value = bytes.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  return {
    int(min, max) {
      const range = max - min + 1;
      // Rejection sampling: values in the last incomplete run of `range` would favour the small results.
      const limit = Math.floor(0x1_0000_0000 / range) * range;
      for (;;) {
        const value = nextUint32();
        if (value < limit) return min + (value % range);
      }
    },
  };
}
