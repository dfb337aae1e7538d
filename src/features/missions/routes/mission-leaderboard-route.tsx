// /member/missionLeaderboard (spec M2-13): the member's missions with progress and claim, then this week's
// leaderboard. The member centre shell around it gives the title.
import { Leaderboard } from '../components/leaderboard';
import { MissionList } from '../components/mission-list';

export function Component() {
  return (
    <>
      <MissionList />
      <Leaderboard />
    </>
  );
}
