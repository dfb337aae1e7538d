// The missions calls of docs/member-centre.md (Missions): this period's missions, claiming one, and the weekly
// leaderboard. A claim changes the wallet balance, the header badges and the leaderboard, so it refreshes them.
// The wire types come from the schemas the server's routes validate with (src/engine/api/missions.ts).
import type { Static } from '@sinclair/typebox';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimValue, LeaderboardEntryValue, LeaderboardValue, MissionValue, PeriodValue, SummaryValue } from '../../../engine/api/missions';
import { apiValue } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

export type MissionPeriod = Static<typeof PeriodValue>;
export type Mission = Static<typeof MissionValue>;
export type MissionStatus = Mission['status'];
export type MissionSummary = Static<typeof SummaryValue>;
export type LeaderboardEntry = Static<typeof LeaderboardEntryValue>;
export type Leaderboard = Static<typeof LeaderboardValue>;

const MISSIONS_KEY = [...MEMBER_QUERY_KEY, 'missions'] as const;

export const missionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...MISSIONS_KEY, 'summary'] as const,
    queryFn: ({ signal }) => apiValue<MissionSummary>('/wps/missions/summary', { signal }),
  });

export const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: [...MISSIONS_KEY, 'leaderboard'] as const,
    queryFn: ({ signal }) => apiValue<Leaderboard>('/wps/missions/leaderboard', { signal }),
  });

export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (missionId: string) =>
      apiValue<Static<typeof ClaimValue>>(`/wps/missions/${encodeURIComponent(missionId)}/claim`, { method: 'POST' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: MISSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'badges'] });
      void queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'wallet', 'balance'] });
    },
  });
}
