// /agentHome/palStatementsAgentCopy (M2-25): the team's profit and loss per day.
import { TeamRecordsPage } from '../components/team-records';

export function Component() {
  return <TeamRecordsPage kind="profit" />;
}
