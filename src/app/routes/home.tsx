// The home page (spec P2.1-1, P2.2): the banners and the notice marquee come with the route; the game menu, the
// sections and the winner board (below the fold) and the announcement popup load as chunks of their own.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../features/announcements/api/get-announcements';
import { HomeBanners } from '../../features/announcements/components/home-banners';
import { NoticeMarquee } from '../../features/announcements/components/notice-marquee';
import { usePermission } from '../../lib/permission';
import { Skeleton } from '../../ui/skeleton';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { lazyComponent } from '../lazy-component';

const HomeLobby = lazyComponent(() => import('../../features/lobby/components/home-lobby').then((module) => module.HomeLobby));
const AnnouncementPopup = lazyComponent(() => import('../../features/announcements/components/announcement-popup').then((module) => module.AnnouncementPopup));

export function Component() {
  const { i18n } = useTranslation();
  const { merchant } = usePermission();
  const announcements = useAnnouncements(i18n.language);
  return (
    <>
      <VisuallyHidden as="h1">{merchant.name}</VisuallyHidden>
      <HomeBanners banners={announcements.data?.banners ?? []} loading={announcements.isPending} />
      <NoticeMarquee notices={announcements.data?.playerNotices ?? []} loading={announcements.isPending} />
      <Suspense fallback={<Skeleton $height="600px" />}>
        <HomeLobby />
      </Suspense>
      <Suspense fallback={null}>
        <AnnouncementPopup />
      </Suspense>
    </>
  );
}
