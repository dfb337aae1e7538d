import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { captchaMachine, type Captcha } from '../../../src/features/auth/machines/captcha-machine';

function start(visible = false, fetch: () => Promise<Captcha> = async () => ({ captchaId: `c${Date.now()}`, image: 'iVBOR' })) {
  const fetchCaptcha = vi.fn(fetch);
  const actor = createActor(captchaMachine.provide({ actors: { fetchCaptcha: fromPromise(() => fetchCaptcha()) } }), {
    input: { visible, now: () => Date.now() },
  });
  actor.start();
  return { actor, fetchCaptcha };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

describe('captchaMachine', () => {
  it('[P4.3-2] stays hidden and loads nothing until asked', async () => {
    const { actor, fetchCaptcha } = start(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(fetchCaptcha).not.toHaveBeenCalled();
    actor.send({ type: 'captcha.load' });
    expect(actor.getSnapshot().matches({ visible: 'loading' })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ visible: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.captcha?.image).toBe('iVBOR');
  });

  it('[P4.4-7][P5-2] starts visible and loaded when the register setting shows it', async () => {
    const { actor, fetchCaptcha } = start(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ visible: 'ready' })).toBe(true);
    expect(fetchCaptcha).toHaveBeenCalledTimes(1);
  });

  it('[P4.3-2][P4.4-7][P9-4] refreshes on click at most once per second', async () => {
    const { actor, fetchCaptcha } = start(true);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'captcha.refresh' });
    actor.send({ type: 'captcha.refresh' });
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'captcha.refresh' });
    expect(fetchCaptcha).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'captcha.refresh' });
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ visible: 'ready' })).toBe(true);
  });

  it('[P7.3-1][P8-6] reloads at once when the owner says the captcha was used', async () => {
    const { actor, fetchCaptcha } = start(true);
    await vi.advanceTimersByTimeAsync(0);
    const first = actor.getSnapshot().context.captcha?.captchaId;
    await vi.advanceTimersByTimeAsync(10);
    actor.send({ type: 'captcha.load' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.captcha?.captchaId).not.toBe(first);
  });

  it('shows a failed load and lets a click try again', async () => {
    let fail = true;
    const { actor } = start(true, async () => {
      if (fail) throw { code: 'network_error' };
      return { captchaId: 'ok', image: 'img' };
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ visible: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('network_error');
    fail = false;
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'captcha.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.captcha?.captchaId).toBe('ok');
  });
});
