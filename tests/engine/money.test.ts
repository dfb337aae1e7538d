import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoneyInput } from '../../src/engine/money';

const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const VND = { code: 'VND', symbol: '₫', minorUnits: 0 };
const KHR = { code: 'KHR', symbol: '៛', minorUnits: 0 };

describe('formatMoney', () => {
  it('[P2.5-1] [P3-3] [P9-6] [M3-1] [M9-2] shows a USD balance with the symbol, thousands separators and 2 decimals', () => {
    expect(formatMoney(123456789, USD)).toBe('$1,234,567.89');
    expect(formatMoney(5, USD)).toBe('$0.05');
    expect(formatMoney(1000, USD)).toBe('$10.00');
    expect(formatMoney(0, USD)).toBe('$0.00');
  });

  it('[P3-3] shows VND and KHR without decimals', () => {
    expect(formatMoney(1500000, VND)).toBe('₫1,500,000');
    expect(formatMoney(4100, KHR)).toBe('៛4,100');
  });

  it('[P3-3] keeps amounts beyond 2^53 exact when given as bigint', () => {
    expect(formatMoney(12345678901234567891n, USD)).toBe('$123,456,789,012,345,678.91');
    expect(formatMoney(-9007199254740993n, VND)).toBe('-₫9,007,199,254,740,993');
  });

  it('[P3-3] puts the sign before the symbol of a negative amount', () => {
    expect(formatMoney(-250, USD)).toBe('-$2.50');
  });

  it('[P2.5-1] masks the balance when the player hides it', () => {
    expect(formatMoney(123456, USD, { hidden: true })).toBe('****');
  });

  it('[P3-3] follows the separators of the locale', () => {
    expect(formatMoney(123456789, USD, { locale: 'de' })).toBe('$1.234.567,89');
    expect(formatMoney(123456789, USD, { locale: 'km' })).toBe('$1,234,567.89');
  });

  it('refuses fractional or unsafe numbers of minor units instead of rounding them', () => {
    expect(() => formatMoney(10.5, USD)).toThrow(RangeError);
    expect(() => formatMoney(2 ** 53 + 2, USD)).toThrow(RangeError);
  });
});

describe('parseMoneyInput', () => {
  it('[P3-3] reads what a player types into minor units', () => {
    expect(parseMoneyInput('12.34', USD)).toEqual({ ok: true, minorUnits: 1234 });
    expect(parseMoneyInput(' $1,234.5 ', USD)).toEqual({ ok: true, minorUnits: 123450 });
    expect(parseMoneyInput('20', USD)).toEqual({ ok: true, minorUnits: 2000 });
    expect(parseMoneyInput('1,500,000', VND)).toEqual({ ok: true, minorUnits: 1500000 });
    expect(parseMoneyInput('0.10', USD)).toEqual({ ok: true, minorUnits: 10 });
  });

  it('[P3-3] is exact where floating point is not (0.29 * 100 is 28.999...)', () => {
    expect(parseMoneyInput('0.29', USD)).toEqual({ ok: true, minorUnits: 29 });
    expect(parseMoneyInput('1.13', USD)).toEqual({ ok: true, minorUnits: 113 });
  });

  it('[M5-6] says the input cannot be empty when it is', () => {
    expect(parseMoneyInput('  ', USD)).toEqual({ ok: false, error: { key: 'required', values: {} } });
  });

  it('rejects text, signs and badly grouped digits', () => {
    for (const text of ['abc', '-5', '1,23', '1.2.3', '12e3', '+4']) {
      expect(parseMoneyInput(text, USD)).toEqual({ ok: false, error: { key: 'amount.invalid', values: {} } });
    }
  });

  it('rejects more decimals than the currency has', () => {
    expect(parseMoneyInput('1.234', USD)).toEqual({ ok: false, error: { key: 'amount.tooManyDecimals', values: { count: 2 } } });
    expect(parseMoneyInput('100.5', VND)).toEqual({ ok: false, error: { key: 'amount.wholeOnly', values: {} } });
  });

  it('rejects an amount beyond what the site can carry exactly', () => {
    expect(parseMoneyInput('90071992547409.92', USD)).toEqual({ ok: false, error: { key: 'amount.tooLarge', values: {} } });
  });

  it('[P3-3] reads back every amount it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(USD, VND), (minorUnits, currency) => {
        expect(parseMoneyInput(formatMoney(minorUnits, currency), currency)).toEqual({ ok: true, minorUnits });
      }),
    );
  });
});
