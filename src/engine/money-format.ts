// Formatting an amount of integer minor units (money.ts has the rest: separators, examples, parsing). A module of its
// own so the pages that only show amounts (the home's winner board) load none of the parsing.
import { intlLocaleOf, latinDigitsLocale } from './languages';
import type { PermissionData } from './permission-data';

/** A merchant's currency; minorUnits is the number of decimals: 2 for USD, 0 for VND and KHR. */
export type Currency = PermissionData['merchant']['currency'];

export interface FormatMoneyOptions {
  /** The interface language (km, ar...) or a BCP 47 locale, for the separators; English when absent. Digits are always 0-9. */
  locale?: string;
  /** The balance is hidden by the player (header hide/show). */
  hidden?: boolean;
}

export const HIDDEN_AMOUNT = '****';

function toBigInt(minorUnits: number | bigint): bigint {
  if (typeof minorUnits === 'bigint') return minorUnits;
  // A fractional or unsafe number of minor units has already lost precision: a bug upstream, not something to round.
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`minor units must be a safe integer, got ${minorUnits}`);
  return BigInt(minorUnits);
}

/** A language's whole-number format and decimal separator, made once: building Intl objects costs far more than using them. */
interface MoneyFormat { whole: Intl.NumberFormat; decimal: string }
const moneyFormats = new Map<string, MoneyFormat>();
/** Languages and locales are a few dozen; past this, a format is made per call rather than kept. */
const maxMoneyFormats = 200;

function moneyFormatOf(language: string): MoneyFormat {
  const known = moneyFormats.get(language);
  if (known) return known;
  const locale = latinDigitsLocale(intlLocaleOf(language));
  const format = {
    whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    decimal: new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
  };
  if (moneyFormats.size < maxMoneyFormats) moneyFormats.set(language, format);
  return format;
}

/** The amount with the currency symbol, thousands separators and the currency's decimals: $1,234.50, ₫1,500,000.
 *  Always in Latin digits (-u-nu-latn), also in Arabic, Persian or Burmese, so an amount reads the same everywhere. */
export function formatMoney(minorUnits: number | bigint, currency: Currency, options: FormatMoneyOptions = {}): string {
  if (options.hidden) return HIDDEN_AMOUNT;
  const format = moneyFormatOf(options.locale ?? 'en');
  const value = toBigInt(minorUnits);
  const magnitude = value < 0n ? -value : value;
  const scale = 10n ** BigInt(currency.minorUnits);
  const whole = format.whole.format(magnitude / scale);
  const fraction = currency.minorUnits > 0 ? format.decimal + (magnitude % scale).toString().padStart(currency.minorUnits, '0') : '';
  return `${value < 0n ? '-' : ''}${currency.symbol}${whole}${fraction}`;
}
