import { describe, expect, it } from 'vitest';
import { applyGatewayReport, checkDepositRequest, statusAt, type DepositState } from '../../../server/domain/ledger/deposits.js';

const methods = [
  { id: 'bank-transfer', enabled: true, min: 1000n, max: 500_000n },
  { id: 'usdt-trc20', enabled: false, min: 1000n, max: 500_000n },
];
const pending: DepositState = { status: 'pending', amount: 5000n, currency: 'USD', expiresAt: new Date('2026-01-01T00:30:00Z') };

describe('deposit request', () => {
  it('accepts an amount within the method limits, both ends included', () => {
    expect(checkDepositRequest(methods, 'bank-transfer', 1000n).ok).toBe(true);
    expect(checkDepositRequest(methods, 'bank-transfer', 500_000n).ok).toBe(true);
  });
  it('refuses amounts outside the limits and methods that are unknown or disabled', () => {
    expect(checkDepositRequest(methods, 'bank-transfer', 999n)).toEqual({ ok: false, error: { code: 'amount_below_minimum' } });
    expect(checkDepositRequest(methods, 'bank-transfer', 500_001n)).toEqual({ ok: false, error: { code: 'amount_above_maximum' } });
    expect(checkDepositRequest(methods, 'usdt-trc20', 5000n)).toEqual({ ok: false, error: { code: 'unknown_payment_method' } });
    expect(checkDepositRequest(methods, 'cash', 5000n)).toEqual({ ok: false, error: { code: 'unknown_payment_method' } });
  });
});

describe('deposit states', () => {
  const paid = { outcome: 'paid', amount: 5000n, currency: 'USD' } as const;

  it('credits a pending deposit once when the gateway reports it paid', () => {
    expect(applyGatewayReport(pending, paid)).toEqual({ ok: true, value: { status: 'succeeded', credit: true } });
  });
  it('credits nothing when the paid report repeats', () => {
    expect(applyGatewayReport({ ...pending, status: 'succeeded' }, paid)).toEqual({ ok: true, value: { status: 'succeeded', credit: false } });
  });
  it('marks a pending deposit failed, and keeps succeeded and failed final', () => {
    expect(applyGatewayReport(pending, { outcome: 'failed' })).toEqual({ ok: true, value: { status: 'failed', credit: false } });
    expect(applyGatewayReport({ ...pending, status: 'succeeded' }, { outcome: 'failed' })).toEqual({ ok: true, value: { status: 'succeeded', credit: false } });
    expect(applyGatewayReport({ ...pending, status: 'failed' }, paid)).toEqual({ ok: true, value: { status: 'failed', credit: false } });
  });
  it('still credits an expired deposit the gateway reports paid, since the gateway holds the money', () => {
    expect(applyGatewayReport({ ...pending, status: 'expired' }, paid)).toEqual({ ok: true, value: { status: 'succeeded', credit: true } });
  });
  it('refuses a paid report for another amount or currency', () => {
    expect(applyGatewayReport(pending, { ...paid, amount: 5001n })).toEqual({ ok: false, error: { code: 'amount_mismatch' } });
    expect(applyGatewayReport(pending, { ...paid, currency: 'KHR' })).toEqual({ ok: false, error: { code: 'amount_mismatch' } });
  });
  it('expires a pending deposit when its time is up', () => {
    expect(statusAt(pending, new Date('2026-01-01T00:29:59Z'))).toBe('pending');
    expect(statusAt(pending, new Date('2026-01-01T00:30:00Z'))).toBe('expired');
    expect(statusAt({ ...pending, status: 'succeeded' }, new Date('2027-01-01T00:00:00Z'))).toBe('succeeded');
  });
});
