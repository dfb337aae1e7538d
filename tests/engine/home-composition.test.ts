import { describe, expect, it } from 'vitest';
import type { HomeSection } from '../../src/engine/config-types';
import { CATEGORY_ORDER, type GameCategory } from '../../src/engine/game-categories';
import { composeHome, homeMenuIds, isLobbyBlock, resolveHomeSections } from '../../src/engine/home-composition';
import { homeGameMenu } from '../../src/engine/navigation';
import { SPEC_HOME_SECTIONS } from '../../src/engine/theme-migration';

const categories = (withVendors: GameCategory[]) =>
  Object.fromEntries(CATEGORY_ORDER.map((category) => [category, withVendors.includes(category) ? ['V1'] : []])) as Record<GameCategory, string[]>;

const some = categories(['RNG', 'LIVE', 'SPORTS']);
const visitor = { categories: some, loggedIn: false, hasRecent: false };
const member = { categories: some, loggedIn: true, hasRecent: true };
const kinds = (sections: readonly HomeSection[], context = visitor) => composeHome(sections, context).map((block) => (block.kind === 'games' ? block.id : block.kind));

describe('resolveHomeSections', () => {
  it('is the theme list when the merchant overrides nothing', () => {
    expect(resolveHomeSections(SPEC_HOME_SECTIONS, undefined)).toEqual(SPEC_HOME_SECTIONS);
  });

  it('hides the sections the merchant names and keeps the order of the rest', () => {
    const sections = resolveHomeSections(SPEC_HOME_SECTIONS, { hide: ['marquee', 'winnerBoard'] });
    expect(sections.map((section) => section.type)).toEqual(['banners', 'gameMenu', 'hotGames', 'favorites', 'categorySections', 'recentGames']);
  });

  it('merges the merchant settings per type over the theme settings', () => {
    const theme: HomeSection[] = [{ type: 'categorySections', settings: { columns: 5, categories: ['rng'] } }, { type: 'richText' }];
    const sections = resolveHomeSections(theme, { settings: { categorySections: { categories: ['sports', 'live'] }, richText: { body: { en: 'Hello' } } } });
    expect(sections).toEqual([
      { type: 'categorySections', settings: { columns: 5, categories: ['sports', 'live'] } },
      { type: 'richText', settings: { body: { en: 'Hello' } } },
    ]);
    expect(theme[0]?.settings?.categories).toEqual(['rng']);
  });

  it('takes the merchant list in place of the theme list, still hiding and merging', () => {
    const own: [HomeSection, ...HomeSection[]] = [{ type: 'hotGames' }, { type: 'banners' }, { type: 'marquee' }];
    expect(resolveHomeSections(SPEC_HOME_SECTIONS, { sections: own, hide: ['marquee'], settings: { hotGames: { columns: 4 } } })).toEqual([
      { type: 'hotGames', settings: { columns: 4 } },
      { type: 'banners' },
    ]);
  });
});

describe('composeHome', () => {
  it('[P2.2-1] [P2.2-2] [P2.2-3] [P2.2-4] [P2.2-5] the default home is the spec home: banners, marquee, menu, hot, categories with vendors, winners', () => {
    expect(kinds(SPEC_HOME_SECTIONS)).toEqual(['banners', 'marquee', 'gameMenu', 'hot', 'rng', 'live', 'sports', 'winnerBoard']);
    expect(kinds(SPEC_HOME_SECTIONS, member)).toEqual(['banners', 'marquee', 'gameMenu', 'hot', 'favorites', 'rng', 'live', 'sports', 'recent', 'winnerBoard']);
  });

  it('[P2.2-3] the default game menu equals the spec menu for visitors and members', () => {
    for (const context of [visitor, member, { ...member, hasRecent: false }]) {
      expect(homeMenuIds(composeHome(SPEC_HOME_SECTIONS, context))).toEqual(homeGameMenu(context).map((entry) => entry.id));
    }
  });

  it('[P2.2-4] a category section lists its chosen categories in its order, only those with vendors', () => {
    const sections: HomeSection[] = [{ type: 'categorySections', settings: { categories: ['sports', 'fish', 'rng'] } }, { type: 'hotGames' }];
    expect(kinds(sections)).toEqual(['sports', 'rng', 'hot']);
  });

  it('[P2.2-3] the game menu follows the page order of the game sections, each once', () => {
    const blocks = composeHome([{ type: 'gameMenu' }, { type: 'categorySections', settings: { categories: ['sports'] } }, { type: 'hotGames' }, { type: 'categorySections' }], visitor);
    expect(homeMenuIds(blocks)).toEqual(['sports', 'hot', 'rng', 'live']);
  });

  it('carries each section settings to its blocks and tells lobby blocks from page blocks', () => {
    const blocks = composeHome([{ type: 'richText', settings: { body: { en: 'x' } } }, { type: 'categorySections', settings: { columns: 6 } }, { type: 'vendorStrip', settings: { limit: 3 } }], visitor);
    expect(blocks[0]).toEqual({ kind: 'richText', settings: { body: { en: 'x' } } });
    expect(blocks.filter((block) => block.kind === 'games').every((block) => block.settings.columns === 6)).toBe(true);
    expect(blocks.map(isLobbyBlock)).toEqual([false, true, true, true, true]);
  });
});
