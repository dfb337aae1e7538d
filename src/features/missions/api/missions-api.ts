// The missions calls of docs/member-centre.md (Missions): this period's missions, claiming one, and the weekly
// leaderboard. A claim changes the wallet balance, the header badges and the leaderboard, so it refreshes them.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

export type MissionStatus = 'in_progress' | 'claimable' | 'claimed';

export interface MissionPeriod {
  type: 'daily' | 'weekly';
  key: string;
  startsAt: string;
  endsAt: string;
}

export interface Mission {
  missionId: string;
  period: MissionPeriod;
  metric: 'rounds' | 'turnover' | 'deposits';
  target: number;
  progress: number;
  status: MissionStatus;
  state: 0 | 1 | 2;
  points: number;
  reward: number;
}

export interface MissionSummary {
  missions: Mission[];
  claimable: number;
  currency: string;
}

export interface LeaderboardEntry {
  rank: number;
  account: string;
  points: number;
  completed: number;
  isMe: boolean;
}

export interface Leaderboard {
  period: MissionPeriod;
  list: LeaderboardEntry[];
  me: { rank: number | null; points: number; completed: number };
}

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
      apiValue<{ missionId: string; periodKey: string; points: number; reward: number; balance: number | null }>(`/wps/missions/${encodeURIComponent(missionId)}/claim`, { method: 'POST' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: MISSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'badges'] });
      void queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'wallet', 'balance'] });
    },
  });
}
