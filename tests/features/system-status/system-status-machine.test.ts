import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SystemStatus } from '../../../src/features/system-status/api/get-system-status';
import { systemStatusMachine, viewOf } from '../../../src/features/system-status/machines/system-status-machine';

const INTERVAL = 1_000;

/** The machine with a scripted status server and a short interval. */
function startWith(initial: SystemStatus, answers: Array<SystemStatus | Error>) {
  const fetchStatus = vi.fn(async () => {
    const next = answers.shift() ?? initial;
    if (next instanceof Error) throw next;
    return next;
  });
  const machine = systemStatusMachine.provide({
    delays: { recheckInterval: INTERVAL },
    actors: { fetchStatus: fromPromise(fetchStatus) },
  });
  const actor = createActor(machine, { input: { status: initial } });
  actor.start();
  return { actor, fetchStatus };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('system status machine', () => {
  it('[P4.1-1] shows the app for status 0, maintenance for 1 and the region page for 2', () => {
    expect(viewOf(startWith(0, []).actor.getSnapshot())).toBe('app');
    expect(viewOf(startWith(1, []).actor.getSnapshot())).toBe('maintenance');
    expect(viewOf(startWith(2, []).actor.getSnapshot())).toBe('region');
  });

  it('[P4.1-1] keeps maintenance when the server reports maintenance, whatever the region', () => {
    const { actor } = startWith(1, []);
    expect(actor.getSnapshot().matches({ view: 'maintenance' })).toBe(true);
    expect(actor.getSnapshot().matches({ view: 'region' })).toBe(false);
  });

  it('[P4.1-1][P2.12-1] re-checks the status every interval and switches to maintenance', async () => {
    const { actor, fetchStatus } = startWith(0, [0, 1]);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(viewOf(actor.getSnapshot())).toBe('app');
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(viewOf(actor.getSnapshot())).toBe('maintenance');
    expect(actor.getSnapshot().context.status).toBe(1);
  });

  it('[P2.12-1] returns to the app when maintenance ends', async () => {
    const { actor } = startWith(1, [0]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(viewOf(actor.getSnapshot())).toBe('app');
  });

  it('[P2.12-2] moves to the region page when the status becomes 2', async () => {
    const { actor } = startWith(0, [2]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(viewOf(actor.getSnapshot())).toBe('region');
  });

  it('keeps the current page when a check fails, and checks again later', async () => {
    const { actor, fetchStatus } = startWith(1, [new Error('offline'), 0]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(viewOf(actor.getSnapshot())).toBe('maintenance');
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(viewOf(actor.getSnapshot())).toBe('app');
  });

  it('checks at once on status.check', async () => {
    const { actor, fetchStatus } = startWith(0, [1]);
    expect(actor.getSnapshot().can({ type: 'status.check' })).toBe(true);
    actor.send({ type: 'status.check' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(viewOf(actor.getSnapshot())).toBe('maintenance');
  });

  it('accepts a status.received event from outside (for example a 503 answer elsewhere)', () => {
    const { actor } = startWith(0, []);
    actor.send({ type: 'status.received', status: 2 });
    expect(viewOf(actor.getSnapshot())).toBe('region');
  });
});
