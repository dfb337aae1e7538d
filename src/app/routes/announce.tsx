// /announce (spec P2.1-8): every notice of the merchant.
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../features/announcements/api/get-announcements';
import { AnnouncementList } from '../../features/announcements/components/announcement-list';
import { errorKeys } from '../../lib/api-client';
import { usePermission } from '../../lib/permission';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';

export function Component() {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const { merchant } = usePermission();
  const announcements = useAnnouncements(i18n.language);
  return (
    <>
      <h1>{t('announce.title')}</h1>
      {announcements.isPending ? (
        <Skeleton $height="160px" />
      ) : announcements.isError ? (
        <ErrorState message={t(errorKeys(announcements.error), { ns: 'common' })} retryLabel={t('common:actions.retry')} onRetry={() => void announcements.refetch()} />
      ) : (
        <AnnouncementList notices={announcements.data.playerNotices} timeZone={merchant.timezone} />
      )}
    </>
  );
}
