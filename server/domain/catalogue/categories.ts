// Game categories (gameType) and classifications of the spec, and where each category sits in menus.

/** Every gameType the catalogue holds: the merchant-config categories of the spec (3, 4.6, 9). */
export const gameCategories = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE'] as const;
export type GameCategory = (typeof gameCategories)[number];

export const isGameCategory = (value: string): value is GameCategory => (gameCategories as readonly string[]).includes(value);

/** RNG sub-categories (2.7): scratch, video poker, jackpot, table games, arcade, bingo. */
export const gameClassifies = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type GameClassify = (typeof gameClassifies)[number];

export const isGameClassify = (value: string): value is GameClassify => (gameClassifies as readonly string[]).includes(value);

/**
 * Order of the vendor lanes: the merchant-config order, with e-sports and cockfight right after SPORTS, since
 * the spec (4.6) moves those providers out of SPORTS "into their own categories placed after it".
 */
export const laneOrder: readonly GameCategory[] = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE'];

/** Top navigation (2.4): home, then these categories in this order, then promotions; each only with vendors. */
export const topNavigation: readonly { gameType: GameCategory; path: string }[] = [
  { gameType: 'ELOTT', path: '/elott' },
  { gameType: 'LOTT', path: '/lott' },
  { gameType: 'LIVE', path: '/live' },
  { gameType: 'SPORTS', path: '/sports' },
  { gameType: 'FISH', path: '/fish' },
  { gameType: 'RNG', path: '/rng' },
  { gameType: 'PVP', path: '/pvp' },
  { gameType: 'ESPORTS', path: '/esports' },
];
