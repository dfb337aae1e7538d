// Dates and times in the visitor's language and the merchant's time zone (records, maintenance end, agent clock).
export function formatDateTime(value: Date | string, language: string, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'shortOffset',
  }).format(date);
}

export function formatDate(value: Date | string, language: string, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(date);
}

/** The clock of the agent header, to the second. */
export function formatClock(value: Date, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone }).format(value);
}

/** The zone's offset from GMT at that moment, as "+7" or "+5:30" (daylight saving changes it). */
export function gmtOffset(timeZone: string, at: Date = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name.replace(/^GMT/, '');
  return offset === '' ? '+0' : offset;
}
