// /agentHome/agentHourSalary (M3-8, M4-4): hourly salary contracts and their settlement records.
import { ContractsPage } from '../components/contracts-page';

export function Component() {
  return <ContractsPage kind="hourly" />;
}
