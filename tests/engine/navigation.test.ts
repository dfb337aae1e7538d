import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FeatureFlags } from '../../src/engine/feature-flags';
import { categoriesWithVendors } from '../../src/engine/game-categories';
import { ROUTES } from '../../src/engine/layout-rules';
import { homeGameMenu, sideMenu, topNavigation, type NavEntry } from '../../src/engine/navigation';

const demoVendors = (JSON.parse(readFileSync(new URL('../../merchants/demo/merchant.json', import.meta.url), 'utf8')) as { vendors: Record<string, string[]> }).vendors;
const everything = categoriesWithVendors(demoVendors);
const few = categoriesWithVendors({ RNG: ['PT'], LIVE: ['AG'], SPORTS: ['IBC'], INHOUSE: ['LIVERY'] });

const flags = (overrides: Partial<FeatureFlags> = {}): FeatureFlags => ({
  usernameRegistration: true, mobileRegistration: true, smsRegisterVerification: true, mobileRegistrationWithPassword: true,
  freePlay: true, passwordExpiry: true, smsLogin: true, newIpVerification: true, passwordByMobile: true, passwordByEmail: true,
  consolidatedWallet: true, manualRebate: true, vip: true, missions: true, pointMall: true, referral: true, dividend: true,
  dailySalary: true, hourlySalary: true, realtimeSalary: true, socialTelegram: true, socialFacebook: true, socialGoogle: true,
  ...overrides,
});

const ids = (entries: NavEntry[]) => entries.map((item) => item.id);

describe('topNavigation', () => {
  it('[P2.4-1] lists home, the categories in the spec order and promotions last', () => {
    expect(topNavigation(everything).map((item) => item.path)).toEqual(
      ['/', '/elott', '/lott', '/live', '/sports', '/fish', '/rng', '/pvp', '/esports', '/promotions'],
    );
  });

  it('[P2.4-1] hides the categories without vendors', () => {
    expect(ids(topNavigation(few))).toEqual(['home', 'live', 'sports', 'rng', 'promotions']);
  });

  it('[P2.4-1] [P4.6-4] shows e-sports once its vendors leave sports, and hides sports when only e-sports vendors were there', () => {
    const categories = categoriesWithVendors({ SPORTS: ['IMES', 'TF'] });
    expect(ids(topNavigation(categories))).toEqual(['home', 'esports', 'promotions']);
  });

  it('[P2.4-1] labels entries with common nav keys and tags category entries with their category', () => {
    const rng = topNavigation(few).find((item) => item.id === 'rng');
    expect(rng).toEqual({ id: 'rng', labelKey: 'nav.rng', path: '/rng', category: 'RNG' });
    expect(topNavigation(few)[0]?.labelKey).toBe('nav.home');
  });
});

describe('sideMenu', () => {
  it('[P2.3-1] [P2.4-1] lists every entry in the spec order when everything is on', () => {
    expect(ids(sideMenu({ categories: everything, flags: flags(), loggedIn: true, hasRecent: true }))).toEqual([
      'home', 'favorites', 'recent', 'rng', 'live', 'fish', 'pvp', 'sports', 'esports', 'lott', 'elott',
      'betRecord', 'promotions', 'rebate', 'missions', 'rewards', 'vip', 'inviteFriends', 'customerService', 'appDownload',
    ]);
  });

  it('[P2.3-1] [M6-6] shows rebate only with the manual rebate switch and VIP only when VIP exists', () => {
    const menu = ids(sideMenu({ categories: few, flags: flags({ manualRebate: false, vip: false }), loggedIn: true, hasRecent: false }));
    expect(menu).not.toContain('rebate');
    expect(menu).not.toContain('vip');
    expect(menu).toContain('rewards');
  });

  it('[P2.3-1] follows the MISSIONS and REFERRAL modules for missions and invite friends', () => {
    const menu = ids(sideMenu({ categories: few, flags: flags({ missions: false, referral: false }), loggedIn: true, hasRecent: true }));
    expect(menu).not.toContain('missions');
    expect(menu).not.toContain('inviteFriends');
  });

  it('[P2.3-1] marks favourites and recent as needing login, and shows recent to a member only with recent games', () => {
    const visitor = sideMenu({ categories: few, flags: flags(), loggedIn: false, hasRecent: false });
    expect(visitor.filter((item) => item.id === 'favorites' || item.id === 'recent').every((item) => item.requiresLogin)).toBe(true);
    expect(ids(visitor)).toContain('recent');
    expect(ids(sideMenu({ categories: few, flags: flags(), loggedIn: true, hasRecent: false }))).not.toContain('recent');
    expect(visitor.find((item) => item.id === 'home')?.requiresLogin).toBeUndefined();
  });

  it('[P2.3-1] lists only the categories with vendors, in side-menu order', () => {
    const menu = ids(sideMenu({ categories: few, flags: flags(), loggedIn: false, hasRecent: false }));
    expect(menu.slice(menu.indexOf('recent') + 1, menu.indexOf('betRecord'))).toEqual(['rng', 'live', 'sports']);
  });

  it('[P2.3-1] opens the customer-service window from its entry', () => {
    const service = sideMenu({ categories: few, flags: flags(), loggedIn: false, hasRecent: false }).find((item) => item.id === 'customerService');
    expect(service?.opens).toBe('customerService');
  });

  it('[P2.3-1] [M2-1] leads every page entry to a route of the route table', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const item of sideMenu({ categories: everything, flags: flags(), loggedIn: true, hasRecent: true })) {
      expect(paths.has(item.path), item.path).toBe(true);
    }
  });
});

describe('homeGameMenu', () => {
  it('[P2.2-3] shows Hot then the categories to a visitor, without favourites and recent', () => {
    expect(ids(homeGameMenu({ categories: few, loggedIn: false, hasRecent: true }))).toEqual(['hot', 'rng', 'live', 'inhouse', 'sports']);
  });

  it('[P2.2-3] adds favourites after Hot when logged in, and Recent last only when recent games exist', () => {
    expect(ids(homeGameMenu({ categories: few, loggedIn: true, hasRecent: false }))).toEqual(['hot', 'favorites', 'rng', 'live', 'inhouse', 'sports']);
    expect(ids(homeGameMenu({ categories: few, loggedIn: true, hasRecent: true }))).toEqual(['hot', 'favorites', 'rng', 'live', 'inhouse', 'sports', 'recent']);
  });

  it('[P2.2-3] [P2.2-4] orders the categories like the home sections and scrolls to them by hash', () => {
    const menu = homeGameMenu({ categories: everything, loggedIn: false, hasRecent: false });
    expect(ids(menu)).toEqual(['hot', 'rng', 'fish', 'live', 'inhouse', 'sports', 'pvp', 'esports', 'elott']);
    expect(menu.find((item) => item.id === 'fish')).toMatchObject({ path: '/#fish', category: 'FISH', labelKey: 'nav.fish' });
  });
});
