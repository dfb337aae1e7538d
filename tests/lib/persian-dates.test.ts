// Persian (issue 16): dates keep the Gregorian calendar, the one typed into and picked from a date field, with Persian
// month names (fa-IR alone would write Solar Hijri dates, 1405 for 2026); Persian digits typed into a date field are
// read; money keeps Latin digits.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/engine/money';
import { formatDateInput, parseDateInput } from '../../src/lib/date-input';
import { formatDate } from '../../src/lib/format-date';
import { monthLabel } from '../../src/features/member-extras/components/vip-monthly';

const latin = (text: string) => text.replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x6f0));

describe('Persian dates and money', () => {
  it('[P9-7] writes Gregorian dates with Persian month names, not Solar Hijri ones', () => {
    const text = latin(formatDate('2026-11-05T05:00:00Z', 'fa', 'Asia/Tehran'));
    expect(text).toContain('2026');
    expect(text).toContain('نوامبر');
    expect(text).not.toContain('1405');
    expect(text).not.toContain('آبان');
    expect(latin(monthLabel('2026-05', 'fa'))).toBe('مهٔ 2026');
  });

  it('[P9-7] types dates in the order Persian writes them and reads Persian and Arabic-Indic digits', () => {
    expect(formatDateInput('2026-11-05', 'fa')).toBe('2026/11/05');
    expect(parseDateInput('2026/11/5', 'fa')).toBe('2026-11-05');
    expect(parseDateInput('۲۰۲۶/۱۱/۰۵', 'fa')).toBe('2026-11-05');
    expect(parseDateInput('٢٠٢٦/١١/٠٥', 'fa')).toBe('2026-11-05');
  });

  it('[P9-7] writes money with Latin digits and the merchant\'s currency', () => {
    expect(formatMoney(123450, { code: 'USD', symbol: '$', minorUnits: 2 }, { locale: 'fa' })).toBe('$1,234.50');
  });
});
