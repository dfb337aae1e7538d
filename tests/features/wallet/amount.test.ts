// The deposit and transfer amount fields: major units typed, integer minor units out, limits checked.
import { describe, expect, it } from 'vitest';
import { amountInputText, checkAmount } from '../../../src/lib/money-input';
import { newIdempotencyKey } from '../../../src/lib/idempotency';
import { keepsAttemptKey } from '../../../src/lib/error-texts';
import { shouldLoadConsolidated } from '../../../src/features/wallet/utils/consolidated';
import { ApiError } from '../../../src/lib/api-client';

const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const VND = { code: 'VND', symbol: '₫', minorUnits: 0 };
const limits = { min: 1000, max: 1_000_000 };

describe('checkAmount', () => {
  it('[M2-4] turns major units into integer minor units without floating-point error', () => {
    expect(checkAmount('25', USD, limits)).toEqual({ ok: true, minorUnits: 2500 });
    expect(checkAmount('0.29', USD)).toEqual({ ok: true, minorUnits: 29 }); // 0.29 * 100 is 28.999999999999996 in floats
    expect(checkAmount('1,234.56', USD)).toEqual({ ok: true, minorUnits: 123456 });
    expect(checkAmount('$ 19.9', USD)).toEqual({ ok: true, minorUnits: 1990 });
    expect(checkAmount('150,000', VND)).toEqual({ ok: true, minorUnits: 150000 });
  });

  it('[P9-7] reads the amount with the separators of the member\'s language, and says an ambiguous one in it (issue 16)', () => {
    expect(checkAmount('1.250,50', USD, limits, 'de')).toEqual({ ok: true, minorUnits: 125050 });
    expect(checkAmount('12,5', USD, limits, 'tr')).toEqual({ ok: true, minorUnits: 1250 });
    expect(checkAmount('1 250,50', USD, limits, 'fr')).toEqual({ ok: true, minorUnits: 125050 });
    expect(checkAmount('1,250.50', USD, limits, 'en')).toEqual({ ok: true, minorUnits: 125050 });
    expect(checkAmount('1,250.50', USD, limits, 'de')).toEqual({ ok: false, error: { namespace: 'validation', key: 'amount.ambiguous', values: { example: '1.250,50' } } });
    // What the field is filled with is read back the same in the language (0.125 in German would be 125).
    const KWD = { code: 'KWD', symbol: 'KD', minorUnits: 3 };
    expect(amountInputText(125, KWD, 'de')).toBe('0,125');
    expect(checkAmount(amountInputText(125, KWD, 'de'), KWD, {}, 'de')).toEqual({ ok: true, minorUnits: 125 });
    expect(amountInputText(2550, USD, 'fr')).toBe('25,5');
  });

  it('[M2-4][M5-6] says "Input cannot be empty" for nothing typed and rejects malformed input', () => {
    expect(checkAmount('', USD, limits)).toEqual({ ok: false, error: { namespace: 'validation', key: 'required', values: {} } });
    expect(checkAmount('   ', USD, limits)).toMatchObject({ ok: false, error: { key: 'required' } });
    expect(checkAmount('12abc', USD, limits)).toMatchObject({ ok: false, error: { namespace: 'validation', key: 'amount.invalid' } });
    expect(checkAmount('-5', USD, limits)).toMatchObject({ ok: false, error: { key: 'amount.invalid' } });
    expect(checkAmount('0', USD, limits)).toMatchObject({ ok: false, error: { key: 'amount.invalid' } });
    expect(checkAmount('1.234', USD, limits)).toMatchObject({ ok: false, error: { key: 'amount.tooManyDecimals', values: { count: 2 } } });
    expect(checkAmount('1.5', VND)).toMatchObject({ ok: false, error: { key: 'amount.wholeOnly' } });
    expect(checkAmount('99999999999999999999', USD)).toMatchObject({ ok: false, error: { key: 'amount.tooLarge' } });
  });

  it('[M2-4][M5-7] checks the method limits, both included, and names the bound', () => {
    expect(checkAmount('9.99', USD, limits)).toEqual({ ok: false, error: { namespace: 'wallet', key: 'amount.belowMin', values: { min: 1000 } } });
    expect(checkAmount('10', USD, limits)).toEqual({ ok: true, minorUnits: 1000 });
    expect(checkAmount('10000', USD, limits)).toEqual({ ok: true, minorUnits: 1_000_000 });
    expect(checkAmount('10000.01', USD, limits)).toEqual({ ok: false, error: { namespace: 'wallet', key: 'amount.aboveMax', values: { max: 1_000_000 } } });
  });

  it('[M2-4] shows minor units back in major units for an input', () => {
    expect(amountInputText(2500, USD)).toBe('25');
    expect(amountInputText(2550, USD)).toBe('25.5');
    expect(amountInputText(7, USD)).toBe('0.07');
    expect(amountInputText(150000, VND)).toBe('150000');
  });
});

describe('idempotency keys', () => {
  it('[M2-4][M7-6] makes a fresh key per attempt that fits the server pattern', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });

  it('[M2-4][M7-6] keeps the key for a retry only when the first try may have gone through', () => {
    expect(keepsAttemptKey(new ApiError({ success: false, code: 'network_error' }))).toBe(true);
    expect(keepsAttemptKey(new ApiError({ success: false, code: 'network_timeout' }))).toBe(true);
    expect(keepsAttemptKey(new ApiError({ success: false, code: 'request_in_progress' }))).toBe(true);
    expect(keepsAttemptKey(new ApiError({ success: false, code: 'insufficient_balance' }))).toBe(false);
    expect(keepsAttemptKey(new ApiError({ success: false, code: 'payment_provider_unavailable' }))).toBe(false);
  });
});

describe('consolidated wallet', () => {
  it('[M4-7][M3-4] is asked for only with AGENTPOLICY3 on and a real account', () => {
    expect(shouldLoadConsolidated({ flags: { consolidatedWallet: true }, isTrial: false })).toBe(true);
    expect(shouldLoadConsolidated({ flags: { consolidatedWallet: true }, isTrial: true })).toBe(false);
    expect(shouldLoadConsolidated({ flags: { consolidatedWallet: false }, isTrial: false })).toBe(false);
  });
});
