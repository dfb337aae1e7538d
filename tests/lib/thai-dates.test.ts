// Thai (issue 16): dates keep Gregorian years, the ones typed into and picked from a date field, with Thai month
// names; Thai digits typed into a date field are read; money keeps Latin digits.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/engine/money';
import { formatDateInput, parseDateInput } from '../../src/lib/date-input';
import { formatDate } from '../../src/lib/format-date';
import { monthLabel } from '../../src/features/member-extras/components/vip-monthly';

describe('Thai dates and money', () => {
  it('[P9-7] writes Gregorian years with Thai month names, not Buddhist years', () => {
    const text = formatDate('2026-11-05T05:00:00Z', 'th', 'Asia/Bangkok');
    expect(text).toContain('2026');
    expect(text).toContain('พฤศจิกายน');
    expect(text).not.toContain('2569');
    expect(monthLabel('2026-05', 'th')).toBe('พฤษภาคม 2026');
  });

  it('[P9-7] types dates day/month/year and reads Thai digits', () => {
    expect(formatDateInput('2026-11-05', 'th')).toBe('05/11/2026');
    expect(parseDateInput('5/11/2026', 'th')).toBe('2026-11-05');
    expect(parseDateInput('๐๕/๑๑/๒๐๒๖', 'th')).toBe('2026-11-05');
  });

  it('[P9-7] writes money with Latin digits and the merchant\'s currency', () => {
    expect(formatMoney(123450, { code: 'THB', symbol: '฿', minorUnits: 2 }, { locale: 'th' })).toBe('฿1,234.50');
  });
});
