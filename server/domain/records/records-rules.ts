// Records pages (bet record, account record, profit and loss, bonus details) without I/O: the date range in the
// merchant's time zone, paging, and CSV cells that spreadsheets cannot run as formulas.
import { categoriesWithVendors, CATEGORY_ORDER, type GameCategory } from '../../../src/engine/game-categories.js';
import { daysBetween, isDate, localDate, nextDate, startOfDay } from '../local-day.js';
import { wfail, wok, type WResult } from '../withdrawal/errors.js';

export const maxRangeDays = 90;
export const defaultRangeDays = 7;
/** A CSV export holds the newest rows of the range up to this many. */
export const maxCsvRows = 10_000;

export interface DateRange {
  from: string;
  to: string;
  /** [start, end) in UTC: from's midnight to the midnight after `to`, in the zone. */
  start: Date;
  end: Date;
}

/**
 * The range of a records query: `from` and `to` are local dates (YYYY-MM-DD), both included; by default the last
 * 7 days up to today. At most 90 days; `from` after `to` is invalid_date_range.
 */
export function dateRange(query: { from?: string | undefined; to?: string | undefined }, now: Date, timeZone: string): WResult<DateRange> {
  const to = query.to ?? localDate(now, timeZone);
  // The default start is counted back from `to`, so `to` must be a date before anything is computed from it.
  if (!isDate(to)) return wfail('invalid_date_range');
  const from = query.from ?? nextDate(to, -(defaultRangeDays - 1));
  if (!isDate(from)) return wfail('invalid_date_range');
  const days = daysBetween(from, to);
  if (days < 0) return wfail('invalid_date_range');
  if (days + 1 > maxRangeDays) return wfail('date_range_too_long', { maxDays: maxRangeDays });
  return wok({ from, to, start: startOfDay(from, timeZone), end: startOfDay(nextDate(to), timeZone) });
}

export interface GameFilter {
  gameType?: GameCategory | undefined;
  vendor?: string | undefined;
}

/**
 * The game type and vendor filters of the bet record and profit and loss, checked against the merchant's vendors
 * (merchant.json `vendors`, e-sports vendors moved out of SPORTS as the menus show them): a game type the merchant
 * does not offer is unknown_game_type; a vendor it does not have, or not in the chosen game type, unknown_vendor.
 */
export function gameFilter(query: { gameType?: string | undefined; vendor?: string | undefined }, vendors: Readonly<Record<string, readonly string[] | undefined>>): WResult<GameFilter> {
  const categories = categoriesWithVendors(vendors);
  const { gameType, vendor } = query;
  const known = (name: string): name is GameCategory => (CATEGORY_ORDER as readonly string[]).includes(name);
  if (gameType !== undefined && (!known(gameType) || categories[gameType].length === 0)) return wfail('unknown_game_type', { gameType });
  if (vendor !== undefined) {
    const offered = gameType === undefined ? CATEGORY_ORDER.flatMap((c) => categories[c]) : categories[gameType as GameCategory];
    if (!offered.includes(vendor)) return wfail('unknown_vendor', { vendor });
  }
  return wok({ gameType: gameType as GameCategory | undefined, vendor });
}

/** An amount in minor units as major units with the currency's decimals: -123456n, 2 -> "-1234.56". */
export function majorUnits(amount: bigint, minorUnits: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(minorUnits + 1, '0');
  const whole = minorUnits === 0 ? digits : digits.slice(0, -minorUnits);
  const fraction = minorUnits === 0 ? '' : `.${digits.slice(-minorUnits)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * One CSV cell. Text starting with = + - @ (or a tab or carriage return) is prefixed with a quote so a spreadsheet
 * shows it instead of running it (OWASP CSV injection); numbers are written as they are. Cells with a comma,
 * quote or line break are quoted.
 */
export function csvCell(value: string | number | bigint | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Amount cells are numbers a spreadsheet may add up: written raw, never prefixed. */
export const amountCell = (amount: bigint, minorUnits: number): string => majorUnits(amount, minorUnits);

/** A CSV document: a BOM for spreadsheets that otherwise guess the encoding, CRLF line ends (RFC 4180). */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header.map((h) => csvCell(h)), ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`;
}
