// The home lobby below the banners (spec P2.2-3 to P2.2-5): the horizontal game menu, whose entries scroll to their
// section 80 px under the top, the sections (5 games, 10 for hot and sports, 15 expanded, "more" over 10) and the
// winner board. This module is loaded after the banners, so the home route's first chunk stays small.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { categoriesWithVendors, type GameCategory } from '../../../engine/game-categories';
import { homeGameMenu } from '../../../engine/navigation';
import { errorKeys } from '../../../lib/api-client';
import { usePermission } from '../../../lib/permission';
import { useIsLoggedIn } from '../../../lib/session';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { focusRing } from '../../../ui/focus-ring';
import { homeSectionQuery, hotGamesQuery, recentGamesQuery, type Game } from '../api/lobby-api';
import { useFavoriteList } from '../hooks/use-favorites';
import { useLaunch } from '../hooks/use-launch';
import { keepSection, sectionCount, sectionExpandable, sectionHasMore, sectionMoreHref, sectionScrollTop, type HomeSectionId } from '../rules/lobby-rules';
import { GameGrid, GameGridSkeleton, type FunPlay } from './game-grid';
import { WinnerBoard } from './winner-board';

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

const Section = styled.section`
  margin: ${({ theme }) => theme.spacing.xxl} 0;
  scroll-margin-top: 80px;

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

const HOME_CATEGORY_SECTIONS: readonly HomeSectionId[] = ['rng', 'fish', 'live', 'inhouse', 'sports', 'pvp', 'esports', 'elott'];

interface SectionData {
  games: Game[] | undefined;
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
}

function HomeSection({ id, data, onPlay, fun }: { id: HomeSectionId; data: SectionData; onPlay: (game: Game) => void; fun: FunPlay }) {
  const { t } = useTranslation(['lobby', 'common']);
  const [expanded, setExpanded] = useState(false);
  const games = data.games ? keepSection(data.games) : undefined;
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
    <Section id={id} tabIndex={-1} aria-labelledby={titleId} data-testid={`home-section-${id}`}>
      <div className="section-head">
        <h2 id={titleId}>{t(`common:nav.${id}`)}</h2>
        <div>
          {games && sectionExpandable(id, games.length) ? (
            <button type="button" aria-expanded={expanded} aria-controls={`${id}-games`} onClick={() => setExpanded((value) => !value)}>
              {t(expanded ? 'home.collapse' : 'home.expand')}
            </button>
          ) : null}
          {more ? (
            <Link to={more} aria-label={t('home.moreOf', { name: t(`common:nav.${id}`) })}>
              {t('common:actions.more')}
            </Link>
          ) : null}
        </div>
      </div>
      <div id={`${id}-games`}>{body}</div>
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
function CategorySection({ id, language, onPlay, fun }: { id: HomeSectionId; language: string; onPlay: (game: Game) => void; fun: FunPlay }) {
  const [ref, near] = useNearViewport();
  const query = useQuery({ ...homeSectionQuery(id.toUpperCase(), language), enabled: near });
  return (
    <div ref={ref}>
      <HomeSection id={id} data={{ games: query.data?.games, query }} onPlay={onPlay} fun={fun} />
    </div>
  );
}

export function HomeLobby() {
  const { i18n } = useTranslation();
  const { t } = useTranslation(['lobby', 'common']);
  const language = i18n.language;
  const loggedIn = useIsLoggedIn();
  const permission = usePermission();
  const categories = useMemo(() => categoriesWithVendors(permission.vendors), [permission.vendors]);
  const hot = useQuery(hotGamesQuery({ language }));
  const favorites = useFavoriteList(language);
  const recent = useQuery({ ...recentGamesQuery({ language }), enabled: loggedIn });
  const hasRecent = loggedIn && (recent.data?.games.length ?? 0) > 0;
  const menu = homeGameMenu({ categories, loggedIn, hasRecent });
  const [active, setActive] = useState('hot');
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

  const offered = HOME_CATEGORY_SECTIONS.filter((id) => categories[id.toUpperCase() as GameCategory].length > 0);

  return (
    <>
      <GameMenu aria-label={t('home.gameMenu')}>
        <ul>
          {menu.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} aria-current={active === entry.id ? 'true' : undefined} onClick={(event) => scrollTo(event, entry.id)}>
                {t(`common:${entry.labelKey}`)}
              </a>
            </li>
          ))}
        </ul>
      </GameMenu>
      <HomeSection id="hot" data={{ games: hot.data, query: hot }} onPlay={launch} fun={fun} />
      {loggedIn ? <HomeSection id="favorites" data={{ games: favorites.data?.games, query: favorites }} onPlay={launch} fun={fun} /> : null}
      {offered.map((id) => (
        <CategorySection key={id} id={id} language={language} onPlay={launch} fun={fun} />
      ))}
      {hasRecent ? <HomeSection id="recent" data={{ games: recent.data?.games, query: recent }} onPlay={launch} fun={fun} /> : null}
      <WinnerBoard />
      {dialog}
    </>
  );
}
