// Today's date as yyyy-MM-dd in the merchant's time zone, for the birthday check (spec P5-4).
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
