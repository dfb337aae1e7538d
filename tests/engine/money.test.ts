import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountExample, formatMoney, numberSeparators, parseMoneyInput } from '../../src/engine/money';
import { LANGUAGES } from '../../src/engine/languages';

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

  it('rejects text and signs, and calls badly grouped digits ambiguous with an example', () => {
    for (const text of ['abc', '-5', '12e3', '+4', '1.5abc', '.', ',']) {
      expect(parseMoneyInput(text, USD)).toEqual({ ok: false, error: { key: 'amount.invalid', values: {} } });
    }
    for (const text of ['1.2.3', '1,2,3.5', '1.250,50', '1..5']) {
      expect(parseMoneyInput(text, USD), text).toEqual({ ok: false, error: { key: 'amount.ambiguous', values: { example: '1,250.50' } } });
    }
  });

  it('[P9-7] reads the decimal and group separators of the player\'s language (issue 16)', () => {
    const read = (text: string, locale: string, currency = USD) => parseMoneyInput(text, currency, locale);
    const ok = (minorUnits: number) => ({ ok: true, minorUnits });
    const ambiguous = (example: string) => ({ ok: false, error: { key: 'amount.ambiguous', values: { example } } });
    // English: 1,250.50; a single comma that cannot group is a decimal comma (a keyboard with no point).
    expect(['1,250.50', '1250.5', '2,5', '1,23'].map((t) => read(t, 'en'))).toEqual([ok(125050), ok(125050), ok(250), ok(123)]);
    expect(read('1,250', 'en')).toEqual(ok(125000));
    expect(read('1.250,50', 'en')).toEqual(ambiguous('1,250.50'));
    // German and Turkish: 1.250,50 and 12,5; 1.250 is one thousand two hundred fifty; 12.5 (no comma key) is 12,50.
    for (const locale of ['de', 'tr']) {
      expect(['1.250,50', '12,5', '1.250', '1250,50', '12.5', '$ 0,29'].map((t) => read(t, locale))).toEqual([ok(125050), ok(1250), ok(125000), ok(125050), ok(1250), ok(29)]);
      expect(read('1,250.50', locale)).toEqual(ambiguous('1.250,50'));
      expect(read('1,234', locale)).toEqual({ ok: false, error: { key: 'amount.tooManyDecimals', values: { count: 2 } } });
    }
    expect(read('1.500.000', 'de', VND)).toEqual(ok(1500000));
    expect(read('1,5', 'de', VND)).toEqual({ ok: false, error: { key: 'amount.wholeOnly', values: {} } });
    // French groups with a narrow no-break space (typed or pasted), Russian with a no-break space; a point with three
    // digits after it could be either, so it is ambiguous there.
    expect(['1\u202f250,50', '1 250,50', '1250,5', '12.5'].map((t) => read(t, 'fr'))).toEqual([ok(125050), ok(125050), ok(125050), ok(1250)]);
    expect(read('1.250', 'fr')).toEqual(ambiguous('1\u202f250,50'));
    expect(read('1\u00a0250,50', 'ru')).toEqual(ok(125050));
    // Arabic and Persian amounts are written with Latin digits (as formatMoney writes them), point and comma.
    for (const locale of ['ar', 'fa']) expect(['1,250.50', '12.5'].map((t) => read(t, locale))).toEqual([ok(125050), ok(1250)]);
    expect(read('١٢', 'ar')).toEqual({ ok: false, error: { key: 'amount.invalid', values: {} } });
    // Khmer and Hindi (Indian grouping 12,34,567 as well as threes).
    expect(['1,250.50', '12.5'].map((t) => read(t, 'km'))).toEqual([ok(125050), ok(1250)]);
    expect(['12,34,567.50', '1,234,567.50'].map((t) => read(t, 'hi'))).toEqual([ok(123456750), ok(123456750)]);
    expect(numberSeparators('fr')).toEqual({ decimal: ',', group: '\u202f', indian: false });
    expect(numberSeparators('hi')).toMatchObject({ decimal: '.', group: ',', indian: true });
    expect([amountExample(USD, 'de'), amountExample(VND, 'tr'), amountExample(USD, 'ar')]).toEqual(['1.250,50', '1.250', '1,250.50']);
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
    // In every language of the registry: what formatMoney writes for it, its parser reads back.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(USD, VND), fc.constantFrom(...LANGUAGES.map((l) => l.code)), (minorUnits, currency, locale) => {
        expect(parseMoneyInput(formatMoney(minorUnits, currency, { locale }), currency, locale)).toEqual({ ok: true, minorUnits });
      }),
      { numRuns: 2000 },
    );
  });
});
