// The vendor contract's rules for repeated and out-of-order callbacks (docs/vendors.md), without I/O.
import { describe, expect, it } from 'vitest';
import { decideReference, decideRepeat, maxRoundExpiryMs, roundExpiry, type StoredTransaction } from '../../../server/domain/game/vendor-transactions.js';
import { checkSignature, signRequest, vendorKeyOf } from '../../../server/providers/game/vendor-contract/signing.js';

const bet: StoredTransaction = { kind: 'bet', roundId: 'r1', memberId: 'm1', amount: 100n, referenceTransactionId: null, status: 'done' };

describe('vendor transactions', () => {
  it('answers the same callback again as a replay, and anything else under its id as a duplicate', () => {
    expect(decideRepeat(bet, { ...bet })).toEqual({ kind: 'replay' });
    expect(decideRepeat(bet, { ...bet, amount: 200n })).toEqual({ kind: 'refuse', status: 'RS_ERROR_DUPLICATE_TRANSACTION' });
    expect(decideRepeat(bet, { ...bet, roundId: 'r2' })).toEqual({ kind: 'refuse', status: 'RS_ERROR_DUPLICATE_TRANSACTION' });
    expect(decideRepeat({ ...bet, amount: 0n, status: 'rolled_back' }, bet)).toEqual({ kind: 'refuse', status: 'RS_ERROR_DUPLICATE_TRANSACTION' });
  });

  it('refuses a win before its bet, keeps a rollback before its bet, and rolls a bet back once', () => {
    expect(decideReference('win', undefined, false, 'r1')).toEqual({ kind: 'refuse', status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
    expect(decideReference('rollback', undefined, false, 'r1')).toEqual({ kind: 'tombstone' });
    expect(decideReference('rollback', bet, true, 'r1')).toEqual({ kind: 'execute', bet });
    expect(decideReference('rollback', { ...bet, status: 'rolled_back' }, true, 'r1')).toMatchObject({ kind: 'nothing' });
    expect(decideReference('win', { ...bet, status: 'rolled_back' }, true, 'r1')).toMatchObject({ kind: 'refuse' });
    expect(decideReference('win', bet, false, 'r1')).toEqual({ kind: 'refuse', status: 'RS_ERROR_ROUND_CLOSED' });
    expect(decideReference('win', bet, true, 'other-round')).toEqual({ kind: 'refuse', status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
  });
});

describe('request signing', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const ts = Math.floor(now.getTime() / 1000);
  const keyOf = (id: string) => (id === 'AGG' ? 'k'.repeat(32) : undefined);
  const signed = (over: Partial<Parameters<typeof checkSignature>[0]> = {}) =>
    ({ vendorId: 'AGG', timestamp: String(ts), signature: signRequest('k'.repeat(32), ts, '/p', '{}'), path: '/p', body: '{}', ...over });

  it('accepts the body signed with the vendor\'s key, and nothing else', () => {
    expect(checkSignature(signed(), keyOf, now)).toEqual({ ok: true });
    expect(checkSignature(signed({ body: '{"amount":1}' }), keyOf, now)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(checkSignature(signed({ path: '/other' }), keyOf, now)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(checkSignature(signed({ signature: undefined }), keyOf, now)).toEqual({ ok: false, reason: 'unsigned' });
    expect(checkSignature(signed({ vendorId: 'NOPE' }), keyOf, now)).toEqual({ ok: false, reason: 'unknown_vendor' });
    expect(checkSignature(signed(), keyOf, new Date(now.getTime() + 301_000))).toEqual({ ok: false, reason: 'stale' });
  });

  it('takes keys from VENDOR_KEY_<ID>, with a development key only outside production', () => {
    expect(vendorKeyOf({ VENDOR_KEY_AGG: 'x'.repeat(20) }, 'AGG')).toBe('x'.repeat(20));
    expect(vendorKeyOf({ NODE_ENV: 'development' }, 'AGG')).toMatch(/development/);
    expect(vendorKeyOf({ NODE_ENV: 'production' }, 'AGG')).toBeUndefined();
    expect(vendorKeyOf({ NODE_ENV: 'production', VENDOR_KEY_AGG: 'short' }, 'AGG')).toBeUndefined();
  });

  it('keeps a round open until the settlement its vendor announced (a sports bet), capped at a week', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(roundExpiry(at, undefined)).toBeNull();
    expect(roundExpiry(at, new Date('2026-11-26T09:00:00Z'))).toBeNull();
    expect(roundExpiry(at, new Date('2026-11-26T12:30:00Z'))).toEqual(new Date('2026-11-26T12:30:00Z'));
    expect(roundExpiry(at, new Date('2027-01-01T00:00:00Z'))).toEqual(new Date(at.getTime() + maxRoundExpiryMs));
  });
});
