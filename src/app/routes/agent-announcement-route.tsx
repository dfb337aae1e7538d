// /agentHome/agentAnnouncement (M2-20): announcements for agents.
import { AgentAnnouncementsPage } from './agent-announcements';

export function Component() {
  return <AgentAnnouncementsPage />;
}
