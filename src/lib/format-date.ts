// Dates and times in the visitor's language and the merchant's time zone (records, maintenance end, agent clock).
import { intlLocaleOf } from '../engine/languages';

/** A browser without the language's locale data (Chromium builds often lack Khmer) would print English month
 *  names; such languages get an all-numeric day/month/year instead. */
function localeOptions(language: string, withMonthName: Intl.DateTimeFormatOptions): [string, Intl.DateTimeFormatOptions] {
  const locale = intlLocaleOf(language);
  if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0) return [locale, withMonthName];
  const numeric: Intl.DateTimeFormatOptions = { ...withMonthName, hourCycle: 'h23' };
  if (withMonthName.month !== undefined) Object.assign(numeric, { month: '2-digit', day: '2-digit' });
  return ['en-GB', numeric];
}

const asDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

export function formatDateTime(value: Date | string, language: string, timeZone: string): string {
  const [locale, options] = localeOptions(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'shortOffset',
  });
  return new Intl.DateTimeFormat(locale, options).format(asDate(value));
}

export function formatDate(value: Date | string, language: string, timeZone: string): string {
  const [locale, options] = localeOptions(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone });
  return new Intl.DateTimeFormat(locale, options).format(asDate(value));
}

/** The clock of the agent header, to the second. */
export function formatClock(value: Date, language: string, timeZone: string): string {
  const [locale, options] = localeOptions(language, { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone });
  return new Intl.DateTimeFormat(locale, options).format(value);
}

/** The zone's offset from GMT at that moment, as "+7" or "+5:30" (daylight saving changes it). */
export function gmtOffset(timeZone: string, at: Date = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name.replace(/^GMT/, '');
  return offset === '' ? '+0' : offset;
}
