// Announcements for agents (agentAnnouncement, M2-20): the merchant's notices through the announcements call the
// player site uses; the configuration has no agent-only audience, so agents read the same notices.
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../features/announcements/api/get-announcements';
import { AnnouncementList } from '../../features/announcements/components/announcement-list';
import { usePermission } from '../../lib/permission';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { teamErrorText, TeamPage } from '../../ui/team-page-parts';

export function AgentAnnouncementsPage() {
  const { t, i18n } = useTranslation(['agentTeam', 'common']);
  const { merchant } = usePermission();
  const announcements = useAnnouncements(i18n.language);
  return (
    <TeamPage title={t('titles.announcements')}>
      {announcements.isPending ? (
        <Skeleton $height="160px" data-testid="team-loading" />
      ) : announcements.isError ? (
        <ErrorState message={teamErrorText(t, announcements.error)} retryLabel={t('common:actions.retry')} onRetry={() => void announcements.refetch()} />
      ) : (
        <AnnouncementList notices={announcements.data.playerNotices} timeZone={merchant.timezone} />
      )}
    </TeamPage>
  );
}
