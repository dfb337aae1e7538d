// Amounts are integer minor units (cents for USD, whole dong for VND); formatting and parsing stay in integers
// (bigint inside) so no amount ever picks up a floating-point error.
import { intlLocaleOf, latinDigitsLocale } from './languages';
import type { Currency } from './money-format';
import type { ValidationMessage } from './validation-message';

export * from './money-format';

export type MoneyInputResult = { ok: true; minorUnits: number } | { ok: false; error: ValidationMessage };

/** How a language writes a number with Latin digits: its decimal and group separators, and whether it groups in the
 *  Indian way (12,34,567). */
export interface NumberSeparators {
  decimal: string;
  group: string;
  indian: boolean;
}

/** The separators of a language (km, de...) or BCP 47 locale, read from Intl with Latin digits; English when absent. */
const separatorsOf = new Map<string, NumberSeparators>();

export function numberSeparators(locale = 'en'): NumberSeparators {
  const known = separatorsOf.get(locale);
  if (known) return known;
  const parts = new Intl.NumberFormat(latinDigitsLocale(intlLocaleOf(locale))).formatToParts(1234567.5);
  const integers = parts.filter((part) => part.type === 'integer');
  const separators: NumberSeparators = {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    indian: integers.length > 2 && integers[1]?.value.length === 2,
  };
  separatorsOf.set(locale, separators);
  return separators;
}

/** An amount as a player of the language types it, for messages: 1,250.50 in English, 1.250,50 in German, 1 250,50 in
 *  French, 1,250 for a currency without decimals. */
export function amountExample(currency: Currency, locale = 'en'): string {
  const digits = currency.minorUnits > 0 ? 2 : 0;
  return new Intl.NumberFormat(latinDigitsLocale(intlLocaleOf(locale)), { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: true }).format(digits > 0 ? 1250.5 : 1250);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Minor units from what a player typed ("1,234.5", "$20"), or the message to show, read with the separators of the
 * player's language (`locale`: km, de... or a BCP 47 locale; English when absent): 1,250.50 in English, 1.250,50 in
 * German or Turkish, 1 250,50 in French (spaces, the symbol and a no-break space are ignored anywhere). Digits grouped
 * in threes (and 12,34,567 where the language groups that way), then the language's decimal separator. A single other
 * separator is read as the decimal one when it cannot be a group (12.5 in German, 2,5 in English: a keyboard without
 * the language's key); with exactly three digits after it (1.250 in French) or with both separators in the wrong order
 * (1,250.50 in German) the amount is ambiguous: amount.ambiguous, with an example in the language.
 * The game pages' assets/money-input.js answers exactly the same (tests/server/game/sportsbook-stake-input.test.ts).
 */
export function parseMoneyInput(text: string, currency: Currency, locale = 'en'): MoneyInputResult {
  const compact = text.replaceAll(currency.symbol, '').replace(/\s/g, '');
  if (compact === '') return { ok: false, error: { key: 'required', values: {} } };
  const { decimal, group, indian } = numberSeparators(locale);
  const d = escapeRegExp(decimal);
  const g = /\s/.test(group) ? '' : escapeRegExp(group);
  const grouped = g ? `|\\d{1,3}(?:${g}\\d{3})+${indian ? `|\\d{1,2}(?:${g}\\d{2})*${g}\\d{3}` : ''}` : '';
  let whole: string;
  let fraction: string;
  const own = new RegExp(`^(\\d+${grouped})(?:${d}(\\d*))?$`).exec(compact);
  if (own?.[1]) {
    whole = own[1].split(group).join('');
    fraction = own[2] ?? '';
  } else {
    const other = decimal === ',' ? '.' : ',';
    const single = new RegExp(`^(\\d+)${escapeRegExp(other)}(\\d*)$`).exec(compact);
    const ambiguous = { ok: false as const, error: { key: 'amount.ambiguous', values: { example: amountExample(currency, locale) } } };
    if (single?.[1] !== undefined && (single[2] ?? '').length !== 3) {
      whole = single[1];
      fraction = single[2] ?? '';
    } else if (/^[\d.,]+$/.test(compact) && /\d/.test(compact)) {
      return ambiguous;
    } else {
      return { ok: false, error: { key: 'amount.invalid', values: {} } };
    }
  }
  if (fraction.length > currency.minorUnits) {
    return currency.minorUnits === 0
      ? { ok: false, error: { key: 'amount.wholeOnly', values: {} } }
      : { ok: false, error: { key: 'amount.tooManyDecimals', values: { count: currency.minorUnits } } };
  }
  const minor = BigInt(whole) * 10n ** BigInt(currency.minorUnits) + BigInt(fraction.padEnd(currency.minorUnits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: { key: 'amount.tooLarge', values: {} } };
  return { ok: true, minorUnits: Number(minor) };
}
