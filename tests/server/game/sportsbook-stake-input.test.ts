// The sportsbook page reads its stake with money-input.js, the site's one money-input rule (src/engine/money.ts
// parseMoneyInput) written for a plain-JS page: it must answer exactly what the engine answers, for any text.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountExample, formatMoney, parseMoneyInput, type Currency } from '../../../src/engine/money';
import { LANGUAGES, intlLocaleOf, latinDigitsLocale } from '../../../src/engine/languages';

const USD: Currency = { code: 'USD', symbol: '$', minorUnits: 2 };
const VND: Currency = { code: 'VND', symbol: '₫', minorUnits: 0 };
const KWD: Currency = { code: 'KWD', symbol: 'KD', minorUnits: 3 };
const XXX: Currency = { code: 'XXX', symbol: '', minorUnits: 2 };

type PageParse = (text: string, currency: Currency, locale?: string) => ReturnType<typeof parseMoneyInput>;
const pageWindow: { LiveryMoney?: { parseMoneyInput: PageParse; amountExample: (currency: Currency, locale?: string) => string } } = {};
// The page's own script file, run as the browser runs it.
new Function('window', readFileSync(new URL('../../../server/providers/game/demo-aggregator/sportsbook/assets/money-input.js', import.meta.url), 'utf8'))(pageWindow);
const pageParse = pageWindow.LiveryMoney!.parseMoneyInput;

describe('the sportsbook page\'s stake parser (assets/money-input.js)', () => {
  it('[P9-7] reads grouped thousands and the language\'s decimal separator, and refuses ambiguous separators, more decimals than the currency has and text', () => {
    expect(pageParse('1,250.50', USD)).toEqual({ ok: true, minorUnits: 125050 });
    expect(pageParse(' $ 12 ', USD)).toEqual({ ok: true, minorUnits: 1200 });
    expect(pageParse('0.29', USD)).toEqual({ ok: true, minorUnits: 29 });
    expect(pageParse('1,500,000', VND)).toEqual({ ok: true, minorUnits: 1500000 });
    expect(pageParse('2,5', USD)).toEqual({ ok: true, minorUnits: 250 });
    expect(pageParse('1.250,50', USD, 'de-DE-u-nu-latn')).toEqual({ ok: true, minorUnits: 125050 });
    expect(pageParse('12,5', USD, 'tr-TR-u-nu-latn')).toEqual({ ok: true, minorUnits: 1250 });
    expect(pageParse('1,250.50', USD, 'tr-TR-u-nu-latn')).toEqual({ ok: false, error: { key: 'amount.ambiguous', values: { example: '1.250,50' } } });
    expect(pageParse('abc', USD)).toEqual({ ok: false, error: { key: 'amount.invalid', values: {} } });
    expect(pageParse('1.234', USD)).toEqual({ ok: false, error: { key: 'amount.tooManyDecimals', values: { count: 2 } } });
    expect(pageParse('100.5', VND)).toEqual({ ok: false, error: { key: 'amount.wholeOnly', values: {} } });
    expect(pageParse('90071992547409.92', USD)).toEqual({ ok: false, error: { key: 'amount.tooLarge', values: {} } });
    expect(pageParse('', USD)).toEqual({ ok: false, error: { key: 'required', values: {} } });
  });

  it('[P9-7] answers what the engine answers for any text, in currencies with 0, 2 and 3 decimals and without a symbol', () => {
    const currency = fc.constantFrom(USD, VND, KWD, XXX);
    const typed = fc.oneof(
      fc.array(fc.constantFrom('0', '1', '2', '5', '9', ',', '.', ' ', '\u202f', '$', '₫', 'K', 'D', '-', 'e', '+'), { maxLength: 16 }).map((parts) => parts.join('')),
      fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 17n }), fc.nat({ max: 4 })).map(([n, decimals]) => {
        const digits = n.toString().padStart(decimals + 1, '0');
        return decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
      }),
      fc.tuple(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), currency).map(([minor, c]) => formatMoney(minor, c)),
    );
    // The page gets the language's Intl locale with Latin digits (data-number-locale); the engine takes the language.
    const locales = LANGUAGES.map((l) => [l.code, latinDigitsLocale(intlLocaleOf(l.code))] as const);
    for (const [lang, locale] of locales) {
      for (const c of [USD, VND]) expect(pageWindow.LiveryMoney!.amountExample(c, locale)).toBe(amountExample(c, lang));
    }
    fc.assert(fc.property(typed, currency, fc.constantFrom(...locales), (text, c, [lang, locale]) => {
      expect(pageParse(text, c, locale)).toEqual(parseMoneyInput(text, c, lang));
    }), { numRuns: 20_000 });
  });
});
