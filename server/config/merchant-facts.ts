// Facts the linter derives from a merchant file the way the engine does: whether a feature is on, which game
// categories have vendors, what a site route needs. Kept small and local so the server does not load the app's engine.
import type { MerchantConfig } from '../../src/engine/config-types.js';

type WhitelabelNode = MerchantConfig['whitelabel'][number];

export interface FeatureState {
  /** JSON pointer of the node's enabled flag, or of /whitelabel when the node is absent. */
  pointer: string;
  /** On only when the node and all its ancestors are enabled. */
  on: boolean;
}

export function featureState(merchant: MerchantConfig, modId: string): FeatureState {
  const search = (nodes: WhitelabelNode[], base: string, ancestorsOn: boolean): FeatureState | null => {
    for (const [i, node] of nodes.entries()) {
      const here = `${base}/${i}`;
      const on = ancestorsOn && node.enabled;
      if (node.modId === modId) return { pointer: `${here}/enabled`, on };
      const found = search(node.childrenNodes ?? [], `${here}/childrenNodes`, on);
      if (found) return found;
    }
    return null;
  };
  return search(merchant.whitelabel, '/whitelabel', true) ?? { pointer: '/whitelabel', on: false };
}

export type GameCategory = 'RNG' | 'FISH' | 'LIVE' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'LOTT' | 'ELOTT' | 'INHOUSE';

/** E-sports vendors listed under SPORTS move to their own category (spec 4.6, 9). */
const esportsVendors = new Set(['IMES', 'TF', 'IA']);

/** Vendor codes per category after the engine's moves, so "has vendors" means what the menus show. */
export function categoryVendors(merchant: MerchantConfig): Record<GameCategory, string[]> {
  const v = merchant.vendors;
  const sports = v.SPORTS ?? [];
  return {
    RNG: v.RNG ?? [],
    FISH: v.FISH ?? [],
    LIVE: v.LIVE ?? [],
    PVP: v.PVP ?? [],
    SPORTS: sports.filter((c) => !esportsVendors.has(c)),
    ESPORTS: [...(v.ESPORTS ?? []), ...sports.filter((c) => esportsVendors.has(c))],
    COCKFIGHT: v.COCKFIGHT ?? [],
    LOTT: v.LOTT ?? [],
    ELOTT: v.ELOTT ?? [],
    INHOUSE: v.INHOUSE ?? [],
  };
}

/** Category pages of the route table (spec 2.1) and the category each shows. */
const categoryRoutes: Record<string, GameCategory> = {
  '/rng': 'RNG',
  '/fish': 'FISH',
  '/live': 'LIVE',
  '/pvp': 'PVP',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
};

/** Lottery lobbies and the vendor codes that route to them (spec 4.6). */
const lotteryRoutes: Record<string, string[]> = {
  '/lottery': ['LOTT', 'ELOTT'],
  '/seaLottery': ['TCG_SEA'],
  '/vnLottery': ['TCG_LOTTO_VN'],
};

/** The route and why it would show an empty or hidden game section for this merchant, or null when it would not. */
export function routeGap(merchant: MerchantConfig, target: string): string | null {
  if (!target.startsWith('/')) return null;
  const url = new URL(target, 'http://site.invalid');
  const vendors = categoryVendors(merchant);
  const category = categoryRoutes[url.pathname];
  if (category) {
    if (vendors[category].length === 0) return `${target}, whose ${category} category has no vendors`;
    const vassalage = url.searchParams.get('vassalage');
    if (vassalage && !vendors[category].includes(vassalage)) return `${target}, but ${vassalage} is not one of its ${category} vendors`;
    return null;
  }
  const codes = lotteryRoutes[url.pathname];
  if (codes) {
    const lottery = [...vendors.LOTT, ...vendors.ELOTT];
    if (!codes.some((c) => lottery.includes(c))) return `${target}, which needs vendor ${codes.join(' or ')} under LOTT or ELOTT`;
  }
  return null;
}

/** Every vendor code of the merchant, in any category. */
export function allVendors(merchant: MerchantConfig): string[] {
  return Object.values(categoryVendors(merchant)).flat();
}
