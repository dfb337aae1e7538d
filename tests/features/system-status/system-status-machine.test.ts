import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StatusReport, SystemStatus } from '../../../src/features/system-status/api/get-system-status';
import { systemStatusMachine, viewOf } from '../../../src/features/system-status/machines/system-status-machine';

const INTERVAL = 1_000;

const report = (status: SystemStatus, extra: Partial<StatusReport> = {}): StatusReport => ({
  status,
  maintenanceEndsAt: null,
  maintenanceInfo: null,
  ip: '192.0.2.1',
  ...extra,
});

/** The machine with a scripted status server and a short interval. */
function startWith(initial: SystemStatus, answers: Array<StatusReport | Error>) {
  const fetchStatus = vi.fn(async () => {
    const next = answers.shift() ?? report(initial);
    if (next instanceof Error) throw next;
    return next;
  });
  const machine = systemStatusMachine.provide({
    delays: { recheckInterval: INTERVAL },
    actors: { fetchStatus: fromPromise(fetchStatus) },
  });
  const actor = createActor(machine, { input: { report: report(initial) } });
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

  it('[P4.1-1] re-checks the status every interval and switches to maintenance', async () => {
    const { actor, fetchStatus } = startWith(0, [report(0), report(1)]);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(viewOf(actor.getSnapshot())).toBe('app');
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(viewOf(actor.getSnapshot())).toBe('maintenance');
    expect(actor.getSnapshot().context.report.status).toBe(1);
  });

  it('[P2.12-1] returns to the app when maintenance ends', async () => {
    const { actor } = startWith(1, [report(0)]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(viewOf(actor.getSnapshot())).toBe('app');
  });

  it('[P2.12-1] keeps the maintenance page but takes a new end time from a check', async () => {
    const { actor } = startWith(1, [report(1, { maintenanceEndsAt: '2026-12-31T18:00:00Z' })]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(viewOf(actor.getSnapshot())).toBe('maintenance');
    expect(actor.getSnapshot().context.report.maintenanceEndsAt).toBe('2026-12-31T18:00:00Z');
  });

  it('[P2.12-2] moves to the region page when the status becomes 2, with the IP the server saw', async () => {
    const { actor } = startWith(0, [report(2, { ip: '203.0.113.7' })]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(viewOf(actor.getSnapshot())).toBe('region');
    expect(actor.getSnapshot().context.report.ip).toBe('203.0.113.7');
  });

  it('keeps the current page when a check fails, and checks again later', async () => {
    const { actor, fetchStatus } = startWith(1, [new Error('offline'), report(0)]);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(viewOf(actor.getSnapshot())).toBe('maintenance');
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(viewOf(actor.getSnapshot())).toBe('app');
  });

  it('checks at once on status.check', async () => {
    const { actor, fetchStatus } = startWith(0, [report(1)]);
    expect(actor.getSnapshot().can({ type: 'status.check' })).toBe(true);
    actor.send({ type: 'status.check' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(viewOf(actor.getSnapshot())).toBe('maintenance');
  });

  it('[P4.1-1] lets maintenance win when a report says maintenance (status 1, never 2, while both apply)', () => {
    const { actor } = startWith(0, []);
    actor.send({ type: 'status.received', report: report(1) });
    expect(viewOf(actor.getSnapshot())).toBe('maintenance');
    actor.send({ type: 'status.received', report: report(2) });
    expect(viewOf(actor.getSnapshot())).toBe('region');
  });
});
