// A category page (spec P2.7-1, P4.6-2): game centres (/sports, /esports, /lott, /elott) show the category's vendor
// tiles; game lists (/live, /fish, /rng, /pvp) show the vendor menu, the classify menu, the search (under the ALL
// filter only), the game grid and its pagination. The filter rules are category-rules' applyFilter.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameCategory } from '../../../engine/game-categories';
import { errorKeys } from '../../../lib/api-client';
import { openAuthModal } from '../../../lib/auth-modal';
import { usePermission } from '../../../lib/permission';
import { useIsLoggedIn } from '../../../lib/session';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { media } from '../../../ui/breakpoints';
import { focusRing } from '../../../ui/focus-ring';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import type { GamePage } from '../api/lobby-api';
import { vendorLanesQuery } from '../api/vendor-lanes-api';
import { selectionQuery } from '../api/selection-api';
import { useFavoriteList } from '../hooks/use-favorites';
import { useLaunch } from '../hooks/use-launch';
import {
  activeClassify,
  applyFilter,
  classifyAction,
  classifyMenu,
  classifyMenuVisible,
  favoritesOf,
  gameSelection,
  INITIAL_FILTER,
  pageOf,
  sameClassify,
  searchVisible,
  vendorMenu,
  type ClassifyEntry,
  type FilterAction,
  type LobbyFilter,
} from '../rules/category-rules';
import { LOBBY_PAGE_SIZE } from '../rules/lobby-rules';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { LiveHosts } from './live-hosts';
import { SearchIcon } from './lobby-icons';
import { Pagination } from './pagination';
import { VendorTiles } from './vendor-tiles';

/** The game centres show vendor tiles rather than a game list. */
export const GAME_CENTRES: readonly GameCategory[] = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 200px) 1fr;
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: start;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Menu = styled.nav<{ $vertical?: boolean }>`
  ul {
    display: flex;
    flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    width: ${({ $vertical }) => ($vertical ? '100%' : 'auto')};
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: ${({ $vertical }) => ($vertical ? 'left' : 'center')};
    cursor: pointer;
    ${focusRing}
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  /* Above the grid on a narrow screen, the vendor column becomes one row that scrolls sideways. */
  @media (max-width: 720px) {
    min-width: 0;

    ul {
      position: relative;
      flex-direction: row;
      flex-wrap: nowrap;
      overflow-x: auto;
      overscroll-behavior-x: contain;
      scrollbar-width: none;
    }
    ul::-webkit-scrollbar {
      display: none;
    }
    button {
      width: auto;
      white-space: nowrap;
    }
  }
`;

// The classify menu and the search each take a row of their own: side by side, the menu's entries for the category
// (which arrive with the vendor list, after the first paint) pushed the search onto a new row and the games down with
// it, a layout shift of 0.18 on a desktop's slots page.
const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const SearchForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};

  ${media.phone} {
    width: 100%;
  }

  input {
    min-width: 200px;
    ${media.phone} {
      flex: 1;
      width: 100%;
      min-width: 0;
    }
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    ${focusRing}
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font: inherit;
    cursor: pointer;
    ${focusRing}
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  font-size: 1.6rem;
`;

function classifyLabel(entry: ClassifyEntry): string {
  return entry.kind === 'classify' ? `classify.${entry.code}` : `classify.${entry.kind}`;
}

/**
 * The list of the current selection (P3-9): ALL, NEW, HOT and RECENT (INHOUSE on the in-house category) come from
 * their call through getSelection; FAV is cut from the member's one list of every favourite (P4.6-3), so a heart turned
 * off takes its game off this list at once.
 */
function useGames(category: GameCategory, state: LobbyFilter, language: string) {
  const loggedIn = useIsLoggedIn();
  const selection = gameSelection(category, state);
  const fromFavorites = selection === 'FAV';
  const listed = useQuery({
    ...selectionQuery(selection, { category, vendor: state.vendor, classify: state.classify, search: state.search, page: state.page, language }),
    enabled: !fromFavorites && (selection !== 'RECENT' || loggedIn),
    // Paging or searching one selection keeps its games on screen until the next page arrives; another selection starts blank.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === selection ? previous : undefined),
  });
  const favorites = useFavoriteList(language, fromFavorites);
  if (!fromFavorites) return { data: listed.data, query: listed };
  const games = favorites.data ? favoritesOf(favorites.data.games, category, state.vendor) : undefined;
  const page = games ? pageOf(games, state.page) : undefined;
  return { data: games && page ? ({ games: page.items, totalPages: page.totalPages, total: games.length } satisfies GamePage) : undefined, query: favorites };
}

function GameList({ category, initialVendor }: { category: GameCategory; initialVendor: string | null }) {
  const { t, i18n } = useTranslation(['lobby', 'common']);
  const loggedIn = useIsLoggedIn();
  const permission = usePermission();
  const searchId = useId();
  const [chosen, setState] = useState<LobbyFilter>(() => (initialVendor ? { ...INITIAL_FILTER, vendor: initialVendor } : INITIAL_FILTER));
  // The member's lists end with the session: after a logout the page shows the category's games again.
  const state: LobbyFilter = loggedIn || (chosen.filter !== 'FAV' && chosen.filter !== 'RECENT') ? chosen : { ...chosen, filter: 'ALL' };
  const [text, setText] = useState('');
  const lanes = useQuery(vendorLanesQuery());
  const lane = lanes.data?.find((entry) => entry.title === category);
  const { data, query } = useGames(category, state, i18n.language);
  const { launch, launchFun, funOffered, dialog } = useLaunch();

  const dispatch = (action: FilterAction) => {
    const outcome = applyFilter(state, action, loggedIn);
    if (outcome.needsLogin) {
      openAuthModal('login');
      return;
    }
    setState(outcome.state);
    // The field follows the filter: a menu choice clears the search text, a search shows it trimmed (P4.6-2).
    if (action.type !== 'page') setText(outcome.state.search);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'search', text });
  };

  const vendors = vendorMenu(lane);
  const classifies = classifyMenu(category, lane, state.vendor, permission.merchant.languages);
  const current = activeClassify(state);
  const totalPages = data?.totalPages ?? 0;

  // In a vendor's hall (its list), the vendor's own lobby entry would only lead back here: it is left out.
  const games = data && state.vendor ? data.games.filter((game) => game.isGame !== 0) : data?.games;

  let body;
  if (query.isError && !data) {
    const [key, fallback] = errorKeys(query.error);
    body = <ErrorState message={t([`common:${key}`, `common:${fallback}`])} retryLabel={t('common:actions.retry')} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    body = <GameGridSkeleton count={LOBBY_PAGE_SIZE} />;
  } else if (!games || games.length === 0) {
    body = <EmptyState message={t('common:empty.noData')} />;
  } else {
    body = (
      <>
        <GameGrid games={games} onPlay={launch} fun={{ launchFun, funOffered }} heading="h2" leadImages={2} />
        <Pagination page={state.page} totalPages={totalPages} onChange={(page) => dispatch({ type: 'page', page, totalPages })} />
      </>
    );
  }

  return (
    <Layout>
      <Menu $vertical aria-label={t('menu.vendors')}>
        <ul>
          {vendors.map((vendor) => (
            <li key={vendor.value}>
              <button type="button" aria-pressed={state.vendor === vendor.value} onClick={() => dispatch({ type: 'vendor', vendor: vendor.value })}>
                {vendor.label ?? t('menu.allVendors')}
              </button>
            </li>
          ))}
        </ul>
      </Menu>
      <div>
        <Toolbar>
          {classifyMenuVisible(classifies) ? (
            <Menu aria-label={t('menu.classify')}>
              <ul>
                {classifies.map((entry) => (
                  <li key={classifyLabel(entry)}>
                    <button type="button" aria-pressed={sameClassify(entry, current)} onClick={() => dispatch(classifyAction(entry))}>
                      {t(classifyLabel(entry))}
                    </button>
                  </li>
                ))}
              </ul>
            </Menu>
          ) : null}
          {searchVisible(state) ? (
            <SearchForm role="search" onSubmit={onSearch}>
              <VisuallyHidden as="label" htmlFor={searchId}>
                {t('search.label')}
              </VisuallyHidden>
              <input id={searchId} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('search.placeholder')} />
              <button type="submit">
                <SearchIcon />
                {t('search.submit')}
              </button>
            </SearchForm>
          ) : null}
        </Toolbar>
        <div aria-busy={query.isFetching} data-testid="game-list">
          {body}
        </div>
      </div>
      {dialog}
    </Layout>
  );
}

function GameCentre({ category }: { category: GameCategory }) {
  const { t } = useTranslation(['lobby', 'common']);
  const lanes = useQuery(vendorLanesQuery());
  const { launchVendor, dialog } = useLaunch();
  if (lanes.isError) {
    const [key, fallback] = errorKeys(lanes.error);
    return <ErrorState message={t([`common:${key}`, `common:${fallback}`])} retryLabel={t('common:actions.retry')} onRetry={() => void lanes.refetch()} />;
  }
  if (!lanes.data) return <GameGridSkeleton count={4} />;
  const cards = lanes.data.find((lane) => lane.title === category)?.cards ?? [];
  if (cards.length === 0) return <EmptyState message={t('common:empty.noData')} />;
  return (
    <>
      <VendorTiles cards={cards} gameType={category} onLaunch={launchVendor} />
      {dialog}
    </>
  );
}

export function CategoryLobby({ category, title, vendor }: { category: GameCategory; title: string; vendor: string | null }) {
  return (
    <section>
      <Title>{title}</Title>
      {category === 'LIVE' ? <LiveHosts /> : null}
      {GAME_CENTRES.includes(category) ? <GameCentre category={category} /> : <GameList category={category} initialVendor={vendor} />}
    </section>
  );
}
