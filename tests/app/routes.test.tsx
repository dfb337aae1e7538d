// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../src/engine/layout-rules';
import { currentAuthModal } from '../../src/lib/auth-modal';
import { permissionFixture } from './helpers/permission-fixture';
import { renderApp, resetApp, stubBrowser } from './helpers/render-app';

let scrollTo: ReturnType<typeof stubBrowser>['scrollTo'];
beforeEach(() => {
  scrollTo = stubBrowser().scrollTo;
});
afterEach(() => {
  cleanup();
  resetApp();
});

const en = { deviceLanguages: ['en'] };

describe('route table', () => {
  it.each(['/', '/index', '/index.html', '/home'])('[P2.1-1][P2.2-1][P2.2-2] %s shows the home page with its banners and notices', async (path) => {
    await renderApp({ path, ...en });
    const banner = await screen.findByRole('img', { name: 'Welcome bonus' });
    // The image's size is reserved before it loads.
    expect(banner.getAttribute('width')).toBe('1200');
    expect(banner.getAttribute('height')).toBe('360');
    expect(screen.queryByRole('img', { name: 'Login banner' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Scheduled upgrade' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Game menu' })).toBeTruthy();
  });

  // The popups' content belongs to the accounts feature; the shell's part is opening the right one on the home page.
  it.each([
    ['/login', 'login'],
    ['/register', 'register'],
    ['/forget', 'forget'],
  ])('[P2.1-2][P2.8-1] %s lands on the home page with its popup open', async (path, modal) => {
    const { router } = await renderApp({ path, ...en });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(currentAuthModal()).toBe(modal);
    expect(router().state.location.pathname).toBe('/');
    expect(await screen.findByRole('img', { name: 'Welcome bonus' })).toBeTruthy();
  });

  it('[P2.1-2][P2.10-4] keeps the query of /register (referralCode) on the home page', async () => {
    const { router } = await renderApp({ path: '/register?referralCode=AB12', ...en });
    await screen.findByRole('dialog');
    expect(router().state.location.search).toBe('?referralCode=AB12');
  });

  it.each(['/pointMall', '/member', '/member/depositv2', '/favorite', '/lottery?gameCode=X', '/seaLottery', '/vnLottery'])(
    '[P2.1-4][P2.1-12][M6-1] sends a visitor on %s to the login popup on the home page',
    async (path) => {
      const { router } = await renderApp({ path, ...en });
      expect(await screen.findByRole('dialog')).toBeTruthy();
      expect(currentAuthModal()).toBe('login');
      expect(router().state.location.pathname).toBe('/');
    },
  );

  it('[P2.1-12] shows a lottery lobby to a logged-in player, with its game menu', async () => {
    await renderApp({ path: '/vnLottery?gameCode=VN01', token: 'tok', ...en });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Lottery games' })).toBeTruthy();
  });

  it.each([
    ['/sports', 'Sports', 'SPORTS'],
    ['/esports', 'E-sports', 'ESPORTS'],
    ['/lott', 'Lottery', 'LOTT'],
    ['/elott', 'E-lottery', 'ELOTT'],
  ])('[P2.1-9][P2.7-2] %s shows its game centre: the vendor tiles', async (path, title, lane) => {
    const lanes = [{ title: lane, cards: [{ vassalage: 'V1', displayName: 'Vendor One', logoUrl: '/v1.svg', underMaintenance: false }], gameClassify: [] }];
    await renderApp({ path, ...en, handlers: { '/wps/relay/GCSGAME_vendorList': () => ({ data: { lanes } }) } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Vendor One' })).toBeTruthy();
  });

  it.each([
    ['/live', 'Live casino'],
    ['/fish', 'Fishing'],
    ['/pvp', 'Poker'],
  ])('[P2.1-10][P2.7-1] %s shows its game list: vendor menu, search and the list', async (path, title) => {
    await renderApp({ path, ...en, handlers: { '/wps/relay/GCSGAME_gameList': () => ({ games: [], totalPages: 0, total: 0 }) } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Game vendors' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toBeTruthy();
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('[P2.1-10] /rng takes the vendor from ?vassalage', async () => {
    const { server } = await renderApp({ path: '/rng?vassalage=PG', ...en, handlers: { '/wps/relay/GCSGAME_gameList': () => ({ games: [], totalPages: 0, total: 0 }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    await waitFor(() => expect(server.calls.some((call) => call.startsWith('/wps/relay/GCSGAME_gameList') && call.includes('vassalage=PG') && call.includes('gameType=RNG'))).toBe(true));
  });

  it.each([
    ['/promotions', 'Promotion hall'],
    ['/seamless', 'Game'],
    ['/recent', 'Recent'],
  ])('[P2.1-3][P2.1-8][P2.1-11] %s names what it will hold', async (path, title) => {
    await renderApp({ path, token: 'tok', ...en });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('[P2.1-5][M2-1] opens /member on my account, in the member centre listing every member page of this merchant', async () => {
    const { router } = await renderApp({ path: '/member', token: 'tok', ...en });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(router().state.location.pathname).toBe('/member/securityCenter');
    const memberPages = ROUTES.filter((route) => route.page.startsWith('member.'));
    expect(within(screen.getByRole('navigation', { name: 'Member centre' })).getAllByRole('link')).toHaveLength(memberPages.length);
  });

  it('[M2-2][M2-4][M2-17] gives every member page its own route in the member centre', async () => {
    const { router } = await renderApp({ path: '/member/profile', token: 'tok', ...en });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.queryByTestId('member-placeholder')).toBeNull();
    for (const route of ROUTES.filter((r) => r.page.startsWith('member.'))) {
      await act(() => router().navigate(route.path));
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    }
  });

  it('[M2-15][M2-16][M6-6] has no rebate or VIP page for a merchant without those features', async () => {
    const permission = await permissionFixture({ whitelabel: [{ modId: 'REGISTER', enabled: true }] });
    await renderApp({ path: '/member/playerRank', token: 'tok', permission, ...en });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('[P2.1-13][M2-19] shows the agent landing in its own layout: no standard header, a GMT offset and a clock', async () => {
    await renderApp({ path: '/agent', ...en });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent login' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull();
    expect(screen.getByText('Time zone GMT+7')).toBeTruthy();
    expect(screen.getByLabelText('Current time')).toBeTruthy();
  });

  it('[M2-19] sends a visitor of the agent centre to the agent login', async () => {
    const { router } = await renderApp({ path: '/agentHome/agentTeamOverview', ...en });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent login' })).toBeTruthy();
    expect(router().state.location.pathname).toBe('/agent');
  });

  it('[M2-19][M2-28][M2-30][M6-5] lists the agent pages the merchant has, in the agent menu', async () => {
    await renderApp({ path: '/agentHome', token: 'tok', ...en });
    const menu = await screen.findByRole('navigation', { name: 'Agent centre menu' });
    expect(within(menu).getByRole('link', { name: 'Team overview' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Dividend contracts' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Hourly salary contracts' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows a page that does not exist as not found, inside the layout', async () => {
    await renderApp({ path: '/no-such-page', ...en });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });
});

describe('layout rules', () => {
  it('[P2.1-14][P2.5-1][P2.6-1] gives most pages a header, a side menu and a footer, with landmarks', async () => {
    await renderApp({ path: '/promotions', ...en });
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
  });

  it.each(['/lottery', '/seaLottery', '/vnLottery', '/seamless'])('[P2.1-14] %s has no footer and no side menu', async (path) => {
    await renderApp({ path, token: 'tok', ...en });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).toBeNull();
  });

  it('[P2.1-14] scrolls to the top on every navigation and hides the loading bar afterwards', async () => {
    const { router } = await renderApp({ path: '/', ...en });
    await screen.findByRole('img', { name: 'Welcome bonus' });
    scrollTo.mockClear();
    await act(() => router().navigate('/promotions'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion hall' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.queryByTestId('navigation-progress')).toBeNull();
  });

  it('[P2.1-6][P2.1-14] /help#term shows the help articles and scrolls to the terms, sanitised', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await renderApp({ path: '/help#term', ...en });
    const terms = await screen.findByRole('region', { name: 'User protocol and terms' });
    expect(terms.id).toBe('term');
    await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(terms));
    // The sanitised HTML arrives with the sanitiser (DOMPurify here: jsdom has no Element.setHTML).
    const image = await waitFor(() => terms.querySelector('img') ?? Promise.reject(new Error('no image yet')));
    expect(image.getAttribute('onerror')).toBeNull();
    expect(screen.getByRole('link', { name: 'Questions' }).getAttribute('href')).toBe('#faq');
  });

  it('[P2.1-8] /announce lists the notices, newest first, without their scripts', async () => {
    await renderApp({ path: '/announce', ...en });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 2, name: 'Scheduled upgrade' });
    expect(within(main).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Scheduled upgrade', 'New slots every week']);
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.getByText('Published November 20, 2026')).toBeTruthy();
  });

  it('[P2.1-7] /down shows the iOS and Android guides', async () => {
    await renderApp({ path: '/down', ...en });
    expect(await screen.findByRole('heading', { level: 1, name: 'App download' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'iPhone and iPad (iOS)' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Android' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('[P2.3-1][P4.6-1] opens the login popup for favourites and recent when logged out', async () => {
    await renderApp({ ...en });
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    fireEvent.click(within(side).getByRole('button', { name: 'Favourites' }));
    const dialog = await screen.findByRole('dialog');
    expect(currentAuthModal()).toBe('login');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(side).getByRole('button', { name: 'Recent' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(currentAuthModal()).toBe('login');
  });
});
