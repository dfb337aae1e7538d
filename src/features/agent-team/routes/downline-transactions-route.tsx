// /agentHome/agentDownlineTransactionDetailsCopy (M2-27): the team's deposits, withdrawals and transfers.
import { TeamRecordsPage } from '../components/team-records';

export function Component() {
  return <TeamRecordsPage kind="transactions" />;
}
