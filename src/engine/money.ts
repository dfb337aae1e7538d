// Amounts are integer minor units (cents for USD, whole dong for VND); formatting and parsing stay in integers
// (bigint inside) so no amount ever picks up a floating-point error.
import { intlLocaleOf, latinDigitsLocale } from './languages';
import type { PermissionData } from './permission-data';
import type { ValidationMessage } from './validation-message';

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

function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** The amount with the currency symbol, thousands separators and the currency's decimals: $1,234.50, ₫1,500,000.
 *  Always in Latin digits (-u-nu-latn), also in Arabic, Persian or Burmese, so an amount reads the same everywhere. */
export function formatMoney(minorUnits: number | bigint, currency: Currency, options: FormatMoneyOptions = {}): string {
  if (options.hidden) return HIDDEN_AMOUNT;
  const locale = latinDigitsLocale(intlLocaleOf(options.locale ?? 'en'));
  const value = toBigInt(minorUnits);
  const magnitude = value < 0n ? -value : value;
  const scale = 10n ** BigInt(currency.minorUnits);
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(magnitude / scale);
  const fraction = currency.minorUnits > 0 ? decimalSeparator(locale) + (magnitude % scale).toString().padStart(currency.minorUnits, '0') : '';
  return `${value < 0n ? '-' : ''}${currency.symbol}${whole}${fraction}`;
}

export type MoneyInputResult = { ok: true; minorUnits: number } | { ok: false; error: ValidationMessage };

// Plain digits or digits grouped by commas in threes, then an optional decimal part after a point.
const AMOUNT = /^(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;

/** Minor units from what a player typed ("1,234.5", "$20"), or the message to show. */
export function parseMoneyInput(text: string, currency: Currency): MoneyInputResult {
  const compact = text.replaceAll(currency.symbol, '').replace(/\s/g, '');
  if (compact === '') return { ok: false, error: { key: 'required', values: {} } };
  const match = AMOUNT.exec(compact);
  if (!match?.[1]) return { ok: false, error: { key: 'amount.invalid', values: {} } };
  const fraction = match[2] ?? '';
  if (fraction.length > currency.minorUnits) {
    return currency.minorUnits === 0
      ? { ok: false, error: { key: 'amount.wholeOnly', values: {} } }
      : { ok: false, error: { key: 'amount.tooManyDecimals', values: { count: currency.minorUnits } } };
  }
  const minor = BigInt(match[1].replaceAll(',', '')) * 10n ** BigInt(currency.minorUnits) + BigInt(fraction.padEnd(currency.minorUnits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: { key: 'amount.tooLarge', values: {} } };
  return { ok: true, minorUnits: Number(minor) };
}
