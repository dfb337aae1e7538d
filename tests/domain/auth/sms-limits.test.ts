import { describe, expect, it } from 'vitest';
import { smsSendRefusal } from '../../../server/domain/auth/sms-limits.js';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('SMS send limits', () => {
  it('[P5-1][P9-4] sends at most once per second to a number', () => {
    expect(smsSendRefusal({ number: [ago(999)], ip: [] }, now)).toEqual({ code: 'too_many_requests', retryAfterSeconds: 1 });
    expect(smsSendRefusal({ number: [ago(1000)], ip: [] }, now)).toBeNull();
  });

  it('[P8-20][P9-4] allows five sends per number in five minutes, then asks to wait', () => {
    const four = [ago(200_000), ago(100_000), ago(50_000), ago(10_000)];
    expect(smsSendRefusal({ number: four, ip: [] }, now)).toBeNull();
    expect(smsSendRefusal({ number: [...four, ago(5_000)], ip: [] }, now)).toEqual({ code: 'too_many_requests_5_minutes', retryAfterSeconds: 100 });
  });

  it('[P8-20][P9-4] allows twenty sends per IP in five minutes', () => {
    const nineteen = Array.from({ length: 19 }, (_, i) => ago(10_000 + i * 1000));
    expect(smsSendRefusal({ number: [], ip: nineteen }, now)).toBeNull();
    expect(smsSendRefusal({ number: [], ip: [...nineteen, ago(240_000)] }, now)).toEqual({ code: 'too_many_requests_5_minutes', retryAfterSeconds: 60 });
  });

  it('[P9-4] counts only the last five minutes', () => {
    const old = Array.from({ length: 30 }, () => ago(300_000));
    expect(smsSendRefusal({ number: old, ip: old }, now)).toBeNull();
  });
});
