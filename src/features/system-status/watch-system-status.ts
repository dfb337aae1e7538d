// Runs the system-status machine and reports which face the site should show, with the latest report. It is loaded
// lazily by the app shell, so XState is not part of the home page's critical path.
import { createActor } from 'xstate';
import type { StatusReport } from './api/get-system-status';
import { systemStatusMachine, viewOf, type SystemStatusView } from './machines/system-status-machine';

export interface WatchOptions {
  /** Check the server at once, for a machine started late (the shell loads it when the first re-check is due). */
  checkNow?: boolean;
}

/** Starts the machine from the permission data's report; returns the function that stops it. */
export function watchSystemStatus(
  report: StatusReport,
  onChange: (view: SystemStatusView, report: StatusReport) => void,
  { checkNow = false }: WatchOptions = {},
): () => void {
  const actor = createActor(systemStatusMachine, { input: { report } });
  actor.subscribe((snapshot) => onChange(viewOf(snapshot), snapshot.context.report));
  actor.start();
  if (checkNow) actor.send({ type: 'status.check' });
  return () => actor.stop();
}
