// The home page (spec P2.1-1, P2.2) composed as data (docs/theming.md): the theme's sections with the merchant's
// overrides (resolved by the server), composed for this visitor by home-composition.ts and drawn in their order. The
// banners and the notice marquee come with the route; each run of game sections, the game menu, the winner board and
// the vendor strip loads as the lobby chunk, and the announcement popup as one of its own. Blocks usually below the
// fold (promotions strip, app card, rich text; in the lobby the winner board and vendor strip) load near the viewport.
import { Suspense, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesWithVendors } from '../../engine/game-categories';
import { composeHome, homeMenuIds, isLobbyBlock, type HomeBlock, type LobbyBlock, type PageBlock } from '../../engine/home-composition';
import { useAnnouncements } from '../../features/announcements/api/get-announcements';
import { HomeBanners } from '../../features/announcements/components/home-banners';
import { NoticeMarquee } from '../../features/announcements/components/notice-marquee';
import { preloadModule } from '../../lib/loaded-modules';
import { usePageSettled } from '../../lib/page-settled';
import { usePermission } from '../../lib/permission';
import { useHasRecentGames } from '../../lib/recent-games-count';
import { useIsLoggedIn } from '../../lib/session';
import { NearViewport } from '../../ui/near-viewport';
import { Skeleton } from '../../ui/skeleton';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { lazyComponent } from '../lazy-component';

const loadHomeLobby = () => import('../../features/lobby/components/home-lobby').then((module) => module.HomeLobby);
const HomeLobby = lazyComponent(loadHomeLobby);

/** The lobby's code starts loading with the home's (src/app/route-warmup.ts), so it renders without its skeleton. */
export const warm = () => preloadModule(loadHomeLobby);
// The promotions strip, the app card and rich text sit below the games in every bundled theme: their code (and the
// strip's promotions call) waits until the visitor scrolls near them.
const PromotionsStrip = lazyComponent(() => import('../home-sections').then((module) => module.PromotionsStrip));
const AppDownloadCard = lazyComponent(() => import('../home-sections').then((module) => module.AppDownloadCard));
const RichText = lazyComponent(() => import('../home-sections').then((module) => module.RichText));
/** The usual height of a promotions strip or an app card, held while it waits. */
const PAGE_BLOCK_HEIGHT = '160px';
const belowTheGames = (key: number, block: ReactNode) => (
  <NearViewport key={key} minHeight={PAGE_BLOCK_HEIGHT}>
    {block}
  </NearViewport>
);
const AnnouncementPopup = lazyComponent(() => import('../../features/announcements/components/announcement-popup').then((module) => module.AnnouncementPopup));

type Run = { lobby: true; blocks: LobbyBlock[] } | { lobby: false; block: PageBlock };

/** Consecutive lobby blocks become one run, so the default home draws its lobby in one piece as before. */
function runsOf(blocks: readonly HomeBlock[]): Run[] {
  const runs: Run[] = [];
  for (const block of blocks) {
    const last = runs.at(-1);
    if (isLobbyBlock(block)) {
      if (last?.lobby) last.blocks.push(block);
      else runs.push({ lobby: true, blocks: [block] });
    } else runs.push({ lobby: false, block });
  }
  return runs;
}

export function Component() {
  const { i18n } = useTranslation();
  const { merchant, vendors, theme } = usePermission();
  const { home } = theme;
  const loggedIn = useIsLoggedIn();
  const hasRecent = useHasRecentGames(loggedIn);
  const announcements = useAnnouncements(i18n.language);
  const blocks = useMemo(
    () => composeHome(home.sections, { categories: categoriesWithVendors(vendors), loggedIn, hasRecent }),
    [home.sections, vendors, loggedIn, hasRecent],
  );
  const menuIds = homeMenuIds(blocks);
  // The notice popup (its code and its call) waits until the page has settled (src/lib/page-settled.ts).
  const settled = usePageSettled();
  // The banners first: the lobby's runs render in a second pass, after the first paint has shown the page's largest
  // image (on a phone the whole home in one pass held that paint back by the lobby's rendering).
  const lobbyShown = useDeferredValue(true, false);

  const draw = (run: Run, index: number) => {
    if (run.lobby && !lobbyShown) return <Skeleton key={index} $height="600px" />;
    if (run.lobby)
      return (
        <Suspense key={index} fallback={<Skeleton $height="600px" />}>
          <HomeLobby blocks={run.blocks} menuIds={menuIds} />
        </Suspense>
      );
    const { block } = run;
    switch (block.kind) {
      case 'banners':
        return <HomeBanners key={index} banners={announcements.data?.banners ?? []} loading={announcements.isPending} />;
      case 'marquee':
        return <NoticeMarquee key={index} notices={announcements.data?.playerNotices ?? []} loading={announcements.isPending} />;
      case 'promotionsStrip':
        return belowTheGames(index, <PromotionsStrip settings={block.settings} index={index} />);
      case 'appDownload':
        return belowTheGames(index, <AppDownloadCard settings={block.settings} index={index} />);
      case 'richText':
        return belowTheGames(index, <RichText settings={block.settings} index={index} />);
    }
  };

  return (
    <>
      <VisuallyHidden as="h1">{merchant.name}</VisuallyHidden>
      {runsOf(blocks).map(draw)}
      {settled && (
        <Suspense fallback={null}>
          <AnnouncementPopup />
        </Suspense>
      )}
    </>
  );
}
