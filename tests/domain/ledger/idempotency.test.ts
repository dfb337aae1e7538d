import { describe, expect, it } from 'vitest';
import { decideIdempotency, isValidIdempotencyKey, requestFingerprint } from '../../../server/domain/ledger/idempotency.js';

describe('idempotency', () => {
  it('fingerprints equal requests equally, whatever the key order', () => {
    const a = requestFingerprint({ type: 'bet', memberId: 'm1', wallet: 'MAIN', amount: 10n, reference: 'r' });
    const b = requestFingerprint({ reference: 'r', amount: 10n, wallet: 'MAIN', memberId: 'm1', type: 'bet' });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fingerprints requests that differ in any field differently', () => {
    const a = requestFingerprint({ type: 'bet', memberId: 'm1', wallet: 'MAIN', amount: 10n, reference: 'r' });
    expect(requestFingerprint({ type: 'bet', memberId: 'm1', wallet: 'MAIN', amount: 11n, reference: 'r' })).not.toBe(a);
    expect(requestFingerprint({ type: 'win', memberId: 'm1', wallet: 'MAIN', amount: 10n, reference: 'r' })).not.toBe(a);
    expect(requestFingerprint({ type: 'bet', memberId: 'm2', wallet: 'MAIN', amount: 10n, reference: 'r' })).not.toBe(a);
  });

  it('executes a new key, replays the first answer for the same request, refuses the key for another request', () => {
    expect(decideIdempotency(undefined, 'f1')).toEqual({ ok: true, value: { action: 'execute' } });
    expect(decideIdempotency({ fingerprint: 'f1', response: { entryId: 'e1' } }, 'f1')).toEqual({ ok: true, value: { action: 'replay', response: { entryId: 'e1' } } });
    expect(decideIdempotency({ fingerprint: 'f1', response: {} }, 'f2')).toEqual({ ok: false, error: { code: 'idempotency_key_reused' } });
  });

  it('accepts UUIDs and server-made keys, refuses short or odd keys', () => {
    expect(isValidIdempotencyKey('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
    expect(isValidIdempotencyKey('deposit:0190f0a1')).toBe(true);
    for (const k of ['', 'short', 'has space in it', 'x'.repeat(101), 'semi;colon!']) expect(isValidIdempotencyKey(k)).toBe(false);
  });
});
