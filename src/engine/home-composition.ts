// The home page composed as data (docs/theming.md): the theme's ordered sections with their settings, a merchant's
// overrides on top, and what of it a visitor sees. Pure, so the server resolves the list it sends and the site and the
// tests compose the same page. The theme's default (SPEC_HOME_SECTIONS) is the spec's home (P2.2) as it always was.
import type { HomeSection, MerchantConfig, SectionSettings } from './config-types';
import type { GameCategory } from './game-categories';

type Categories = Readonly<Record<GameCategory, readonly string[]>>;

export type HomeSectionType = HomeSection['type'];
export type MerchantHome = NonNullable<MerchantConfig['home']>;
/** A category of the home's category sections, as the schema names it (lower case). */
export type HomeCategory = NonNullable<SectionSettings['categories']>[number];

/** The categories the home shows, in the spec's order (P2.2-4), when a section does not choose its own. */
export const HOME_CATEGORY_ORDER: readonly HomeCategory[] = ['rng', 'fish', 'live', 'inhouse', 'sports', 'pvp', 'esports', 'elott'];

/**
 * The merchant's home: its own list when it gives one, else the theme's; then the sections it hides removed and its
 * settings per section type merged over the theme's (a setting left out keeps the theme's).
 */
export function resolveHomeSections(theme: readonly HomeSection[], merchant: MerchantHome | undefined): HomeSection[] {
  const base = merchant?.sections ?? theme;
  const hidden = new Set<string>(merchant?.hide ?? []);
  return base
    .filter((section) => !hidden.has(section.type))
    .map((section) => {
      const patch = merchant?.settings?.[section.type];
      const settings = patch || section.settings ? { ...section.settings, ...patch } : undefined;
      return settings ? { type: section.type, settings: structuredClone(settings) } : { type: section.type };
    });
}

/** A game list section of the page, with its id (the hash the game menu scrolls to). */
export interface GamesBlock {
  kind: 'games';
  id: string;
  category?: HomeCategory;
  settings: SectionSettings;
}
/** The blocks the lobby's chunk draws: game sections, the game menu, the winner board, the vendor strip. */
export type LobbyBlock = GamesBlock | { kind: 'gameMenu' | 'winnerBoard' | 'vendorStrip'; settings: SectionSettings };
/** The blocks the home route draws itself. */
export type PageBlock = { kind: 'banners' | 'marquee' | 'promotionsStrip' | 'appDownload' | 'richText'; settings: SectionSettings };
/** One block of the page as drawn. */
export type HomeBlock = LobbyBlock | PageBlock;

const LOBBY_KINDS: ReadonlySet<HomeBlock['kind']> = new Set(['games', 'gameMenu', 'winnerBoard', 'vendorStrip']);
export const isLobbyBlock = (block: HomeBlock): block is LobbyBlock => LOBBY_KINDS.has(block.kind);

export interface HomeContext {
  categories: Categories;
  loggedIn: boolean;
  hasRecent: boolean;
}

const hasVendors = (categories: Categories, category: HomeCategory) => categories[category.toUpperCase() as GameCategory].length > 0;

/**
 * The blocks a visitor sees, top to bottom: favourites only when logged in, recent only with recent games (P2.2-3),
 * a category only with vendors; a category section lists its chosen categories (or all, in the spec's order).
 */
export function composeHome(sections: readonly HomeSection[], context: HomeContext): HomeBlock[] {
  return sections.flatMap((section): HomeBlock[] => {
    const settings = section.settings ?? {};
    switch (section.type) {
      case 'hotGames':
        return [{ kind: 'games', id: 'hot', settings }];
      case 'favorites':
        return context.loggedIn ? [{ kind: 'games', id: 'favorites', settings }] : [];
      case 'recentGames':
        return context.loggedIn && context.hasRecent ? [{ kind: 'games', id: 'recent', settings }] : [];
      case 'categorySections':
        return (settings.categories ?? HOME_CATEGORY_ORDER)
          .filter((category) => hasVendors(context.categories, category))
          .map((category) => ({ kind: 'games', id: category, category, settings }));
      default:
        return [{ kind: section.type, settings }];
    }
  });
}

/** The game menu's entries (P2.2-3): the page's game sections in the order they appear, each shown once. */
export function homeMenuIds(blocks: readonly HomeBlock[]): string[] {
  return [...new Set(blocks.flatMap((block) => (block.kind === 'games' ? [block.id] : [])))];
}
