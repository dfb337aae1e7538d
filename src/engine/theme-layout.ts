// The layout variants a theme chooses (theme layout) and a merchant may override (merchant layout), and what each
// variant draws around a page. Pure, so the server resolves the layout it sends and the site and the tests ask the
// same questions. Every variant keeps the spec's layout rules (P2.1 to P2.6): the header with its logo and account
// actions, the top navigation, the side menu's entries (in a column or in the menu drawer), and the footer.
import type { Layout as ThemeLayout, MerchantConfig } from './config-types';
import type { Layout as RouteLayout } from './layout-rules';

export type MerchantLayout = NonNullable<MerchantConfig['layout']>;

/** The theme's layout with the merchant's overrides on top; a property the merchant leaves out keeps the theme's. */
export function resolveLayout(theme: ThemeLayout, merchant: MerchantLayout | undefined): ThemeLayout {
  return {
    header: { ...theme.header, ...merchant?.header },
    sideMenu: merchant?.sideMenu ?? theme.sideMenu,
    footer: { ...theme.footer, ...merchant?.footer },
  };
}

/** What the frame of one page draws on the desktop, from the route's rules (layoutFor) and the layout variant. */
export interface DesktopShell {
  header: boolean;
  /** The side menu as a column: fixed, foldable, or none. */
  sideColumn: 'fixed' | 'collapsible' | null;
  /** The header's menu button and drawer (with the side menu's entries) on the desktop too. */
  drawerOnDesktop: boolean;
  footer: boolean;
  footerColumns: number;
  /** Grid arrangement of the desktop header: where the logo and the top navigation go. */
  arrangement: HeaderArrangement;
}

export type HeaderArrangement = 'logoStart-navBelow' | 'logoStart-navInline' | 'logoCentre-navBelow' | 'logoCentre-navInline';

export function headerArrangement(layout: ThemeLayout): HeaderArrangement {
  const logo = layout.header.logo === 'centre' ? 'logoCentre' : 'logoStart';
  const nav = layout.header.navigation === 'inHeader' ? 'navInline' : 'navBelow';
  return `${logo}-${nav}`;
}

/**
 * The desktop frame of a page. The route decides whether a side menu belongs there at all (game pages hide it,
 * P2.1-14); the variant decides how it is drawn. With no column the drawer holds the entries, so P2.3-1 holds.
 */
export function desktopShell(route: RouteLayout, layout: ThemeLayout): DesktopShell {
  const column = route.sideMenu && layout.sideMenu !== 'none' ? layout.sideMenu : null;
  return {
    header: route.header,
    sideColumn: column,
    drawerOnDesktop: route.header && layout.sideMenu === 'none',
    footer: route.footer,
    footerColumns: layout.footer.columns,
    arrangement: headerArrangement(layout),
  };
}
