// GET /wps/system/status: the whole-site status (0 normal, 1 maintenance, 2 region-blocked) with what the status pages
// show, polled by the system-status machine (no query hook: the machine owns the polling).
import type { SystemStatusValue } from '../../../engine/api/system';
import type { PermissionData } from '../../../engine/permission-data';
import { apiValue } from '../../../lib/api-client';

export type SystemStatus = SystemStatusValue['status'];

/** What the maintenance and region pages show; it first comes with the permission data, then with each check. */
export type StatusReport = Pick<SystemStatusValue, 'status' | 'maintenanceEndsAt' | 'maintenanceInfo' | 'ip'>;

export const SYSTEM_STATUS_PATH = '/wps/system/status';

export function reportFromPermission(permission: Pick<PermissionData, 'status' | 'maintenanceInfo' | 'location'>): StatusReport {
  return {
    status: permission.status,
    maintenanceEndsAt: permission.maintenanceInfo.endsAt,
    maintenanceInfo: permission.maintenanceInfo.info,
    ip: permission.location.ip,
  };
}

export async function getSystemStatus({ signal }: { signal?: AbortSignal } = {}): Promise<StatusReport> {
  const value = await apiValue<SystemStatusValue>(SYSTEM_STATUS_PATH, { signal });
  return { status: value.status, maintenanceEndsAt: value.maintenanceEndsAt, maintenanceInfo: value.maintenanceInfo, ip: value.ip };
}
