// Which face the whole site shows (spec P4.1-1): the app, the maintenance page or the blocked-region page. The first
// report arrives with the permission data; the machine then re-checks GET /wps/system/status every recheckInterval.
import { assign, fromPromise, raise, setup } from 'xstate';
import { statusView } from '../../../engine/system-status';
import { getSystemStatus, type StatusReport } from '../api/get-system-status';
import { STATUS_RECHECK_INTERVAL_MS } from '../recheck-interval';

export type SystemStatusEvent =
  | { type: 'status.received'; report: StatusReport }
  | { type: 'status.check' };

export const systemStatusMachine = setup({
  types: {
    context: {} as { report: StatusReport },
    input: {} as { report: StatusReport },
    events: {} as SystemStatusEvent,
  },
  actors: {
    fetchStatus: fromPromise<StatusReport>(({ signal }) => getSystemStatus({ signal })),
  },
  delays: {
    recheckInterval: STATUS_RECHECK_INTERVAL_MS,
  },
  guards: {
    isMaintenance: ({ context }) => statusView(context.report.status) === 'maintenance',
    isRegionBlocked: ({ context }) => statusView(context.report.status) === 'region',
    isStatusChanged: ({ context, event }) => event.type === 'status.received' && event.report.status !== context.report.status,
  },
  actions: {
    assignReport: assign({ report: ({ context, event }) => (event.type === 'status.received' ? event.report : context.report) }),
  },
}).createMachine({
  id: 'systemStatus',
  type: 'parallel',
  context: ({ input }) => ({ report: input.report }),
  states: {
    view: {
      initial: 'deciding',
      on: {
        'status.received': [
          { guard: 'isStatusChanged', target: '.deciding', actions: 'assignReport' },
          // Same face, but the end time or the text may have changed.
          { actions: 'assignReport' },
        ],
      },
      states: {
        deciding: {
          always: [
            { guard: 'isMaintenance', target: 'maintenance' },
            { guard: 'isRegionBlocked', target: 'region' },
            { target: 'app' },
          ],
        },
        app: {},
        maintenance: {},
        region: {},
      },
    },
    recheck: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { recheckInterval: 'checking' },
          on: { 'status.check': 'checking' },
        },
        checking: {
          invoke: {
            src: 'fetchStatus',
            onDone: {
              target: 'waiting',
              // Raised as an event so the view region decides with the same guards as for the first report.
              actions: raise(({ event }) => ({ type: 'status.received' as const, report: event.output })),
            },
            // A failed check keeps the current face: a flaky network must not hide the site or the maintenance page.
            onError: 'waiting',
          },
        },
      },
    },
  },
});

export type SystemStatusView = 'app' | 'maintenance' | 'region';

/** The face a snapshot shows; 'deciding' is transient and never observed. */
export function viewOf(snapshot: { matches: (state: { view: SystemStatusView }) => boolean }): SystemStatusView {
  if (snapshot.matches({ view: 'maintenance' })) return 'maintenance';
  if (snapshot.matches({ view: 'region' })) return 'region';
  return 'app';
}
