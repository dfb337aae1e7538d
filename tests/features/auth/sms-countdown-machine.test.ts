import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  smsCountdownMachine,
  type SmsSendRequest,
  type SmsSendResult,
} from '../../../src/features/auth/machines/sms-countdown-machine';

const request: SmsSendRequest = { mobileNum: '12345678', countryDialingCode: '+855' };

function start(
  send: (input: SmsSendRequest) => Promise<SmsSendResult>,
  input: { defaultMinutes?: number } = {},
) {
  const sendCode = vi.fn(send);
  const actor = createActor(
    smsCountdownMachine.provide({ actors: { sendCode: fromPromise(({ input: req }: { input: SmsSendRequest }) => sendCode(req)) } }),
    { input: { ...input, now: () => Date.now() } },
  );
  actor.start();
  return { actor, sendCode };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

describe('smsCountdownMachine', () => {
  it('[P4.3-3][P9-4] counts 60 s times the returned minutes, then turns back into a button at zero', async () => {
    const { actor, sendCode } = start(async () => ({ expiredMinutes: 5 }));
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'sms.send', request });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sendCode).toHaveBeenCalledWith(request);
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(300);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.remaining).toBe(299);
    await vi.advanceTimersByTimeAsync(298_000);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'sms.send', request })).toBe(true);
  });

  it('[P4.4-8] is disabled while counting: a second send does nothing', async () => {
    const { actor, sendCode } = start(async () => ({ expiredMinutes: 1 }));
    actor.send({ type: 'sms.send', request });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().can({ type: 'sms.send', request })).toBe(false);
    actor.send({ type: 'sms.send', request });
    expect(sendCode).toHaveBeenCalledTimes(1);
  });

  it('[P4.5-1][P9-4] uses 1 minute when the server returns no minutes (forgot password default)', async () => {
    const { actor } = start(async () => ({}), { defaultMinutes: 1 });
    actor.send({ type: 'sms.send', request });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.remaining).toBe(60);
  });

  it('[P4.5-1] shortens the countdown by the time the request took', async () => {
    const { actor } = start(
      () => new Promise((resolve) => setTimeout(() => resolve({ expiredMinutes: 1 }), 2500)),
    );
    actor.send({ type: 'sms.send', request });
    await vi.advanceTimersByTimeAsync(2500);
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    // 60 s from the moment the request left, 2.5 s ago: 57.5 s, shown as 58.
    expect(actor.getSnapshot().context.remaining).toBe(58);
    await vi.advanceTimersByTimeAsync(57_500);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('[P5-1][P9-4] throttles sends to once per second after a failure', async () => {
    const { actor, sendCode } = start(async () => {
      throw { code: 'too_many_requests_5_minutes', serverMessage: 'Too many requests' };
    });
    actor.send({ type: 'sms.send', request });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'sms.send', request });
    expect(sendCode).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'sms.send', request });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    expect(sendCode).toHaveBeenCalledTimes(2);
  });

  it('[P7.3-2][P8-7] keeps the server message of a failed send for the warning dialog until confirmed', async () => {
    const { actor } = start(async () => {
      throw { code: 'invalid_phone_format', serverMessage: 'Invalid phone number format' };
    });
    actor.send({ type: 'sms.send', request });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toEqual({ code: 'invalid_phone_format', message: 'Invalid phone number format' });
    actor.send({ type: 'sms.dismissError' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('stops counting on reset', async () => {
    const { actor } = start(async () => ({ expiredMinutes: 5 }));
    actor.send({ type: 'sms.send', request });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'sms.reset' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(0);
  });
});
