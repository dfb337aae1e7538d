// Settlement periods in the merchant's time zone (spec M9-10, M4-5): daily, weekly (Monday to Monday), semimonthly
// (1st-15th, 16th-end), monthly, hourly and every 5 minutes. Hours and 5-minute slots are counted from the local
// midnight and cut at the next one, so periods tile time with no gap or overlap even across DST. No I/O.
import { localDate, nextDate, startOfDay } from '../local-day.js';
import type { PeriodType } from '../../../src/engine/contract-terms.js';

export interface Period {
  type: PeriodType;
  /** First instant of the period (included). */
  start: Date;
  /** First instant after it (excluded). */
  end: Date;
}

const stepMs: Partial<Record<PeriodType, number>> = { hourly: 3_600_000, fiveMinutes: 300_000 };

/** The first and the day after the last local date of the calendar period holding a local date. */
function calendarDates(type: PeriodType, date: string): [string, string] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
  const nextMonth = m === 12 ? `${String(y + 1).padStart(4, '0')}-01-01` : `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
  switch (type) {
    case 'weekly': {
      const back = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
      const monday = nextDate(date, -back);
      return [monday, nextDate(monday, 7)];
    }
    case 'semimonthly':
      return d <= 15 ? [`${month}-01`, `${month}-16`] : [`${month}-16`, nextMonth];
    case 'monthly':
      return [`${month}-01`, nextMonth];
    default:
      return [date, nextDate(date)];
  }
}

/** The period of a type that holds an instant. */
export function periodAt(type: PeriodType, instant: Date, timeZone: string): Period {
  const date = localDate(instant, timeZone);
  const [first, after] = calendarDates(type, date);
  const start = startOfDay(first, timeZone);
  const end = startOfDay(after, timeZone);
  const step = stepMs[type];
  if (step === undefined) return { type, start, end };
  const k = Math.floor((instant.getTime() - start.getTime()) / step);
  const s = start.getTime() + k * step;
  return { type, start: new Date(s), end: new Date(Math.min(s + step, end.getTime())) };
}

/** The period right after one. */
export const nextPeriod = (p: Period, timeZone: string): Period => periodAt(p.type, p.end, timeZone);

/** The periods that end at or before `until`, from the one holding `from`; at most `limit` of them. */
export function closedPeriods(type: PeriodType, from: Date, until: Date, timeZone: string, limit = 500): Period[] {
  const out: Period[] = [];
  for (let p = periodAt(type, from, timeZone); p.end.getTime() <= until.getTime() && out.length < limit; p = nextPeriod(p, timeZone)) out.push(p);
  return out;
}
