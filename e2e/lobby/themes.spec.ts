// Issue 17: the bundled themes are different products, not one layout recoloured (docs/theming.md section 0). Each is
// shown on the demo merchant through the preview console's theme demo, in both palettes: its own header arrangement,
// side menu and first home section, axe-clean; and every pair of themes puts the home page's parts in other places.
import type { Page } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS, expect, test } from '../accounts/helpers';
import { bodyBackground, expectNoAxeViolations, rgb } from '../support/site';
import { BUNDLED_THEMES, openThemeDemo, staffSession, themeFile, type StaffSession } from '../support/theme-demo';
import { headerArrangement } from '../../src/engine/theme-layout';

test.use({ locale: 'en-US' });

/** The first game section of each theme's home for a visitor; a theme added without a line here fails the first test. */
const FIRST_GAME_SECTION: Readonly<Record<string, string>> = {
  aurora: 'hot',
  angkor: 'elott',
  clarity: 'hot',
  jade: 'elott',
  lotus: 'live',
  neon: 'esports',
  noir: 'hot',
  pitch: 'sports',
};

// Serial, in one worker: each theme's journey records its light home's layout, and the last test compares them all
// without loading the eight homes again (CI time).
test.describe.configure({ mode: 'serial' });

type Box = [x: number, y: number, width: number, height: number];
const layouts: Record<string, Record<string, Box | null>> = {};

let staff: StaffSession;
test.beforeAll(async () => {
  staff = await staffSession();
});
test.afterAll(async () => staff.api.dispose());

async function loadHomeSections(page: Page) {
  const sections = page.locator('[data-testid^="home-section-"]');
  await expect(sections.first().getByTestId('game-tile').first()).toBeVisible();
  for (const section of await sections.all()) {
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('game-tile').or(section.getByText('No data')).first()).toBeVisible();
  }
  // The blocks below the games (winner board, vendor and promotions strips) load as the visitor scrolls near them.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByTestId('winner-board')).toBeVisible();
}

test('every bundled theme is in this journey\'s table', () => {
  expect(Object.keys(FIRST_GAME_SECTION).sort()).toEqual([...BUNDLED_THEMES]);
});

for (const code of BUNDLED_THEMES) {
  test(`[P1-1][P2.2-1] the ${code} theme has its own layout and home, and its home passes axe in dark and light`, async ({ page, context }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    const theme = themeFile(code);
    for (const palette of ['dark', 'light'] as const) {
      await openThemeDemo(page, context, staff, code, palette);
      await expect.poll(() => bodyBackground(page)).toBe(rgb(theme.palettes[palette].background));
      await expect(page.getByRole('banner')).toHaveAttribute('data-arrangement', headerArrangement(theme.layout));
      await expect(page.getByRole('complementary').getByRole('navigation', { name: 'Side menu' })).toHaveCount(theme.layout.sideMenu === 'none' ? 0 : 1);
      await expect(page.locator('[data-testid^="home-section-"]').first()).toHaveAttribute('data-testid', `home-section-${FIRST_GAME_SECTION[code]}`);
      await loadHomeSections(page);
      await expectNoAxeViolations(page);
      if (palette === 'light') layouts[code] = await layoutBoxes(page);
    }
  });
}

/** Where the home page's parts are drawn at the desktop size, colour aside: header, navigation, side menu, sections. */
async function layoutBoxes(page: Page): Promise<Record<string, Box | null>> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const sections = page.locator('[data-testid^="home-section-"]');
  const parts = {
    header: page.getByRole('banner'),
    logo: page.getByRole('banner').getByRole('img').first(),
    navigation: page.getByRole('navigation', { name: 'Main navigation' }),
    sideMenu: page.getByRole('complementary').getByRole('navigation', { name: 'Side menu' }),
    banners: page.getByRole('region', { name: 'Featured promotions' }),
    firstSection: sections.nth(0),
    secondSection: sections.nth(1),
    firstTile: sections.nth(0).getByTestId('game-tile').first(),
    winnerBoard: page.getByTestId('winner-board'),
  };
  const boxes: Record<string, Box | null> = {};
  for (const [name, locator] of Object.entries(parts)) {
    const box = (await locator.count()) > 0 ? await locator.first().boundingBox() : null;
    boxes[name] = box && [box.x, box.y, box.width, box.height].map(Math.round) as Box;
  }
  return boxes;
}

/** The parts two layouts place more than 8 px apart (or that one of them does not draw). */
function partsThatDiffer(a: Record<string, Box | null>, b: Record<string, Box | null>): string[] {
  return Object.keys(a).filter((part) => {
    const [p, q] = [a[part], b[part]];
    if (!p || !q) return p !== q;
    return p.some((value, i) => Math.abs(value - q[i]!) > 8);
  });
}

test('[P2.1-1] no two bundled themes are one layout recoloured: every pair places at least three home parts apart', () => {
  expect(Object.keys(layouts).sort(), 'every theme\'s light home was measured').toEqual([...BUNDLED_THEMES]);
  const alike: string[] = [];
  for (const [i, a] of BUNDLED_THEMES.entries()) {
    for (const b of BUNDLED_THEMES.slice(i + 1)) {
      const differ = partsThatDiffer(layouts[a]!, layouts[b]!);
      if (differ.length < 3) alike.push(`${a} and ${b} differ only in ${differ.join(', ') || 'nothing'}`);
    }
  }
  expect(alike).toEqual([]);
});
