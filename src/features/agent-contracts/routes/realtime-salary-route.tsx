// /agentHome/agentRealtimeSalary (M3-8, M4-5): real-time salary contracts, settled every 5 minutes, and their settlement records.
import { ContractsPage } from '../components/contracts-page';

export function Component() {
  return <ContractsPage kind="realtime" />;
}
