// @vitest-environment jsdom
// How the first page starts (issue 15, point 3): its code is asked for as the entry runs, and React's boot screen
// shows the merchant's logo the page shell drew, so the hand-over from the server's page to React's does not flicker.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BootLoading, keepSplashLogo } from '../../src/app/boot-screens';
import { matchRoutes } from 'react-router-dom';
import { firstPageNamespaces, firstPageOf } from '../../src/app/route-warmup';
import { AUTH_POPUP_PAGES } from '../../src/app/route-modules';
import { ROUTES, type RouteDefinition } from '../../src/engine/layout-rules';
import { FIRST_VIEW_NAMESPACES } from '../../src/engine/locale-files';
import { LOCALE_NAMESPACES } from 'virtual:locale-files';

afterEach(() => {
  cleanup();
  // Site tests share a worker's modules: leave no splash behind for the next file's boot screens.
  document.body.innerHTML = '';
  keepSplashLogo();
});

describe('firstPageOf', () => {
  it('[issue 15] names the page of a path that has code of its own', () => {
    expect(firstPageOf('/', false)?.page).toBe('home');
    expect(firstPageOf('/rng', false)?.page).toBe('rng');
    expect(firstPageOf('/promotions', false)?.page).toBe('promotions');
  });

  it('[issue 15] finds the page the router would, whatever the case and trailing slash, for every path of the route table', () => {
    expect(firstPageOf('/RNG/', false)?.page).toBe('rng');
    for (const route of ROUTES.filter((entry) => !/[:*]/.test(entry.path))) {
      const routed = matchRoutes(ROUTES.map((entry) => ({ path: entry.path, handle: entry })), route.path)?.at(-1)?.route.handle as RouteDefinition | undefined;
      for (const path of [route.path, `${route.path.toUpperCase()}/`]) expect(firstPageOf(path, true)?.page ?? null, path).toBe(routed && !(routed.page in AUTH_POPUP_PAGES) ? routed.page : null);
    }
  });

  it('[issue 15] loads nothing early for a page the visitor will be sent away from, or that is the home with a popup', () => {
    // A member page without a session redirects to the login popup: its code would be wasted.
    expect(firstPageOf('/member/depositv2', false)).toBeNull();
    expect(firstPageOf('/member/depositv2', true)?.page).toBe('member.depositv2');
    // /login is the home with a popup; an unknown path is the not-found page.
    expect(firstPageOf('/login', false)).toBeNull();
    expect(firstPageOf('/no/such/page', false)).toBeNull();
  });
});

describe('firstPageNamespaces', () => {
  it('[issue 15] names the texts the home and the game lists draw their first view with, which the site loads with the common ones', () => {
    expect(firstPageNamespaces('/')).toEqual(['lobby', 'wallet']);
    expect(firstPageNamespaces('/rng')).toEqual(['lobby', 'wallet']);
    expect(firstPageNamespaces('/promotions')).toEqual([]);
    expect(firstPageNamespaces('/member/depositv2')).toEqual([]);
    expect(firstPageNamespaces('/no/such/page')).toEqual([]);
  });

  it('[issue 15] names only namespaces every bundled language has', () => {
    const named = new Set(Object.values(FIRST_VIEW_NAMESPACES).flat());
    for (const [language, namespaces] of Object.entries(LOCALE_NAMESPACES)) for (const namespace of named) expect(namespaces, language).toContain(namespace);
  });
});

describe('the boot screen', () => {
  it('[issue 15] shows the logo of the page shell\'s splash, once read, with its box reserved', () => {
    document.body.innerHTML = '<div id="root"><div class="boot"><img class="boot-logo" src="/merchant-assets/demo/logo-dark.svg" width="162" height="40" alt="Livery Demo" /><span class="boot-spinner"></span></div></div>';
    keepSplashLogo();
    document.body.innerHTML = '';
    render(<BootLoading label="Loading" />);
    const logo = screen.getByRole('img', { name: 'Livery Demo' });
    expect(logo.getAttribute('src')).toBe('/merchant-assets/demo/logo-dark.svg');
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['162', '40']);
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });
});
