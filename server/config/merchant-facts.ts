// Facts the linter derives from a merchant file with the engine's own rules: whether a feature is on, which game
// categories have vendors, what a site route needs.
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { isModuleEnabled } from '../../src/engine/feature-flags.js';
import { categoriesWithVendors, lotteryRouteFor, type GameCategory } from '../../src/engine/game-categories.js';

type WhitelabelNode = MerchantConfig['whitelabel'][number];

export interface FeatureState {
  /** JSON pointer of the node's enabled flag, or of /whitelabel when the node is absent. */
  pointer: string;
  /** On only when the node and all its ancestors are enabled. */
  on: boolean;
}

export function featureState(merchant: MerchantConfig, modId: string): FeatureState {
  const pointerOf = (nodes: WhitelabelNode[], base: string): string | null => {
    for (const [i, node] of nodes.entries()) {
      if (node.modId === modId) return `${base}/${i}/enabled`;
      const inner = pointerOf(node.childrenNodes ?? [], `${base}/${i}/childrenNodes`);
      if (inner) return inner;
    }
    return null;
  };
  return { pointer: pointerOf(merchant.whitelabel, '/whitelabel') ?? '/whitelabel', on: isModuleEnabled(merchant.whitelabel, modId) };
}

/** Vendor codes per category after the engine's moves (e-sports out of SPORTS), so "has vendors" means what the menus show. */
export function categoryVendors(merchant: MerchantConfig): Record<GameCategory, string[]> {
  return categoriesWithVendors(merchant.vendors);
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

/** The lottery lobbies of the route table (spec 2.1); which vendors lead to each is the engine's lotteryRouteFor. */
const lotteryLobbies = new Set(['/lottery', '/seaLottery', '/vnLottery']);

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
  if (lotteryLobbies.has(url.pathname)) {
    const reachable = [...vendors.LOTT, ...vendors.ELOTT].map((v) => lotteryRouteFor(v, '')?.split('?')[0]);
    if (!reachable.includes(url.pathname)) return `${target}, which no lottery vendor of LOTT or ELOTT leads to`;
  }
  return null;
}

/** Every vendor code of the merchant, in any category. */
export function allVendors(merchant: MerchantConfig): string[] {
  return Object.values(categoryVendors(merchant)).flat();
}
