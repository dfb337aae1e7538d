// The vendors of the spec (9) per category, with display names. A vendor code (vassalage) may serve several
// categories (AG has fish, live and slot games), so a catalogue vendor is the pair (gameType, vassalage).
import { vendorDisplayName } from '../../../src/engine/vendor-names.js';
import type { GameCategory } from './categories.js';

export { vendorDisplayName };

export interface VendorDefinition {
  gameType: GameCategory;
  vassalage: string;
  displayName: string;
}

/** Vendor codes per category as the spec lists them; the cockfight list is empty (9). */
export const vendorCodesByCategory: Record<GameCategory, readonly string[]> = {
  RNG: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'],
  FISH: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG'],
  LIVE: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP'],
  PVP: ['KX', 'KY', 'TH', 'WS', 'XY'],
  SPORTS: ['IBC', 'SBT', 'UG'],
  ESPORTS: ['IMES', 'TF', 'IA'],
  COCKFIGHT: [],
  LOTT: ['LOTT', 'TCG_SEA'],
  ELOTT: ['ELOTT', 'TCG_LOTTO_VN'],
  INHOUSE: ['LIVERY'],
};


export const vendorDefinitions: readonly VendorDefinition[] = (Object.entries(vendorCodesByCategory) as [GameCategory, readonly string[]][])
  .flatMap(([gameType, codes]) => codes.map((vassalage) => ({ gameType, vassalage, displayName: vendorDisplayName(vassalage) })));

/** Vendors whose games open in the platform's own lottery lobbies (4.6), by the route that lobby lives at. */
export const lotteryRoutes: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

/** The in-house vendor, whose games run on the platform's demo game page and seamless wallet. */
export const inHouseVendor = 'LIVERY';
