// Which face the whole site shows (spec P4.1-1): 0 the app, 1 the maintenance page, 2 the blocked-region page.
import { SystemStatusCode } from './permission-ids';

export type SystemStatus = (typeof SystemStatusCode)[keyof typeof SystemStatusCode];
export type StatusView = 'app' | 'maintenance' | 'region';

const VIEWS: Record<SystemStatus, StatusView> = {
  [SystemStatusCode.normal]: 'app',
  [SystemStatusCode.maintenance]: 'maintenance',
  [SystemStatusCode.regionBlocked]: 'region',
};

export function statusView(code: SystemStatus): StatusView {
  return VIEWS[code];
}

/** The status code from the two switches; maintenance wins over the region restriction. */
export function resolveStatus({ maintenance, regionBlocked }: { maintenance: boolean; regionBlocked: boolean }): SystemStatus {
  if (maintenance) return SystemStatusCode.maintenance;
  if (regionBlocked) return SystemStatusCode.regionBlocked;
  return SystemStatusCode.normal;
}
