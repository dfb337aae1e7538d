// The home lobby's blocks (spec P2.2-3 to P2.2-5) as the composed home lists them (home-composition.ts): the
// horizontal game menu, whose entries scroll to their section 80 px under the top, the game sections (5 games, 10 for
// hot and sports, 15 expanded, "more" over 10), the winner board and the vendor strip. This module is loaded after the
// banners, so the home route's first chunk stays small; the winner board and the vendor strip, usually far below the
// fold, load their code (and the board its winners) only when the visitor scrolls near them (src/ui/near-viewport.tsx).
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { lazy, useCallback, useDeferredValue, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/router-link';
import styled from 'styled-components';
import type { LobbyBlock } from '../../../engine/home-composition';
import { errorKeys } from '../../../lib/api-client';
import { withChunkTimeout } from '../../../lib/chunk-load';
import { useIsLoggedIn } from '../../../lib/session';
import { media } from '../../../ui/breakpoints';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { focusRing } from '../../../ui/focus-ring';
import { NearViewport } from '../../../ui/near-viewport';
import { homeSectionQuery, hotGamesQuery, recentGamesQuery, type Game } from '../api/lobby-api';
import { useFavoriteList } from '../hooks/use-favorites';
import { useLaunch } from '../hooks/use-launch';
import { keepSection, sectionCount, sectionExpandable, sectionHasMore, sectionMoreHref, sectionScrollTop, type HomeSectionId } from '../rules/lobby-rules';
import { GameGrid, GameGridSkeleton, type FunPlay } from './game-grid';

const WinnerBoard = lazy(withChunkTimeout(() => import('./winner-board').then((module) => ({ default: module.WinnerBoard }))));
const VendorStrip = lazy(withChunkTimeout(() => import('./vendor-strip').then((module) => ({ default: module.VendorStrip }))));

/** The usual heights of the board (250-340 px with its margins across the themes) and the strip, held while they wait. */
const WINNER_BOARD_HEIGHT = '300px';
const VENDOR_STRIP_HEIGHT = '120px';

// Not sticky: a bar over the tiles would half-cover their buttons while the page scrolls (axe target-size).
const GameMenu = styled.nav`
  margin: ${({ theme }) => theme.spacing.lg} 0;
  padding: ${({ theme }) => theme.spacing.xs} 0;
  background: ${({ theme }) => theme.colors.background};

  ul {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
    padding: 0;
    overflow-x: auto;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.spacing.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
    ${focusRing}
  }
  a[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Section = styled.section<{ $columns?: number | undefined }>`
  margin: ${({ theme }) => theme.spacing.xxl} 0;
  scroll-margin-top: 80px;

  ${media.desktop} {
    ${({ $columns }) => ($columns ? `.section-games > * { grid-template-columns: repeat(${$columns}, minmax(0, 1fr)); }` : '')}
  }

  .section-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    margin-bottom: ${({ theme }) => theme.spacing.md};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.sizes.sectionTitle};
  }
  .section-head div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
  }
  .section-head a,
  .section-head button {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-decoration: none;
    cursor: pointer;
    ${focusRing}
  }
`;

interface SectionData {
  games: Game[] | undefined;
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
}

interface SectionProps {
  id: HomeSectionId;
  onPlay: (game: Game) => void;
  fun: FunPlay;
  /** The theme's most tiles per row on the desktop (section setting columns). */
  columns?: number | undefined;
}

function HomeSection({ id, data, onPlay, fun, columns }: SectionProps & { data: SectionData }) {
  const { t } = useTranslation(['lobby', 'common']);
  const [expanded, setExpanded] = useState(false);
  // The tiles draw in a background pass when the list arrives (a list's answer re-renders at once, in one task that
  // on a phone blocked input for over 100 ms); the section keeps its placeholders until then.
  const arrived = useDeferredValue(data.games);
  const games = arrived ? keepSection(arrived) : undefined;
  const more = games && sectionHasMore(games.length) ? sectionMoreHref(id) : null;
  const titleId = `home-section-${id}`;
  let body;
  if (data.query.isError && !games) {
    const [key, fallback] = errorKeys(data.query.error);
    body = <ErrorState message={t([`common:${key}`, `common:${fallback}`])} retryLabel={t('common:actions.retry')} onRetry={() => void data.query.refetch()} />;
  } else if (!games) body = <GameGridSkeleton count={sectionCount(id, false)} />;
  else if (games.length === 0) body = <EmptyState message={t('common:empty.noData')} />;
  else body = <GameGrid games={games.slice(0, sectionCount(id, expanded))} onPlay={onPlay} fun={fun} />;
  return (
    <Section id={id} tabIndex={-1} aria-labelledby={titleId} data-testid={`home-section-${id}`} $columns={columns}>
      <div className="section-head">
        <h2 id={titleId}>{t(`common:nav.${id}`)}</h2>
        <div>
          {games && sectionExpandable(id, games.length) ? (
            <button type="button" aria-expanded={expanded} aria-controls={`${id}-games`} onClick={() => setExpanded((value) => !value)}>
              {t(expanded ? 'home.collapse' : 'home.expand')}
            </button>
          ) : null}
          {more ? (
            // The link says where it leads ("More Slots"): a bare "More" means nothing read out of context.
            <Link to={more}>{t('home.moreOf', { name: t(`common:nav.${id}`) })}</Link>
          ) : null}
        </div>
      </div>
      <div id={`${id}-games`} className="section-games">{body}</div>
    </Section>
  );
}

/** True once the element comes within 400 px of the viewport (always, without IntersectionObserver). */
function useNearViewport(): [(element: HTMLElement | null) => void, boolean] {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      if (!element || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.current?.disconnect();
          }
        },
        { rootMargin: '400px 0px' },
      );
      observer.current.observe(element);
    },
    [near],
  );
  return [ref, near];
}

/** A category section asks for its games only when it comes near the viewport, so the first paint asks for few lists. */
function CategorySection({ id, language, onPlay, fun, columns }: SectionProps & { language: string }) {
  const [ref, near] = useNearViewport();
  const query = useQuery({ ...homeSectionQuery(id.toUpperCase(), language), enabled: near });
  return (
    <div ref={ref}>
      <HomeSection id={id} data={{ games: query.data?.games, query }} onPlay={onPlay} fun={fun} columns={columns} />
    </div>
  );
}

/**
 * A run of consecutive lobby blocks of the composed home page, in their order. `menuIds` are the game sections of the
 * whole page, so the game menu (P2.2-3) lists every section whichever run it sits in.
 */
export function HomeLobby({ blocks, menuIds }: { blocks: readonly LobbyBlock[]; menuIds: readonly string[] }) {
  const { i18n } = useTranslation();
  const { t } = useTranslation(['lobby', 'common']);
  const language = i18n.language;
  const loggedIn = useIsLoggedIn();
  const wants = (id: string) => blocks.some((block) => block.kind === 'games' && block.id === id);
  const hot = useQuery({ ...hotGamesQuery({ language }), enabled: wants('hot') });
  const favorites = useFavoriteList(language);
  const recent = useQuery({ ...recentGamesQuery({ language }), enabled: loggedIn && wants('recent') });
  const [active, setActive] = useState(menuIds[0] ?? 'hot');
  const { launch, launchFun, funOffered, dialog } = useLaunch();
  const fun = { launchFun, funOffered };

  const scrollTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    setActive(id);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: sectionScrollTop(target.getBoundingClientRect().top, window.scrollY), behavior: reduce ? 'auto' : 'smooth' });
    target.focus({ preventScroll: true });
  };

  const drawGames = (id: string, columns: number | undefined, category: boolean) => {
    const sectionId = id as HomeSectionId;
    if (category) return <CategorySection key={id} id={sectionId} language={language} onPlay={launch} fun={fun} columns={columns} />;
    const data =
      id === 'hot' ? { games: hot.data, query: hot } : id === 'favorites' ? { games: favorites.data?.games, query: favorites } : { games: recent.data?.games, query: recent };
    return <HomeSection key={id} id={sectionId} data={data} onPlay={launch} fun={fun} columns={columns} />;
  };

  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'gameMenu':
            return (
              <GameMenu key={`menu-${index}`} aria-label={t('home.gameMenu')}>
                <ul>
                  {menuIds.map((id) => (
                    <li key={id}>
                      <a href={`#${id}`} aria-current={active === id ? 'true' : undefined} onClick={(event) => scrollTo(event, id)}>
                        {t(`common:nav.${id}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              </GameMenu>
            );
          case 'winnerBoard':
            return (
              <NearViewport key={`winners-${index}`} minHeight={WINNER_BOARD_HEIGHT}>
                <WinnerBoard />
              </NearViewport>
            );
          case 'vendorStrip':
            return (
              <NearViewport key={`vendors-${index}`} minHeight={VENDOR_STRIP_HEIGHT}>
                <VendorStrip settings={block.settings} />
              </NearViewport>
            );
          default:
            return drawGames(block.id, block.settings.columns, block.category !== undefined);
        }
      })}
      {dialog}
    </>
  );
}
