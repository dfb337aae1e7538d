// GET /wps/system/status: the whole-site status (0 normal, 1 maintenance, 2 region-blocked), polled by the
// system-status machine (no query hook: the machine owns the polling).
import { apiValue } from '../../../lib/api-client';

export type SystemStatus = 0 | 1 | 2;

export const SYSTEM_STATUS_PATH = '/wps/system/status';

function toStatus(value: unknown): SystemStatus {
  // The answer is the bare code or an object holding it; anything else is treated as normal rather than locking players out.
  const raw = typeof value === 'object' && value !== null ? (value as { status?: unknown }).status : value;
  return raw === 1 || raw === 2 ? raw : 0;
}

export async function getSystemStatus({ signal }: { signal?: AbortSignal } = {}): Promise<SystemStatus> {
  return toStatus(await apiValue<unknown>(SYSTEM_STATUS_PATH, { signal }));
}
