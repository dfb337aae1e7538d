import { describe, expect, it } from 'vitest';
import { imageUrl, pickHost } from '../../src/lib/cdn';
import { formatClock, gmtOffset } from '../../src/lib/format-date';
import { localizedText } from '../../src/lib/localized';

describe('CDN hosts', () => {
  it('[P3-21] picks one host at random per list and keeps it for the session', () => {
    const hosts = ['https://a.example', 'https://b.example', 'https://c.example'];
    expect(pickHost(hosts, () => 0.5)).toBe('https://b.example');
    expect(pickHost(hosts, () => 0)).toBe('https://b.example');
    expect(pickHost([])).toBe('');
  });

  it('[P3-21] serves local images from the picked host and leaves absolute URLs alone', () => {
    expect(imageUrl('/merchant-assets/demo/b.svg', [])).toBe('/merchant-assets/demo/b.svg');
    expect(imageUrl('/merchant-assets/demo/b.svg', ['https://img.example/'])).toBe('https://img.example/merchant-assets/demo/b.svg');
    expect(imageUrl('https://other.example/x.png', ['https://img.example'])).toBe('https://other.example/x.png');
  });
});

describe('dates', () => {
  it('[M2-19] gives the GMT offset of the merchant zone', () => {
    expect(gmtOffset('Asia/Phnom_Penh')).toBe('+7');
    expect(gmtOffset('UTC')).toBe('+0');
    expect(gmtOffset('Asia/Kolkata')).toBe('+5:30');
  });

  it('[P9-6] shows the clock to the second in the merchant zone', () => {
    expect(formatClock(new Date('2026-11-22T05:06:07Z'), 'en-GB', 'Asia/Phnom_Penh')).toBe('12:06:07');
  });
});

describe('operator texts', () => {
  it('takes the visitor language, else English, else any', () => {
    expect(localizedText({ km: 'ក', en: 'a' }, 'km')).toBe('ក');
    expect(localizedText({ km: 'ក', en: 'a' }, 'zh')).toBe('a');
    expect(localizedText({ zh: '中' }, 'km')).toBe('中');
    expect(localizedText('plain', 'km')).toBe('plain');
    expect(localizedText(null, 'km')).toBe('');
  });
});

describe('dates in languages the browser has no data for', () => {
  it('[P2.12-1] falls back to an all-numeric date rather than English month names', async () => {
    const { formatClock, formatDateTime } = await import('../../src/lib/format-date');
    const original = Intl.DateTimeFormat.supportedLocalesOf;
    Intl.DateTimeFormat.supportedLocalesOf = ((locales: string | string[]) => [locales].flat().filter((l) => !l.startsWith('km'))) as typeof original;
    try {
      expect(formatDateTime('2026-12-31T18:00:00Z', 'km', 'Asia/Phnom_Penh')).toBe('01/01/2027, 01:00 GMT+7');
      // A time stays a time.
      expect(formatClock(new Date('2026-11-22T05:06:07Z'), 'km', 'Asia/Phnom_Penh')).toBe('12:06:07');
    } finally {
      Intl.DateTimeFormat.supportedLocalesOf = original;
    }
  });
});
