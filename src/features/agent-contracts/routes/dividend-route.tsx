// /agentHome/agentDividendRecordCopy2 (M3-8, M4-4): dividend contracts and their settlement records.
import { ContractsPage } from '../components/contracts-page';

export function Component() {
  return <ContractsPage kind="dividend" />;
}
