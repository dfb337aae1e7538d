// @vitest-environment jsdom
// Which module renders each page (issue 15): the home's from the entry, every other page's through the route table, a
// chunk of its own that the home loads only at a sign of a navigation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_POPUP_PAGES, routeModuleFor } from '../../src/app/route-modules';
import { onNavigationIntent } from '../../src/app/route-table-intent';
import { loadPageModule, PAGES_WITH_MODULES } from '../../src/app/route-table';
import * as homePage from '../../src/app/routes/home';
import { ROUTES } from '../../src/engine/layout-rules';

afterEach(() => {
  document.body.innerHTML = '';
});

const pages = ROUTES.map((route) => route.page).filter((page) => !(page in AUTH_POPUP_PAGES));

describe('routeModuleFor', () => {
  it('[issue 15] answers the home\'s module from the entry', async () => {
    expect(await routeModuleFor('home')()).toBe(homePage);
  });

  it('[issue 15] gives a page the same loader at every call, and pages of one module one loader (one lazy page)', () => {
    for (const page of pages) expect(routeModuleFor(page), page).toBe(routeModuleFor(page));
    expect(routeModuleFor('rng')).toBe(routeModuleFor('sports'));
    expect(routeModuleFor('seaLottery')).toBe(routeModuleFor('lottery'));
    expect(routeModuleFor('favorite')).toBe(routeModuleFor('recent'));
    expect(routeModuleFor('help')).not.toBe(routeModuleFor('announce'));
  });

  it('[issue 15] shares a loader only between pages the route table draws with the same component', async () => {
    const byLoader = new Map<unknown, string[]>();
    for (const page of pages.filter((p) => p !== 'home')) byLoader.set(routeModuleFor(page), [...(byLoader.get(routeModuleFor(page)) ?? []), page]);
    for (const group of [...byLoader.values()].filter((list) => list.length > 1)) {
      const components = await Promise.all(group.map(async (page) => (await loadPageModule(page)).Component));
      expect(new Set(components).size, group.join(', ')).toBe(1);
    }
  }, 30_000);

  it('[issue 15] loads every page of the route table through its table, and the ones not built yet as what is coming', async () => {
    // Every routed page but the home and the auth popups has a module of its own in the table, except those not built.
    const missing = pages.filter((page) => page !== 'home' && !PAGES_WITH_MODULES.has(page) && !page.startsWith('member.'));
    expect(missing).toEqual(['seamless']);
    const comingSoon = await import('../../src/app/routes/coming-soon');
    expect((await routeModuleFor('seamless')()).Component).toBe(comingSoon.Component);
    expect(typeof (await routeModuleFor('promotions')()).Component).toBe('function');
  });
});

describe('onNavigationIntent', () => {
  const page = () => {
    document.body.innerHTML = '<main><p id="text">Games</p><a id="link" href="/rng"><span id="inner">Slots</span></a><button id="button">Menu</button></main>';
  };

  it('[issue 15] loads at the first pointer, touch or focus on a link, once', () => {
    for (const [type, target] of [['pointerover', 'inner'], ['touchstart', 'link'], ['focusin', 'link']] as const) {
      page();
      const load = vi.fn();
      onNavigationIntent(load);
      document.getElementById('text')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
      document.getElementById('button')!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(load, type).not.toHaveBeenCalled();
      document.getElementById(target)!.dispatchEvent(new Event(type, { bubbles: true }));
      document.getElementById(target)!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(load, type).toHaveBeenCalledTimes(1);
    }
  });

  it('[issue 15] stops waiting when told to', () => {
    page();
    const load = vi.fn();
    onNavigationIntent(load)();
    document.getElementById('link')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });
});
