// Shows the site, the maintenance page or the region page, as the system-status machine decides (spec P4.1-1).
// With a normal status the machine (and XState) is first needed when the first re-check is due, so it is loaded then,
// off the home page's critical path; with any other status it is loaded at once and decides the first face.
import { useEffect, useState, type ReactNode } from 'react';
import type { PermissionData } from '../engine/permission-data';
import type { SystemStatusView } from '../features/system-status/machines/system-status-machine';
import { MaintenancePage } from '../features/system-status/components/maintenance-page';
import { RegionPage } from '../features/system-status/components/region-page';
import { STATUS_RECHECK_INTERVAL_MS } from '../features/system-status/recheck-interval';
import { BootLoading } from './boot-screens';
import { ShellTools } from './shell-tools';

/** Status 0 of the permission data (docs/team-contracts.md): the only status whose face needs no machine to decide. */
const NORMAL_STATUS = 0;

export function SystemStatusGate({ permission, children }: { permission: PermissionData; children: ReactNode }) {
  const startsNormal = permission.status === NORMAL_STATUS;
  const [view, setView] = useState<SystemStatusView | null>(startsNormal ? 'app' : null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const timer = setTimeout(
      () => {
        void import('../features/system-status/watch-system-status').then(({ watchSystemStatus }) => {
          if (!cancelled) stop = watchSystemStatus(permission.status, setView, { checkNow: startsNormal });
        });
      },
      startsNormal ? STATUS_RECHECK_INTERVAL_MS : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [permission.status, startsNormal]);

  switch (view) {
    case null:
      return <BootLoading />;
    case 'maintenance':
      return <MaintenancePage permission={permission} tools={<ShellTools />} />;
    case 'region':
      return <RegionPage permission={permission} tools={<ShellTools />} />;
    default:
      return children;
  }
}
