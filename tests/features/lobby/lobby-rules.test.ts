import { describe, expect, it } from 'vitest';
import {
  activeClassify,
  applyFilter,
  classifyAction,
  classifyMenu,
  classifyMenuVisible,
  INITIAL_FILTER,
  pageOf,
  paginationItems,
  paginationVisible,
  searchVisible,
  vendorMenu,
  type LobbyFilter,
} from '../../../src/features/lobby/rules/category-rules';
import {
  createThrottle,
  decideGameLaunch,
  decideVendorLaunch,
  funPlayOffered,
  keepSection,
  sectionCount,
  sectionExpandable,
  sectionHasMore,
  sectionMoreHref,
  sectionScrollTop,
  tileArtUrl,
  toggledIds,
  toggledList,
  type VendorLane,
} from '../../../src/features/lobby/rules/lobby-rules';
import { sortWinners, stepWinner, winnersVisible } from '../../../src/features/lobby/rules/winner-rules';
import { announcementPosition, dayMarks, firstIndexOfPage, popupExecution, popupsToShow } from '../../../src/features/announcements/rules/popup-rules';

const busy: LobbyFilter = { filter: 'ALL', vendor: 'PNG', classify: 'SC', search: 'dragon', page: 3 };

const lane: VendorLane = {
  title: 'RNG',
  cards: [
    { vassalage: 'PNG', displayName: 'Play n Go', logoUrl: '/png.svg', underMaintenance: false },
    { vassalage: 'PT', displayName: 'Playtech', logoUrl: '/pt.svg', underMaintenance: false },
  ],
  gameClassify: [
    { code: 'VP', vendors: ['PT'] },
    { code: 'SC', vendors: ['PNG', 'PT'] },
    { code: 'BG', vendors: ['PNG'] },
  ],
};

describe('category filter [P4.6-2]', () => {
  it('[P4.6-2] choosing ALL resets vendor, classify, page and search', () => {
    expect(applyFilter(busy, { type: 'filter', filter: 'ALL' }, false)).toEqual({ state: INITIAL_FILTER, needsLogin: false });
  });

  it('[P4.6-2] picking a vendor resets classify to ALL, page to 1, clears the search and returns to the ALL filter', () => {
    const hot = { ...busy, filter: 'HOT' as const };
    expect(applyFilter(hot, { type: 'vendor', vendor: 'PT' }, false).state).toEqual({ filter: 'ALL', vendor: 'PT', classify: 'ALL', search: '', page: 1 });
  });

  it('[P4.6-2] picking a classify changes only classify (and resets page, search and filter)', () => {
    expect(applyFilter(busy, { type: 'classify', classify: 'VP' }, false).state).toEqual({ filter: 'ALL', vendor: 'PNG', classify: 'VP', search: '', page: 1 });
  });

  it('[P4.6-2] FAV and RECENT need a login: a visitor keeps the state and gets the login popup', () => {
    for (const filter of ['FAV', 'RECENT'] as const) {
      expect(applyFilter(busy, { type: 'filter', filter }, false)).toEqual({ state: busy, needsLogin: true });
      expect(applyFilter(busy, { type: 'filter', filter }, true)).toEqual({ state: { ...busy, filter, classify: 'ALL', search: '', page: 1 }, needsLogin: false });
    }
  });

  it('[P4.6-2] a page outside 1..totalPages is ignored', () => {
    expect(applyFilter(busy, { type: 'page', page: 9, totalPages: 8 }, false).state.page).toBe(3);
    expect(applyFilter(busy, { type: 'page', page: 0, totalPages: 8 }, false).state.page).toBe(3);
    expect(applyFilter(busy, { type: 'page', page: 8, totalPages: 8 }, false).state.page).toBe(8);
  });

  it('[P2.7-1] the search is trimmed, starts again at page 1, and exists only under the ALL filter', () => {
    expect(applyFilter(busy, { type: 'search', text: '  Lucky  ' }, false).state).toEqual({ ...busy, search: 'Lucky', page: 1 });
    const hot = applyFilter(busy, { type: 'filter', filter: 'HOT' }, false).state;
    expect(searchVisible(hot)).toBe(false);
    expect(applyFilter(hot, { type: 'search', text: 'x' }, false).state).toBe(hot);
    expect(searchVisible(INITIAL_FILTER)).toBe(true);
  });
});

describe('menus [P2.7-1] [P2.7-3]', () => {
  it('[P2.7-1] the vendor menu is ALL then the lane vendors in order', () => {
    expect(vendorMenu(lane).map((entry) => entry.value)).toEqual(['ALL', 'PNG', 'PT']);
    expect(vendorMenu(undefined)).toEqual([{ value: 'ALL', label: null }]);
  });

  it('[P2.7-1][P9-3] the classify menu: All, Hot, Recent, New only for RNG, then the configured codes in spec order', () => {
    const kinds = (entries: ReturnType<typeof classifyMenu>) => entries.map((e) => (e.kind === 'classify' ? e.code : e.kind));
    expect(kinds(classifyMenu('RNG', lane, 'ALL', ['km', 'en']))).toEqual(['all', 'hot', 'recent', 'new', 'SC', 'VP']);
    expect(kinds(classifyMenu('FISH', { ...lane, title: 'FISH' }, 'ALL', ['en']))).toEqual(['all', 'hot', 'recent', 'SC', 'VP']);
    // The chosen vendor's classifications only.
    expect(kinds(classifyMenu('RNG', lane, 'PNG', ['en']))).toEqual(['all', 'hot', 'recent', 'new', 'SC']);
  });

  it('[P2.7-3] bingo (BG) only when the merchant offers the language TY', () => {
    const codes = classifyMenu('RNG', lane, 'ALL', ['en', 'ty']).flatMap((e) => (e.kind === 'classify' ? [e.code] : []));
    expect(codes).toEqual(['SC', 'VP', 'BG']);
  });

  it('[P2.7-1] the classify menu shows only with more than one entry', () => {
    expect(classifyMenuVisible([{ kind: 'all' }])).toBe(false);
    expect(classifyMenuVisible([{ kind: 'all' }, { kind: 'hot' }])).toBe(true);
  });

  it('[P4.6-2] each classify entry maps to its action and back to the active entry', () => {
    for (const entry of classifyMenu('RNG', lane, 'ALL', ['en'])) {
      const { state } = applyFilter(busy, classifyAction(entry), true);
      expect(activeClassify(state)).toEqual(entry);
    }
  });
});

describe('pagination [P2.7-1] [P9-2]', () => {
  const pages = (current: number, total: number) => paginationItems(current, total).map((item) => (item.kind === 'page' ? item.page : '…'));

  it('[P2.7-1] shown only when totalPages is above 1', () => {
    expect(paginationVisible(1)).toBe(false);
    expect(paginationVisible(2)).toBe(true);
  });

  it('[P9-2] a window of 5 around the current page and 2 margin pages at each end', () => {
    expect(pages(1, 3)).toEqual([1, 2, 3]);
    expect(pages(1, 20)).toEqual([1, 2, 3, 4, 5, '…', 19, 20]);
    expect(pages(10, 20)).toEqual([1, 2, '…', 8, 9, 10, 11, 12, '…', 19, 20]);
    expect(pages(20, 20)).toEqual([1, 2, '…', 16, 17, 18, 19, 20]);
    expect(pages(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('[P9-2] a whole list pages by 15', () => {
    const items = Array.from({ length: 32 }, (_, i) => i);
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, 15), totalPages: 3 });
    expect(pageOf(items, 3).items).toEqual([30, 31]);
  });
});

describe('home [P2.2-3] [P2.2-4] [P2.2-5]', () => {
  it('[P2.2-4][P9-2] 5 games collapsed (10 for hot and sports), 15 expanded, kept to 20', () => {
    expect(sectionCount('rng', false)).toBe(5);
    expect(sectionCount('hot', false)).toBe(10);
    expect(sectionCount('sports', false)).toBe(10);
    expect(sectionCount('fish', true)).toBe(15);
    expect(sectionCount('hot', true)).toBe(15);
    expect(sectionExpandable('rng', 6)).toBe(true);
    expect(sectionExpandable('hot', 10)).toBe(false);
    expect(keepSection(Array.from({ length: 30 }, (_, i) => i))).toHaveLength(20);
  });

  it('[P2.2-4] "more" over 10 games, switching to the category', () => {
    expect(sectionHasMore(10)).toBe(false);
    expect(sectionHasMore(11)).toBe(true);
    expect(sectionMoreHref('rng')).toBe('/rng');
    expect(sectionMoreHref('favorites')).toBe('/favorite');
    expect(sectionMoreHref('hot')).toBeNull();
  });

  it('[P2.2-3][P9-2] a menu entry scrolls its section to 80 px below the top', () => {
    expect(sectionScrollTop(500, 1000)).toBe(1420);
    expect(sectionScrollTop(20, 0)).toBe(0);
  });

  it('[P2.2-5][P9-1] winners by winAmount, largest first; the scroller steps by one within the list', () => {
    const w = (name: string, winAmount: number) => ({ customerName: name, winAmount, iconUrl: '', currency: 'USD', nodeId: '1', gameName: 'g' });
    expect(sortWinners([w('a', 5), w('b', 900), w('c', 40)]).map((x) => x.customerName)).toEqual(['b', 'c', 'a']);
    expect(stepWinner(0, 1, 20, 5)).toBe(1);
    expect(stepWinner(15, 1, 20, 5)).toBe(15);
    expect(stepWinner(0, -1, 20, 5)).toBe(0);
  });
});

describe('favourites [P4.6-3] [P9-6]', () => {
  it('[P4.6-3][P9-6] the toggle is throttled to the first click per 1000 ms', () => {
    let now = 0;
    const pass = createThrottle(1000, () => now);
    expect(pass()).toBe(true);
    now = 400;
    expect(pass()).toBe(false);
    now = 999;
    expect(pass()).toBe(false);
    now = 1000;
    expect(pass()).toBe(true);
  });

  it('[P4.6-3] adding puts the id in at once when absent; removing takes it from ids and list', () => {
    expect(toggledIds(['2'], '7', true)).toEqual(['7', '2']);
    expect(toggledIds(['7', '2'], '7', true)).toEqual(['7', '2']);
    expect(toggledIds(['7', '2'], '7', false)).toEqual(['2']);
    const g = (nodeId: string) => ({ nodeId });
    expect(toggledList([g('2')], g('7'), true)).toEqual([g('7'), g('2')]);
    expect(toggledList([g('7'), g('2')], g('7'), false)).toEqual([g('2')]);
  });
});

describe('launch [P4.6-6]', () => {
  const game = { nodeId: '42', vassalage: 'PNG', gameType: 'RNG', gameCode: 'png-1', isGame: 1 };
  const member = { loggedIn: true, isTrial: false };

  it('[P4.6-6] a visitor gets the login popup, a trial account the real-account message', () => {
    expect(decideGameLaunch({ loggedIn: false, isTrial: false }, game)).toEqual({ kind: 'login' });
    expect(decideGameLaunch({ loggedIn: true, isTrial: true }, game)).toEqual({ kind: 'trueAccount' });
    expect(decideGameLaunch(member, game)).toEqual({ kind: 'game', nodeId: '42' });
  });

  it('[P4.6-6] lottery vendors route in the site by vendor code', () => {
    expect(decideGameLaunch(member, { ...game, vassalage: 'TCG_LOTTO_VN', gameCode: 'VN1' })).toEqual({ kind: 'route', to: '/vnLottery?gameCode=VN1' });
    expect(decideGameLaunch(member, { ...game, vassalage: 'TCG_SEA', gameCode: 'S4D' })).toEqual({ kind: 'route', to: '/seaLottery?gameCode=S4D' });
    expect(decideGameLaunch(member, { ...game, vassalage: 'LOTT', gameCode: 'SSC1' })).toEqual({ kind: 'route', to: '/lottery?gameCode=SSC1' });
    expect(decideGameLaunch(member, { ...game, vassalage: 'ELOTT', gameType: 'ELOTT', gameCode: 'E1', isGame: 0 })).toEqual({ kind: 'route', to: '/lottery' });
  });

  it('[P4.6-6] an RNG vendor tile opens /rng?vassalage; other vendor tiles launch the vendor', () => {
    expect(decideVendorLaunch({ loggedIn: false, isTrial: false }, 'PNG', 'RNG')).toEqual({ kind: 'route', to: '/rng?vassalage=PNG' });
    expect(decideVendorLaunch({ loggedIn: false, isTrial: false }, 'IBC', 'SPORTS')).toEqual({ kind: 'login' });
    expect(decideVendorLaunch(member, 'IBC', 'SPORTS')).toEqual({ kind: 'vendor', vassalage: 'IBC', gameType: 'SPORTS' });
    expect(decideVendorLaunch(member, 'TCG_SEA', 'LOTT')).toEqual({ kind: 'route', to: '/seaLottery' });
  });

  it('[P4.6-6] a vendor\'s lobby entry of a list category opens the vendor\'s hall (its game list), for visitors too', () => {
    const lobby = { nodeId: '30100', vassalage: 'EVO', gameType: 'LIVE', gameCode: 'LOBBY', isGame: 0 };
    expect(decideGameLaunch({ loggedIn: false, isTrial: false }, lobby)).toEqual({ kind: 'route', to: '/live?vassalage=EVO' });
    expect(decideGameLaunch(member, { ...lobby, gameType: 'PVP', vassalage: 'KY' })).toEqual({ kind: 'route', to: '/pvp?vassalage=KY' });
    expect(decideVendorLaunch(member, 'EVO', 'LIVE')).toEqual({ kind: 'route', to: '/live?vassalage=EVO' });
    // A sportsbook's lobby entry is its hall: it launches.
    expect(decideGameLaunch(member, { ...lobby, gameType: 'SPORTS', vassalage: 'IBC' })).toEqual({ kind: 'game', nodeId: '30100' });
  });
});

describe('fun play [P6-1] [P6-3]', () => {
  it('[P6-1] a game of a category with a fun mode offers it when free play is on, to anyone', () => {
    const slot = { vassalage: 'PNG', gameType: 'RNG', isGame: 1 };
    expect(funPlayOffered(true, slot)).toBe(true);
    expect(funPlayOffered(true, { ...slot, gameType: 'FISH' })).toBe(true);
    expect(funPlayOffered(false, slot)).toBe(false);
    expect(funPlayOffered(true, { ...slot, gameType: 'LIVE' })).toBe(false);
    expect(funPlayOffered(true, { ...slot, gameType: 'SPORTS', isGame: 0 })).toBe(false);
    expect(funPlayOffered(true, { vassalage: 'TCG_SEA', gameType: 'LOTT', isGame: 1 })).toBe(false);
  });

  it('[P4.6-6] the in-house games (Lucky Lantern, Lantern Dice, the mini games) offer fun play too', () => {
    expect(funPlayOffered(true, { vassalage: 'LIVERY', gameType: 'INHOUSE', isGame: 1 })).toBe(true);
    expect(funPlayOffered(false, { vassalage: 'LIVERY', gameType: 'INHOUSE', isGame: 1 })).toBe(false);
  });
});

describe('announcement popup [P4.6-7] [P2.8-2]', () => {
  it('[P4.6-7] execution B for visitors, A for members, F on a first login', () => {
    expect(popupExecution(false, false)).toBe('B');
    expect(popupExecution(true, false)).toBe('A');
    expect(popupExecution(true, true)).toBe('F');
  });

  it('[P4.6-7] closed popups stay closed for the session; day-marked ones until midnight', () => {
    const notices = [
      { id: 'a', hideForDay: false },
      { id: 'b', hideForDay: true },
      { id: 'c', hideForDay: true },
    ];
    const now = new Date(2026, 10, 25, 9, 30);
    const marks = dayMarks(notices.slice(1, 2), now);
    expect(marks).toEqual({ b: new Date(2026, 10, 26).getTime() });
    expect(popupsToShow(notices, ['a'], marks, now.getTime()).map((n) => n.id)).toEqual(['c']);
    expect(popupsToShow(notices, [], marks, new Date(2026, 10, 26, 0, 1).getTime()).map((n) => n.id)).toEqual(['a', 'b', 'c']);
  });

  it('[P2.8-2][P9-1][M9-1] nine notices a page; an index opens its page; a new page starts at its first item', () => {
    expect(announcementPosition(0)).toEqual({ page: 1, item: 0 });
    expect(announcementPosition(9)).toEqual({ page: 2, item: 0 });
    expect(announcementPosition(20)).toEqual({ page: 3, item: 2 });
    expect(firstIndexOfPage(3)).toBe(18);
  });
});

describe('tile art in the theme frame', () => {
  it('[P2.7-2] asks for the platform art in a non-4:3 frame and leaves 4:3 and vendor icons alone', () => {
    expect(tileArtUrl('/game-art/12.svg?v=r2-x.art2', '3:4')).toBe('/game-art/12.svg?v=r2-x.art2&ratio=3x4');
    expect(tileArtUrl('/game-art/12.svg', '16:9')).toBe('/game-art/12.svg?ratio=16x9');
    expect(tileArtUrl('/game-art/12.svg?v=1', '4:3')).toBe('/game-art/12.svg?v=1');
    expect(tileArtUrl('https://cdn.vendor.example/icons/12.png', '1:1')).toBe('https://cdn.vendor.example/icons/12.png');
    expect(tileArtUrl('/game-art/vendor/PT.svg', '1:1')).toBe('/game-art/vendor/PT.svg');
  });
});

describe('winners at once', () => {
  it('[P2.2-5] five on a desktop, three on a tablet, two on a phone', () => {
    expect(['desktop', 'tablet', 'phone'].map((a) => winnersVisible(a as 'desktop'))).toEqual([5, 3, 2]);
  });
});
