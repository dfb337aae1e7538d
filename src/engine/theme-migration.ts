// Theme files from schemaVersion 1 (colours, three radii, two font names, a logo) to 2 (design tokens, component
// styles, layout variants and the home page as sections). Pure: the server's loader and `merchants:check --fix` run
// it. The tokens a version-1 file did not have get the values the site hard-coded before, so a migrated theme looks
// as it did.
import type { HomeSection, Layout, ThemeConfig } from './config-types';

type JsonObject = Record<string, unknown>;

/** The home page of the spec (P2.2) as the site drew it before sections were data. */
export const SPEC_HOME_SECTIONS: readonly HomeSection[] = [
  { type: 'banners' },
  { type: 'marquee' },
  { type: 'gameMenu' },
  { type: 'hotGames' },
  { type: 'favorites' },
  { type: 'categorySections' },
  { type: 'recentGames' },
  { type: 'winnerBoard' },
];

/** Logo at the start, the navigation on its own row, a fixed side menu, four footer columns: the layout before variants. */
export const CLASSIC_LAYOUT: Layout = { header: { logo: 'start', navigation: 'belowHeader' }, sideMenu: 'fixed', footer: { columns: 4 } };

/** Everything version 2 adds, at the values the site used before tokens existed. */
export const VERSION_1_LOOK: Pick<ThemeConfig, 'density' | 'borders' | 'shadows' | 'motion' | 'components' | 'layout' | 'home'> & {
  typography: Omit<ThemeConfig['typography'], 'families'>;
} = {
  typography: {
    scale: { small: 0.8, body: 1, sectionTitle: 1.3, pageTitle: 1.5, display: 2 },
    weights: { regular: 400, strong: 600, heading: 700 },
    lineHeights: { body: 1.5, heading: 1.3 },
  },
  density: 'regular',
  borders: { width: 1 },
  shadows: {
    low: { offsetY: 0, blur: 0, spread: 0, opacity: 0 },
    medium: { offsetY: 4, blur: 16, spread: 0, opacity: 0.2 },
    high: { offsetY: 12, blur: 40, spread: 0, opacity: 0.35 },
  },
  motion: { durations: { short: 120, medium: 240 }, easing: [0.2, 0, 0, 1] },
  components: {
    button: { style: 'filled' },
    gameTile: { style: 'card', aspectRatio: '4:3' },
    input: { style: 'outlined' },
    badge: { shape: 'rounded' },
    winnerBoard: { style: 'list' },
    marquee: { style: 'bar' },
  },
  layout: CLASSIC_LAYOUT,
  home: { sections: [...SPEC_HOME_SECTIONS] as ThemeConfig['home']['sections'] },
};

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Version 1 to 2: `fonts` becomes `typography.families`, every other key stays where it was (in its order, so the
 * rewritten file diffs small) and the new tokens are added after `radius` with the version-1 look.
 */
export function migrateThemeV1ToV2(doc: JsonObject): JsonObject {
  const { fonts, ...rest } = doc;
  const look = structuredClone(VERSION_1_LOOK);
  const families = isObject(fonts) ? fonts : { body: 'inter', heading: 'inter' };
  // Only what the file lacks is added (a file already in the version-2 shape passes unchanged).
  const missing = (entries: JsonObject): JsonObject => Object.fromEntries(Object.entries(entries).filter(([key]) => !(key in rest)));
  const before = missing({ typography: { families, ...look.typography }, density: look.density });
  const after = missing({ borders: look.borders, shadows: look.shadows, motion: look.motion, components: look.components, layout: look.layout, home: look.home });
  const out: JsonObject = {};
  let placed = false;
  for (const [key, value] of Object.entries(rest)) {
    // The tokens go around radius (typography and density before it), else before the palettes.
    if (!placed && key === 'palettes') {
      Object.assign(out, before, after);
      placed = true;
    }
    if (!placed && key === 'radius') {
      Object.assign(out, before, { radius: value }, after);
      placed = true;
      continue;
    }
    out[key] = value;
  }
  if (!placed) Object.assign(out, before, after);
  return out;
}
