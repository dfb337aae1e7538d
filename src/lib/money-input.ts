// The deposit and transfer amount fields: what the member typed, in major units with the separators of the member's
// language ("25", "1,000.50" in English, "1.000,50" in German), becomes an integer of minor units through the engine's
// parser (no floating point), then is checked against the limits.
import { numberSeparators, parseMoneyInput, type Currency } from '../engine/money';
import type { ValidationMessage } from '../engine/validation-message';

export interface AmountLimits {
  /** Minor units, both included; absent means no bound on that side. */
  min?: number;
  max?: number;
}

/** A message of the `validation` namespace (parsing) or the `wallet` namespace (limits, balance). */
export interface AmountMessage extends ValidationMessage {
  namespace: 'validation' | 'wallet';
}

export type AmountCheck = { ok: true; minorUnits: number } | { ok: false; error: AmountMessage };

/** Minor units of what was typed in the language `locale` (i18n.language), or the first message to show: empty,
 *  malformed, ambiguous separators, below the minimum, above the maximum. */
export function checkAmount(text: string, currency: Currency, limits: AmountLimits = {}, locale = 'en'): AmountCheck {
  const parsed = parseMoneyInput(text, currency, locale);
  if (!parsed.ok) return { ok: false, error: { namespace: 'validation', ...parsed.error } };
  if (parsed.minorUnits <= 0) return { ok: false, error: { namespace: 'validation', key: 'amount.invalid', values: {} } };
  if (limits.min !== undefined && parsed.minorUnits < limits.min) {
    return { ok: false, error: { namespace: 'wallet', key: 'amount.belowMin', values: { min: limits.min } } };
  }
  if (limits.max !== undefined && parsed.minorUnits > limits.max) {
    return { ok: false, error: { namespace: 'wallet', key: 'amount.aboveMax', values: { max: limits.max } } };
  }
  return { ok: true, minorUnits: parsed.minorUnits };
}

/** Minor units shown back in an input in major units, without symbol or grouping, with the decimal separator of the
 *  language, so checkAmount reads it back (2500 -> "25", 2550 -> "25.50", "25,50" in German). */
export function amountInputText(minorUnits: number, currency: Currency, locale = 'en'): string {
  const scale = 10n ** BigInt(currency.minorUnits);
  const value = BigInt(minorUnits);
  const whole = (value / scale).toString();
  const fraction = (value % scale).toString().padStart(currency.minorUnits, '0').replace(/0+$/, '');
  return fraction ? `${whole}${numberSeparators(locale).decimal}${fraction}` : whole;
}
