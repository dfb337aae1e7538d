// Mission periods in the merchant's time zone (missions reset at local midnight, weeks start on Monday): which
// period an instant falls in, as a key and the [start, end) instants. No I/O.

export type MissionPeriodType = 'daily' | 'weekly';

export interface PeriodBounds {
  /** The local date the period starts on (YYYY-MM-DD): the key a claim is stored under. */
  key: string;
  start: Date;
  end: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string, instant: number) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/** The instant local midnight of a UTC-midnight-encoded date falls on in the zone. */
function localMidnight(dateUtc: number, timeZone: string): Date {
  let start = dateUtc - (wallClock(timeZone, dateUtc) - dateUtc);
  // Once more with the offset at the first guess, for days on which the offset changes.
  start = dateUtc - (wallClock(timeZone, start) - start);
  return new Date(start);
}

const isoDate = (utc: number) => new Date(utc).toISOString().slice(0, 10);

export function periodOf(type: MissionPeriodType, instant: Date, timeZone: string): PeriodBounds {
  const wall = wallClock(timeZone, instant.getTime());
  let day = Date.UTC(new Date(wall).getUTCFullYear(), new Date(wall).getUTCMonth(), new Date(wall).getUTCDate());
  let days = 1;
  if (type === 'weekly') {
    // getUTCDay: Sunday 0; weeks start on Monday.
    day -= ((new Date(day).getUTCDay() + 6) % 7) * 86_400_000;
    days = 7;
  }
  return { key: isoDate(day), start: localMidnight(day, timeZone), end: localMidnight(day + days * 86_400_000, timeZone) };
}
