import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  botCheckMachine,
  FAILED_PAUSE_MS,
  type ChallengeAnswer,
} from '../../../src/features/auth/machines/bot-check-machine';

const GAP_X = 120;

function start() {
  let n = 0;
  const loadChallenge = vi.fn(async () => ({ challengeId: `ch${++n}`, background: 'bg', piece: 'pc', pieceY: 40 }));
  const verifyChallenge = vi.fn(async (answer: ChallengeAnswer) => {
    if (Math.abs(answer.x - GAP_X) > 6) throw { code: 'challenge_failed' };
    return { challengeToken: `token-${answer.challengeId}` };
  });
  const actor = createActor(
    botCheckMachine.provide({
      actors: {
        loadChallenge: fromPromise(() => loadChallenge()),
        verifyChallenge: fromPromise(({ input }: { input: ChallengeAnswer }) => verifyChallenge(input)),
      },
    }),
  );
  actor.start();
  return { actor, loadChallenge, verifyChallenge };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('botCheckMachine', () => {
  it('[P4.4-4] loads a challenge, checks the dragged position and ends with a single-use token', async () => {
    const { actor, verifyChallenge } = start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    for (const x of [10, 60, 100, 118.6]) actor.send({ type: 'slider.drag', x });
    actor.send({ type: 'slider.release' });
    expect(actor.getSnapshot().matches('verifying')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(verifyChallenge).toHaveBeenCalledWith({ challengeId: 'ch1', x: 119, trail: [10, 60, 100, 119] });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ challengeToken: 'token-ch1' });
  });

  it('[P4.5-1] replaces a failed (consumed) challenge with a new one', async () => {
    const { actor, loadChallenge } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'slider.drag', x: 30 });
    actor.send({ type: 'slider.release' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('challenge_failed');
    await vi.advanceTimersByTimeAsync(FAILED_PAUSE_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(loadChallenge).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.challenge?.challengeId).toBe('ch2');
    expect(actor.getSnapshot().context.trail).toEqual([]);
  });

  it('does not verify a release without a drag', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().can({ type: 'slider.release' })).toBe(false);
  });

  it('[P4.4-5] ends without a token when the user closes it', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'botCheck.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ challengeToken: null });
  });

  it('offers a reload when the challenge cannot be loaded', async () => {
    const { actor, loadChallenge } = start();
    await vi.advanceTimersByTimeAsync(0);
    loadChallenge.mockRejectedValueOnce({ code: 'network_error' });
    actor.send({ type: 'botCheck.reload' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
    actor.send({ type: 'botCheck.reload' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});
