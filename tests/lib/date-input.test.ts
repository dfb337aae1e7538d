// Dates typed and shown in the site language's order (issue 18.8): the pattern from Intl, text both ways, the grid.
import { describe, expect, it } from 'vitest';
import { datePattern, formatDateInput, monthGrid, parseDateInput } from '../../src/lib/date-input';

describe('date input text', () => {
  it('[P9-7] writes a date in each language\'s own numeric order, with Latin digits', () => {
    expect(formatDateInput('2026-11-05', 'en')).toBe('11/05/2026');
    expect(formatDateInput('2026-11-05', 'en-GB')).toBe('05/11/2026');
    expect(formatDateInput('2026-11-05', 'zh')).toBe('2026/11/05');
    expect(formatDateInput('2026-11-05', 'km')).toMatch(/^05.11.2026$/);
    expect(formatDateInput('2026-11-05', 'ar')).toMatch(/^05.+11.+2026$/);
    expect(formatDateInput('not a date', 'en')).toBe('');
  });

  it('reads what a person types in that order, with any usual separator, and ISO in every language', () => {
    expect(parseDateInput('11/5/2026', 'en')).toBe('2026-11-05');
    expect(parseDateInput('5.11.2026', 'km')).toBe('2026-11-05');
    expect(parseDateInput(' 05-11-2026 ', 'km')).toBe('2026-11-05');
    expect(parseDateInput('2026/11/05', 'zh')).toBe('2026-11-05');
    expect(parseDateInput('2026年11月5日', 'zh')).toBe('2026-11-05');
    expect(parseDateInput('2026-11-05', 'en')).toBe('2026-11-05');
    expect(parseDateInput('٠٥/١١/٢٠٢٦', 'ar')).toBe(parseDateInput('05/11/2026', 'ar'));
  });

  it('refuses what is not a calendar date', () => {
    for (const text of ['', '31/02/2026', '13/13/2026', '1/1/26', '2026-02-30', 'tomorrow', '1/2/3/4']) expect(parseDateInput(text, 'en-GB')).toBeNull();
  });

  it('falls back to day/month/year for a language the runtime lacks', () => {
    expect(datePattern('xx-unknown').order).toEqual(['day', 'month', 'year']);
  });
});

describe('month grid', () => {
  it('lays a month out in whole weeks from Monday', () => {
    const weeks = monthGrid(2026, 11); // 1 November 2026 is a Sunday
    expect(weeks[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(weeks.at(-1)!.at(-1)).toBe('2026-12-06');
    expect(weeks.flat()).toContain('2026-11-30');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});
