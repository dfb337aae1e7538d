// Runs the system-status machine and reports which face the site should show. It is loaded lazily by the app shell,
// so XState is not part of the home page's critical path.
import { createActor } from 'xstate';
import type { SystemStatus } from './api/get-system-status';
import { systemStatusMachine, viewOf, type SystemStatusView } from './machines/system-status-machine';

export interface WatchOptions {
  /** Check the server at once, for a machine started late (the shell loads it when the first re-check is due). */
  checkNow?: boolean;
}

/** Starts the machine from the permission data's status; returns the function that stops it. */
export function watchSystemStatus(status: SystemStatus, onView: (view: SystemStatusView) => void, { checkNow = false }: WatchOptions = {}): () => void {
  const actor = createActor(systemStatusMachine, { input: { status } });
  actor.subscribe((snapshot) => onView(viewOf(snapshot)));
  actor.start();
  if (checkNow) actor.send({ type: 'status.check' });
  return () => actor.stop();
}
