// The home page (spec P2.1-1, P2.2): the home banners and the notice marquee today; the lobby release adds the rest.
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../features/announcements/api/get-announcements';
import { HomeBanners } from '../../features/announcements/components/home-banners';
import { NoticeMarquee } from '../../features/announcements/components/notice-marquee';
import { LobbyPlaceholder } from '../../features/lobby/components/lobby-placeholder';
import { usePermission } from '../../lib/permission';
import { VisuallyHidden } from '../../ui/visually-hidden';

export function Component() {
  const { i18n } = useTranslation();
  const { merchant } = usePermission();
  const announcements = useAnnouncements(i18n.language);
  return (
    <>
      <VisuallyHidden as="h1">{merchant.name}</VisuallyHidden>
      <HomeBanners banners={announcements.data?.banners ?? []} loading={announcements.isPending} />
      <NoticeMarquee notices={announcements.data?.playerNotices ?? []} loading={announcements.isPending} />
      <LobbyPlaceholder />
    </>
  );
}
