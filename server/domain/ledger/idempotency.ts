// Idempotency: every money-moving request names itself with a key, unique per merchant. The fingerprint of the
// request is stored with the first answer; a retry with the same fingerprint gets that answer back and posts nothing,
// and the same key on a different request is refused.
import { createHash } from 'node:crypto';
import { fail, ok, type Result } from './errors.js';
import type { LedgerCommand } from './entries.js';
// Keys are spelled as the wire schema says, so a route and the ledger accept the same keys.
import { idempotencyKeyPattern } from '../../../src/engine/api/inputs.js';

const keyRegex = new RegExp(idempotencyKeyPattern);

export function isValidIdempotencyKey(key: string): boolean {
  return keyRegex.test(key);
}

function canonical(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 over the canonical JSON of a request (keys sorted, bigints as strings): equal requests, equal prints. */
export function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}

export function requestFingerprint(cmd: LedgerCommand): string {
  return fingerprintOf(cmd);
}

export interface StoredIdempotency<T> {
  fingerprint: string;
  response: T;
}

export type IdempotencyDecision<T> = { action: 'execute' } | { action: 'replay'; response: T };

/** What to do with a request given what is stored under its key. */
export function decideIdempotency<T>(stored: StoredIdempotency<T> | undefined, fingerprint: string): Result<IdempotencyDecision<T>> {
  if (stored === undefined) return ok({ action: 'execute' });
  if (stored.fingerprint !== fingerprint) return fail('idempotency_key_reused');
  return ok({ action: 'replay', response: stored.response });
}
