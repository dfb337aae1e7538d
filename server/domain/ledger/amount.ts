// Amounts are integer minor units (cents for USD, dong for VND) held as bigint; they cross JSON as integers, so the
// largest accepted amount stays below Number.MAX_SAFE_INTEGER and every balance stays exactly representable.
import { maxAmountMinorUnits } from '../../../src/engine/api/inputs.js';

/** Largest single amount a request may move (src/engine/api/inputs.ts, shared with the site). */
export const maxAmount = BigInt(maxAmountMinorUnits);

/** Reads a positive amount in minor units from a JSON number, a digit string or a bigint; null when it is not one. */
export function parseAmount(value: unknown): bigint | null {
  let amount: bigint;
  if (typeof value === 'bigint') amount = value;
  else if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return null;
    amount = BigInt(value);
  } else if (typeof value === 'string' && /^[0-9]{1,16}$/.test(value)) amount = BigInt(value);
  else return null;
  return amount > 0n && amount <= maxAmount ? amount : null;
}

/** A database bigint, which PGlite returns as number or bigint and node-postgres as string. */
export function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?[0-9]+$/.test(value)) return BigInt(value);
  throw new TypeError(`not an integer amount: ${String(value)}`);
}

/** For JSON answers: balances are bounded by the sum of bounded amounts, so this only guards against corruption. */
export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount ${value} does not fit a JSON integer`);
  }
  return Number(value);
}
