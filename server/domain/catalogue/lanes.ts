// Which vendors a merchant offers, per category, as the vendor list's lanes: the merchant's configuration
// filtered to vendors the catalogue knows, with e-sports and cockfight providers moved out of SPORTS (spec 4.6).
import { gameClassifies, laneOrder, type GameCategory, type GameClassify } from './categories.js';
import type { CatalogueGame, CatalogueVendor } from './generator.js';

/** The `vendors` block of a merchant file: vendor codes per category. */
export type MerchantVendorConfig = Partial<Record<string, readonly string[]>>;

export interface Lane {
  gameType: GameCategory;
  vendors: CatalogueVendor[];
}

/** Categories a vendor listed under SPORTS may really belong to (spec 4.6). */
const movedOutOfSports: readonly GameCategory[] = ['ESPORTS', 'COCKFIGHT'];

export const offerKey = (gameType: string, vassalage: string): string => `${gameType}:${vassalage}`;

export function merchantLanes(config: MerchantVendorConfig, vendors: readonly CatalogueVendor[]): Lane[] {
  const byKey = new Map(vendors.map((v) => [offerKey(v.gameType, v.vassalage), v]));
  const lanes = new Map<GameCategory, CatalogueVendor[]>(laneOrder.map((c) => [c, []]));
  const place = (vendor: CatalogueVendor) => {
    const lane = lanes.get(vendor.gameType)!;
    if (!lane.includes(vendor)) lane.push(vendor);
  };
  // Configured categories first, so a merchant's own ESPORTS order comes before vendors moved from SPORTS.
  const configured = laneOrder.filter((c) => config[c] !== undefined);
  const deferred: CatalogueVendor[] = [];
  for (const category of configured) {
    for (const code of config[category] ?? []) {
      const own = byKey.get(offerKey(category, code));
      if (own) {
        place(own);
        continue;
      }
      if (category !== 'SPORTS') continue;
      const moved = movedOutOfSports.map((c) => byKey.get(offerKey(c, code))).find((v) => v !== undefined);
      if (moved) deferred.push(moved);
    }
  }
  deferred.forEach(place);
  return laneOrder.flatMap((gameType) => {
    const laneVendors = lanes.get(gameType)!;
    return laneVendors.length > 0 ? [{ gameType, vendors: laneVendors }] : [];
  });
}

/** The set of (gameType, vassalage) pairs a merchant offers, for filtering games. */
export function offeredKeys(lanes: readonly Lane[]): Set<string> {
  return new Set(lanes.flatMap((l) => l.vendors.map((v) => offerKey(l.gameType, v.vassalage))));
}

/** Per classification, the lane's vendors that have at least one game of it (the lane's gameClassify list). */
export function laneClassifies(lane: Lane, games: readonly CatalogueGame[]): { code: GameClassify; vendors: string[] }[] {
  const codes = new Set(lane.vendors.map((v) => v.vassalage));
  const found = new Map<GameClassify, Set<string>>();
  for (const game of games) {
    if (game.gameType !== lane.gameType || game.gameClassify === '' || !codes.has(game.vassalage)) continue;
    const set = found.get(game.gameClassify) ?? new Set<string>();
    set.add(game.vassalage);
    found.set(game.gameClassify, set);
  }
  return gameClassifies.flatMap((code) => {
    const set = found.get(code);
    return set ? [{ code, vendors: lane.vendors.map((v) => v.vassalage).filter((v) => set.has(v)) }] : [];
  });
}
