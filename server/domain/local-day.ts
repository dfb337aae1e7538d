// Calendar days in a merchant's IANA time zone: which day an instant falls on, and the UTC instants a day starts
// and ends at. Daily withdrawal limits and the records' date ranges count days this way. No I/O.

/** The schema's default for merchant.timezone. */
export const defaultTimeZone = 'Asia/Phnom_Penh';

export const timeZoneOf = (merchant: { timezone?: string }): string => merchant.timezone ?? defaultTimeZone;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the runtime knows the zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function partsAt(timeZone: string, instant: number) {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day), h: Number(parts.hour), min: Number(parts.minute), s: Number(parts.second) };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(timeZone: string, instant: number): number {
  const p = partsAt(timeZone, instant);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(instant / 1000) * 1000;
}

/** The local date (YYYY-MM-DD) of an instant in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  const p = partsAt(timeZone, instant.getTime());
  return `${String(p.y).padStart(4, '0')}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD string that names a real calendar day. */
export function isDate(value: string): boolean {
  const m = datePattern.exec(value);
  if (!m) return false;
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return t.toISOString().slice(0, 10) === value;
}

/** The instant a local day starts (midnight in the zone; the first instant of the day where midnight is skipped). */
export function startOfDay(date: string, timeZone: string): Date {
  const m = datePattern.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  let start = wall - offsetAt(timeZone, wall);
  const again = offsetAt(timeZone, start);
  if (wall - again !== start) start = wall - again;
  return new Date(start);
}

/** The day after a YYYY-MM-DD date. */
export function nextDate(date: string, days = 1): string {
  const m = datePattern.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)).toISOString().slice(0, 10);
}

/** Whole days from one date to another (to minus from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** [start, end) of the local day an instant falls on. */
export function dayBoundsOf(instant: Date, timeZone: string): { start: Date; end: Date } {
  const date = localDate(instant, timeZone);
  return { start: startOfDay(date, timeZone), end: startOfDay(nextDate(date), timeZone) };
}

/** Wall-clock time of an instant in the zone, as "YYYY-MM-DD HH:mm:ss" (for CSV exports). */
export function localDateTime(instant: Date, timeZone: string): string {
  const p = partsAt(timeZone, instant.getTime());
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(p.y).padStart(4, '0')}-${two(p.m)}-${two(p.d)} ${two(p.h)}:${two(p.min)}:${two(p.s)}`;
}
