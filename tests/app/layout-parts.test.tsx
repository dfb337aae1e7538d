// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../src/app/provider';
import { currentAuthModal } from '../../src/lib/auth-modal';
import { RouteErrorBoundary } from '../../src/app/route-error';
import { withChunkTimeout } from '../../src/lib/chunk-load';
import { fakeServer } from './helpers/fake-server';
import { permissionFixture } from './helpers/permission-fixture';
import { renderApp, resetApp, stubBrowser } from './helpers/render-app';

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  resetApp();
  vi.useRealTimers();
});

const en = { deviceLanguages: ['en'] };

describe('header', () => {
  it('[P2.4-1][P2.5-1] shows the logo with its size, the categories with vendors in the spec order, promotions last, login and register', async () => {
    await renderApp(en);
    const header = await screen.findByRole('banner');
    const logo = within(header).getByRole('img', { name: 'Test Casino home' });
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['160', '40']);
    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    // FISH has no vendors; IMES moved out of sports into e-sports.
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Lottery', 'Live casino', 'Sports', 'Slots', 'E-sports', 'Promotions']);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(header).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(currentAuthModal()).toBe('register');
  });

  it('[P2.5-1] shows the merchant\'s own logo at its own box, named in the visitor\'s language', async () => {
    const base = await permissionFixture();
    const logo = { dark: '/merchant-assets/demo/logo-dark.svg', light: '/merchant-assets/demo/logo-light.svg', width: 163, height: 40, lightSize: { width: 120, height: 40 }, alt: { en: 'Acme Casino', zh: 'Acme 娱乐场' } };
    await renderApp({ deviceLanguages: ['zh'], permission: { ...base, theme: { ...base.theme, logo } } });
    const header = await screen.findByRole('banner');
    const img = await within(header).findByRole('img', { name: /Acme 娱乐场/ });
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual(['/merchant-assets/demo/logo-dark.svg', '163', '40']);
  });

  it('[P2.5-1] hides login and register once a session token exists', async () => {
    await renderApp({ ...en, token: 'tok' });
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});

describe('side menu', () => {
  it('[P2.3-1] lists home, favourites, recent, categories, records, offers per flag, customer service and app download', async () => {
    await renderApp(en);
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    const labels = within(side).getAllByRole('listitem').map((item) => item.textContent);
    expect(labels).toEqual(['Home', 'Favourites', 'Recent', 'Slots', 'Live casino', 'Sports', 'E-sports', 'Lottery', 'Bet record', 'Promotions', 'Rebate', 'Missions', 'Rewards', 'VIP', 'Invite friends', 'Customer service', 'App download']);
  });

  it('[P2.3-1] shows a member Recent only once the member has recent games', async () => {
    let total = 0;
    let asked = 0;
    const recent = () => {
      asked += 1;
      return { list: [], page: 1, totalPages: 1, total };
    };
    await renderApp({ ...en, token: 'tok', handlers: { '/wps/relay/GCS_recentGame': recent } });
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(side).getByText('Favourites')).toBeTruthy();
    expect(within(side).queryByText('Recent')).toBeNull();
    cleanup();
    resetApp();
    total = 3;
    await renderApp({ ...en, token: 'tok', handlers: { '/wps/relay/GCS_recentGame': recent } });
    const again = await screen.findByRole('navigation', { name: 'Side menu' });
    expect(await within(again).findByText('Recent')).toBeTruthy();
  });

  it('[P2.3-1][M6-6] leaves out rebate and VIP when the merchant has them off', async () => {
    const permission = await permissionFixture({ whitelabel: [{ modId: 'MISSIONS', enabled: true }] });
    await renderApp({ ...en, permission });
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    expect(within(side).queryByText('Rebate')).toBeNull();
    expect(within(side).queryByText('VIP')).toBeNull();
    expect(within(side).getByText('Missions')).toBeTruthy();
  });
});

describe('footer', () => {
  it('[P2.6-1] holds offers, game types, agent links, customer service, social channels and vendor names', async () => {
    await renderApp(en);
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['Promotions', 'Missions', 'Rebate', 'Rewards', 'VIP', 'Points mall']) expect(within(footer).getByRole(name === 'Promotions' ? 'link' : 'button', { name })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Agent login' }).getAttribute('href')).toBe('/agent');
    expect(within(footer).getByRole('button', { name: 'Telegram support' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe('https://t.me/news');
    const vendors = within(footer).getByRole('heading', { name: 'Game providers' }).nextElementSibling!;
    expect(vendors.textContent).toBe('PGJILIEVOSBOIMESLOTT');
  });
});

describe('agent clock', () => {
  it('[M2-19][P9-6][M9-3] refreshes the clock every second', async () => {
    // Only the clock's own timer and Date are faked: the rendering still waits on real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-22T05:00:00Z'));
    await renderApp({ path: '/agent', ...en });
    const clock = await screen.findByLabelText('Current time');
    expect(clock.textContent).toBe('12:00:00 PM');
    act(() => vi.advanceTimersByTime(1_000));
    expect(clock.textContent).toBe('12:00:01 PM');
    act(() => vi.advanceTimersByTime(1_000));
    expect(clock.textContent).toBe('12:00:02 PM');
  });
});

describe('home banners and notices', () => {
  it('[P2.2-1][P9-1] moves to the next banner every 5000 ms and can be paused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderApp(en);
    await screen.findByRole('img', { name: 'Welcome bonus' });
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next banner' }));
    expect(within(carousel).getByText('Banner 2 of 2')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_000));
    expect(within(carousel).getByText('Banner 1 of 2')).toBeTruthy();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause the banners' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(within(carousel).getByText('Banner 1 of 2')).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'Play the banners' })).toBeTruthy();
  });

  it('[P2.2-1] does not loop a single banner', async () => {
    await renderApp({
      ...en,
      handlers: { '/wps/relay/MCSFE_getListAnnouncements': () => ({ banners: [{ id: 'only', groupName: 'w_home', url: '/b.svg', alt: 'Only one', linkageType: 'NONE', width: 1200, height: 360 }], playerNotices: [], popup: [], promotion: [] }) },
    });
    await screen.findByRole('img', { name: 'Only one' });
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull();
  });

  it('[P2.2-2] links each notice of the marquee to its announcement and can be paused', async () => {
    await renderApp(en);
    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(within(notices).getByRole('link', { name: 'New slots every week' }).getAttribute('href')).toBe('/announce#notice-2');
    fireEvent.click(within(notices).getByRole('button', { name: 'Pause the notices' }));
    expect(within(notices).getByRole('button', { name: 'Play the notices' })).toBeTruthy();
  });
});

describe('chunk load error', () => {
  it('[P8-19] shows the chunk load error with a reload when a page\'s code cannot be downloaded', async () => {
    const permission = await permissionFixture();
    fakeServer({ '/wps/system/permission': () => permission });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
    // A page as the router loads it: React.lazy under the chunk rule, inside the router's error boundary.
    const Page = lazy(withChunkTimeout(() => Promise.reject<{ default: () => null }>(new TypeError('Failed to fetch dynamically imported module: /assets/home.js'))));
    render(
      <AppProvider queryClient={new QueryClient()}>
        <MemoryRouter>
          <RouteErrorBoundary resetKey="first">
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          </RouteErrorBoundary>
        </MemoryRouter>
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Chunk load error' })).toBeTruthy();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalled();
  });
});
