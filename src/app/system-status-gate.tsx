// Shows the site, the maintenance page or the region page, as the system-status machine decides (spec P4.1-1).
// With a normal status the machine (and XState) is first needed when the first re-check is due, so it is loaded then,
// off the home page's critical path; with any other status it is loaded at once and decides the first face.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { PermissionData } from '../engine/permission-data';
import { reportFromPermission, type StatusReport } from '../features/system-status/api/get-system-status';
import type { SystemStatusView } from '../features/system-status/machines/system-status-machine';
import { STATUS_RECHECK_INTERVAL_MS } from '../features/system-status/recheck-interval';
import { BootLoading } from './boot-screens';
import { lazyComponent } from './lazy-component';
import { ShellTools } from './shell-tools';

const MaintenancePage = lazyComponent(() => import('../features/system-status/components/maintenance-page').then((m) => m.MaintenancePage));
const RegionPage = lazyComponent(() => import('../features/system-status/components/region-page').then((m) => m.RegionPage));

/** Status 0 of the permission data (docs/team-contracts.md): the only status whose face needs no machine to decide. */
const NORMAL_STATUS = 0;

interface Face {
  view: SystemStatusView;
  report: StatusReport;
}

export function SystemStatusGate({ permission, children }: { permission: PermissionData; children: ReactNode }) {
  const startsNormal = permission.status === NORMAL_STATUS;
  const [face, setFace] = useState<Face | null>(() => (startsNormal ? { view: 'app', report: reportFromPermission(permission) } : null));

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const timer = setTimeout(
      () => {
        void import('../features/system-status/watch-system-status').then(({ watchSystemStatus }) => {
          if (cancelled) return;
          stop = watchSystemStatus(reportFromPermission(permission), (view, report) => setFace({ view, report }), { checkNow: startsNormal });
        });
      },
      startsNormal ? STATUS_RECHECK_INTERVAL_MS : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [permission, startsNormal]);

  if (!face) return <BootLoading />;
  const { merchant } = permission;
  if (face.view === 'app') return children;
  return (
    <Suspense fallback={<BootLoading />}>
      {face.view === 'maintenance' ? (
        <MaintenancePage merchantName={merchant.name} timeZone={merchant.timezone} report={face.report} tools={<ShellTools />} />
      ) : (
        <RegionPage merchantName={merchant.name} report={face.report} tools={<ShellTools />} />
      )}
    </Suspense>
  );
}
