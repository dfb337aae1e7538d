// /agentHome/agentAnnouncement (M2-20): announcements for agents.
import { AgentAnnouncementsPage } from '../components/agent-announcements';

export function Component() {
  return <AgentAnnouncementsPage />;
}
