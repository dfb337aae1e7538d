import { describe, expect, it } from 'vitest';
import type { Layout } from '../../src/engine/config-types';
import { layoutFor } from '../../src/engine/layout-rules';
import { desktopShell, headerArrangement, resolveLayout } from '../../src/engine/theme-layout';
import { CLASSIC_LAYOUT } from '../../src/engine/theme-migration';

/** Every combination the theme schema allows. */
const VARIANTS: Layout[] = (['start', 'centre'] as const).flatMap((logo) =>
  (['inHeader', 'belowHeader'] as const).flatMap((navigation) =>
    (['fixed', 'collapsible', 'none'] as const).flatMap((sideMenu) =>
      [1, 2, 3, 4].map((columns) => ({ header: { logo, navigation }, sideMenu, footer: { columns } })),
    ),
  ),
);

describe('resolveLayout', () => {
  it('keeps the theme layout when the merchant overrides nothing', () => {
    expect(resolveLayout(CLASSIC_LAYOUT, undefined)).toEqual(CLASSIC_LAYOUT);
    expect(resolveLayout(CLASSIC_LAYOUT, { phoneNavigation: 'bottomBar' })).toEqual(CLASSIC_LAYOUT);
  });

  it('lets the merchant override one part and keeps the rest of the theme', () => {
    const resolved = resolveLayout(CLASSIC_LAYOUT, { header: { logo: 'centre' }, sideMenu: 'none' });
    expect(resolved).toEqual({ header: { logo: 'centre', navigation: 'belowHeader' }, sideMenu: 'none', footer: { columns: 4 } });
    expect(resolveLayout(CLASSIC_LAYOUT, { footer: { columns: 2 } }).footer.columns).toBe(2);
  });

  it('does not change the theme it was given', () => {
    const theme = structuredClone(CLASSIC_LAYOUT);
    resolveLayout(theme, { header: { navigation: 'inHeader' } });
    expect(theme).toEqual(CLASSIC_LAYOUT);
  });
});

describe('headerArrangement', () => {
  it('names the four arrangements of logo and navigation', () => {
    expect(headerArrangement(CLASSIC_LAYOUT)).toBe('logoStart-navBelow');
    expect(headerArrangement({ ...CLASSIC_LAYOUT, header: { logo: 'centre', navigation: 'inHeader' } })).toBe('logoCentre-navInline');
    expect(new Set(VARIANTS.map(headerArrangement)).size).toBe(4);
  });
});

describe('desktopShell keeps the spec layout rules in every variant', () => {
  const home = layoutFor('/');
  const lottery = layoutFor('/lottery');
  const seamless = layoutFor('/seamless');

  it.each(VARIANTS.map((v) => [headerArrangement(v), v.sideMenu, v.footer.columns, v] as const))(
    '[P2.5-1] [P2.3-1] [P2.6-1] %s, side menu %s, %i footer columns: header, side menu entries and footer on a page',
    (_a, _s, _c, variant) => {
      const shell = desktopShell(home, variant);
      expect(shell.header).toBe(true);
      expect(shell.footer).toBe(true);
      // The side menu's entries are reachable: in a column, or in the drawer the header's menu button opens.
      expect(shell.sideColumn !== null || shell.drawerOnDesktop).toBe(true);
      expect(shell.footerColumns).toBe(variant.footer.columns);
    },
  );

  it.each(VARIANTS.map((v) => [headerArrangement(v), v.sideMenu, v] as const))('[P2.1-14] %s, side menu %s: game pages hide the side column, lottery pages the footer', (_a, _s, variant) => {
    expect(desktopShell(seamless, variant).sideColumn).toBeNull();
    expect(desktopShell(lottery, variant).footer).toBe(false);
    expect(desktopShell(lottery, variant).header).toBe(true);
  });

  it('[P2.1-13] the agent pages keep their own layout: no standard header, no side column, no drawer', () => {
    for (const variant of VARIANTS) {
      const shell = desktopShell(layoutFor('/agentHome'), variant);
      expect(shell).toMatchObject({ header: false, sideColumn: null, drawerOnDesktop: false, footer: false });
    }
  });

  it('draws the side menu as the variant says', () => {
    expect(desktopShell(home, CLASSIC_LAYOUT)).toMatchObject({ sideColumn: 'fixed', drawerOnDesktop: false });
    expect(desktopShell(home, { ...CLASSIC_LAYOUT, sideMenu: 'collapsible' })).toMatchObject({ sideColumn: 'collapsible', drawerOnDesktop: false });
    expect(desktopShell(home, { ...CLASSIC_LAYOUT, sideMenu: 'none' })).toMatchObject({ sideColumn: null, drawerOnDesktop: true });
  });
});
