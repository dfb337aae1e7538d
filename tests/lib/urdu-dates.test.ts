// Urdu (issue 16): ur-PK needs no calendar or digit choice: Intl writes Gregorian dates with Urdu month names and
// Latin digits (5 نومبر، 2026), the digits Pakistani sites use; a date field types day/month/year and also reads
// Extended Arabic-Indic digits (۰-۹) typed from an Urdu keyboard; money keeps Latin digits.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/engine/money';
import { intlLocaleOf } from '../../src/engine/languages';
import { formatDateInput, parseDateInput } from '../../src/lib/date-input';
import { formatDate } from '../../src/lib/format-date';
import { monthLabel } from '../../src/features/member-extras/components/vip-monthly';

describe('Urdu dates and money', () => {
  it('[P9-7] writes Gregorian dates with Urdu month names and Latin digits', () => {
    expect(intlLocaleOf('ur')).toBe('ur-PK');
    const text = formatDate('2026-11-05T05:00:00Z', 'ur', 'Asia/Karachi');
    expect(text).toContain('نومبر');
    expect(text).toContain('2026');
    expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    expect(monthLabel('2026-05', 'ur')).toBe('مئی 2026');
  });

  it('[P9-7] types dates day/month/year and reads Urdu keyboard digits', () => {
    expect(formatDateInput('2026-11-05', 'ur')).toBe('05/11/2026');
    expect(parseDateInput('05/11/2026', 'ur')).toBe('2026-11-05');
    expect(parseDateInput('۰۵/۱۱/۲۰۲۶', 'ur')).toBe('2026-11-05');
  });

  it('[P9-7] writes money with Latin digits and the merchant\'s currency', () => {
    expect(formatMoney(123450, { code: 'USD', symbol: '$', minorUnits: 2 }, { locale: 'ur' })).toBe('$1,234.50');
  });
});
