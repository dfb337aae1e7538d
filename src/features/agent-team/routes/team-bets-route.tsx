// /agentHome/personalHistoryCopy (M2-24): the team's bets.
import { TeamRecordsPage } from '../components/team-records';

export function Component() {
  return <TeamRecordsPage kind="bets" />;
}
