// The pure records rules: date ranges in the merchant time zone, major units and CSV cells.
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, dateRange, majorUnits } from '../../../server/domain/records/records-rules.js';

describe('records rules', () => {
  it('[M2-9] defaults to the last 7 local days and allows at most 90', () => {
    const now = new Date('2026-06-01T18:00:00Z'); // 01:00 on 2 June in Phnom Penh
    expect(dateRange({}, now, 'Asia/Phnom_Penh')).toMatchObject({ ok: true, value: { from: '2026-05-27', to: '2026-06-02' } });
    const r = dateRange({ from: '2026-06-01', to: '2026-06-01' }, now, 'Asia/Phnom_Penh');
    expect(r.ok && [r.value.start.toISOString(), r.value.end.toISOString()]).toEqual(['2026-05-31T17:00:00.000Z', '2026-06-01T17:00:00.000Z']);
    expect(dateRange({ from: '2026-03-04', to: '2026-06-01' }, now, 'UTC')).toMatchObject({ ok: true });
    expect(dateRange({ from: '2026-03-03', to: '2026-06-01' }, now, 'UTC')).toMatchObject({ ok: false, error: { code: 'date_range_too_long' } });
    expect(dateRange({ from: '2026-06-02', to: '2026-06-01' }, now, 'UTC')).toMatchObject({ ok: false, error: { code: 'invalid_date_range' } });
    // A malformed end without a start used to throw while counting the default start back from it (500).
    for (const to of ['Strin', '2026-13-01', '{V&&']) expect(dateRange({ to }, now, 'UTC'), to).toMatchObject({ ok: false, error: { code: 'invalid_date_range' } });
  });

  it('[M9-2] writes minor units as major units with the currency decimals', () => {
    expect(majorUnits(123456n, 2)).toBe('1234.56');
    expect(majorUnits(-5n, 2)).toBe('-0.05');
    expect(majorUnits(0n, 2)).toBe('0.00');
    expect(majorUnits(150000n, 0)).toBe('150000');
  });

  it('[M2-8] quotes CSV cells and disarms formulas', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-3)).toBe('-3');
    expect(csvDocument(['A', 'B'], [['1', '2']])).toBe('\uFEFFA,B\r\n1,2\r\n');
  });
});
