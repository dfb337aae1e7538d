// Team overview (agentTeamOverview, M2-21), also the /agentHome landing.
import { TeamOverviewPage } from '../components/team-overview';

export function Component() {
  return <TeamOverviewPage />;
}
