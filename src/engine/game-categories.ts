// Game categories and their vendors (spec 4.6 and 9): e-sports and cockfight vendors leave SPORTS for their own
// categories, and the lottery vendors pick their lobby route and the prize mode.

export type GameCategory = 'RNG' | 'FISH' | 'LIVE' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'LOTT' | 'ELOTT' | 'INHOUSE';

/** Canonical category order; e-sports and cockfight come right after sports (spec P4.6-4). */
export const CATEGORY_ORDER: readonly GameCategory[] = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE'];

export const ESPORTS_VENDORS: readonly string[] = ['IMES', 'TF', 'IA'];
/** The spec lists no cockfight vendor (spec 9); a vendor added here moves out of SPORTS like the e-sports ones. */
export const COCKFIGHT_VENDORS: readonly string[] = [];

const isCategory = (name: string): name is GameCategory => (CATEGORY_ORDER as readonly string[]).includes(name);

/** Vendors per category in CATEGORY_ORDER, every category present (empty when it has no vendor), no vendor twice. */
export function categoriesWithVendors(vendors: Readonly<Record<string, readonly string[] | undefined>>): Record<GameCategory, string[]> {
  const result = Object.fromEntries(CATEGORY_ORDER.map((category) => [category, [] as string[]])) as Record<GameCategory, string[]>;
  const add = (category: GameCategory, vendor: string): void => {
    if (!result[category].includes(vendor)) result[category].push(vendor);
  };
  for (const [category, codes] of Object.entries(vendors)) {
    if (!isCategory(category)) continue;
    for (const vendor of codes ?? []) {
      if (category === 'SPORTS' && ESPORTS_VENDORS.includes(vendor)) add('ESPORTS', vendor);
      else if (category === 'SPORTS' && COCKFIGHT_VENDORS.includes(vendor)) add('COCKFIGHT', vendor);
      else add(category, vendor);
    }
  }
  return result;
}

const LOTTERY_LOBBIES: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

/** The lottery lobby of a vendor's game (spec P4.6-6), or null when the vendor is not a lottery vendor. */
export function lotteryRouteFor(vendorCode: string, gameCode: string): string | null {
  const lobby = LOTTERY_LOBBIES[vendorCode];
  return lobby === undefined ? null : `${lobby}?gameCode=${encodeURIComponent(gameCode)}`;
}

export type PrizeMode = 'LOTT' | 'ELOTT';

/** E-lottery when ELOTT holds a TCG_LOTTO_VN or LOTT card, otherwise lottery (spec P4.6-5). */
export function prizeModeFrom(categories: Readonly<Record<GameCategory, readonly string[]>>): PrizeMode {
  return categories.ELOTT.some((vendor) => vendor === 'TCG_LOTTO_VN' || vendor === 'LOTT') ? 'ELOTT' : 'LOTT';
}
