// The live hosts (spec 7.2 "live model list" and "launch chat", P7.2-13): the hosts on shift and the chat link of
// one of them (value.chatUrl: the host's table at its chat).
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiValue, type Envelope } from '../../../lib/api-client';

export interface LiveHost {
  modelId: string;
  name: string;
  nodeId: string;
  vassalage: string;
  gameName: string;
  online: boolean;
  avatarUrl: string;
}

/** Hosts shown at the head of the live lobby. */
export const LIVE_HOSTS_SHOWN = 4;

export const liveHostsQuery = (language: string) =>
  queryOptions({
    queryKey: ['lobby', 'liveHosts', language],
    queryFn: ({ signal }) =>
      apiValue<{ list: LiveHost[] }>('/wps/relay/LIVE_modelList', { query: { onlineOnly: 1, pageSize: LIVE_HOSTS_SHOWN, language }, signal }).then((v) => v.list),
    // Shifts change on the hour.
    staleTime: 5 * 60_000,
  });

export function launchChat(modelId: string, language: string): Promise<Envelope<{ chatUrl?: string }>> {
  return apiRequest('/wps/relay/LIVE_launchChat', { query: { modelId, language } });
}
