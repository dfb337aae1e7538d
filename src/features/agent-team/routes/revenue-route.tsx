// /agentHome/agentRevenueReport (M2-26): the agent's income.
import { TeamRecordsPage } from '../components/team-records';

export function Component() {
  return <TeamRecordsPage kind="revenue" />;
}
