// Calendar dates typed and shown in the site language's own numeric order (26/11/2026, 11/26/2026, 2026/11/26), not
// the browser's: a browser's date input follows the operating system, so a Khmer page could show mm/dd/yyyy. Values
// stay YYYY-MM-DD everywhere else (ranges, API queries); this module only turns them into text and back.

type Part = 'day' | 'month' | 'year';

export interface DatePattern {
  /** The order the language writes a numeric date in. */
  order: readonly Part[];
  /** What it puts between the parts. */
  separator: string;
  /** The Intl locale used (a language the runtime lacks falls back to day/month/year). */
  locale: string;
}

const patterns = new Map<string, DatePattern>();

/** The numeric date pattern of a language, read from Intl (cached: a page formats many dates). */
export function datePattern(language: string): DatePattern {
  const known = patterns.get(language);
  if (known) return known;
  const supported = Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;
  const locale = supported ? language : 'en-GB';
  const parts = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2026, 10, 26)));
  const order = parts.filter((p): p is Intl.DateTimeFormatPart & { type: Part } => p.type === 'day' || p.type === 'month' || p.type === 'year').map((p) => p.type);
  const separator = parts.find((p) => p.type === 'literal')?.value ?? '/';
  const pattern: DatePattern = { order: order.length === 3 ? order : ['day', 'month', 'year'], separator, locale };
  patterns.set(language, pattern);
  return pattern;
}

const isoParts = (iso: string): Record<Part, string> | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? { year: m[1]!, month: m[2]!, day: m[3]! } : null;
};

/** YYYY-MM-DD as the language writes it with digits (always Latin digits, as money is). */
export function formatDateInput(iso: string, language: string): string {
  const parts = isoParts(iso);
  if (!parts) return '';
  const { order, separator } = datePattern(language);
  return order.map((part) => parts[part]).join(separator);
}

/** A real calendar date, as YYYY-MM-DD, or null (31 February is not one). */
function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}

/**
 * What a person typed, read in the language's order: any of / . - or spaces between the parts, one or two digits for
 * day and month, four for the year. A YYYY-MM-DD value is read as such in every language. Anything else is null.
 */
export function parseDateInput(text: string, language: string): string | null {
  const trimmed = text.trim().replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x6f0)).replace(/[\u17e0-\u17e9]/g, (d) => String(d.charCodeAt(0) - 0x17e0)).replace(/[\u0e50-\u0e59]/g, (d) => String(d.charCodeAt(0) - 0xe50));
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numbers = trimmed.split(/[\s/.\-年月日]+/).filter(Boolean);
  if (numbers.length !== 3 || numbers.some((n) => !/^\d+$/.test(n))) return null;
  const { order } = datePattern(language);
  const value: Partial<Record<Part, string>> = {};
  order.forEach((part, i) => { value[part] = numbers[i]; });
  if (value.year!.length !== 4 || value.month!.length > 2 || value.day!.length > 2) return null;
  return isoOf(Number(value.year), Number(value.month), Number(value.day));
}

/** The days of a month's calendar grid, weeks from Monday, with the days of the months around it to fill the weeks. */
export function monthGrid(year: number, month: number): string[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const offset = (first.getUTCDay() + 6) % 7; // Monday first
  const start = new Date(first);
  start.setUTCDate(1 - offset);
  const weeks: string[][] = [];
  const day = new Date(start);
  do {
    const week: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(day.toISOString().slice(0, 10));
      day.setUTCDate(day.getUTCDate() + 1);
    }
    weeks.push(week);
  } while (day.getUTCMonth() === month - 1);
  return weeks;
}
