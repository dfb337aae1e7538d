// /agentHome/downlineManagmentView (M2-23): the agent's downlines.
import { DownlineManagementPage } from '../components/downline-management';

export function Component() {
  return <DownlineManagementPage />;
}
