// /agentHome/agentDailyWages2 (M3-8, M4-4): daily salary (daily wage) contracts and their settlement records.
import { ContractsPage } from '../components/contracts-page';

export function Component() {
  return <ContractsPage kind="daily" />;
}
