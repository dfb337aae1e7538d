// Renders the whole shell as main.tsx does, over a memory router and the fake server, for one permission payload.
import { QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '../../../src/app/provider';
import { RoutesOver } from '../../../src/app/router';
import type { PermissionData } from '../../../src/engine/permission-data';
import { closeAuthModal } from '../../../src/lib/auth-modal';
import { TOKEN_STORAGE_KEY } from '../../../src/lib/session';
import { fakeServer, type Handler } from './fake-server';
import { permissionFixture } from './permission-fixture';

// The first render of a file transforms the lazy chunks (XState, the routes) on demand: give it time.
configure({ asyncUtilTimeout: 20_000 });

export const ANNOUNCEMENTS = {
  banners: [
    { id: 'b1', groupName: 'w_home', url: '/merchant-assets/demo/banner-1.svg', alt: 'Welcome bonus', linkage: '/promotions', linkageType: 'ROUTE', width: 1200, height: 360 },
    { id: 'b2', groupName: 'w_home', url: '/merchant-assets/demo/banner-2.svg', alt: 'Live casino', linkageType: 'NONE', width: 1200, height: 360 },
    { id: 'b3', groupName: 'w_login', url: '/merchant-assets/demo/banner-login.svg', alt: 'Login banner', linkageType: 'NONE', width: 400, height: 520 },
  ],
  playerNotices: [
    { id: 'notice-1', type: 'PL', title: 'Scheduled upgrade', content: '<p>AG upgrade on Sunday.</p><script>window.hacked = true</script>', hideForDay: false, publishedAt: '2026-11-20T02:00:00Z' },
    { id: 'notice-2', type: 'PL', title: 'New slots every week', content: '<p>Ten new slots.</p>', hideForDay: false, publishedAt: '2026-11-18T02:00:00Z' },
  ],
  popup: [],
  promotion: [],
};

export const HELP_ARTICLES = [
  { id: 'faq', title: 'Questions', content: '<p>How to deposit.</p>' },
  { id: 'term', title: 'User protocol and terms', content: '<p>You must be 18.</p><img src="x" onerror="window.hacked = true">' },
];

/** Browser APIs jsdom lacks, stubbed so the shell can scroll and open windows. */
export function stubBrowser() {
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  Element.prototype.scrollIntoView = vi.fn();
  return { scrollTo };
}

export interface RenderAppOptions {
  path?: string;
  permission?: PermissionData;
  handlers?: Record<string, Handler>;
  token?: string;
  deviceLanguages?: readonly string[];
}

export async function renderApp({ path = '/', permission, handlers = {}, token, deviceLanguages = [] }: RenderAppOptions = {}) {
  const data = permission ?? (await permissionFixture());
  if (token) sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(deviceLanguages);
  const server = fakeServer({
    '/wps/system/permission': () => data,
    '/wps/system/status': () => ({ status: data.status, maintenanceEndsAt: data.maintenanceInfo.endsAt, maintenanceInfo: data.maintenanceInfo.info, ip: data.location.ip, country: null }),
    '/wps/relay/MCSFE_getListAnnouncements': () => ANNOUNCEMENTS,
    '/wps/system/helpCenter': () => HELP_ARTICLES,
    ...handlers,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  // What the tests read and drive: the current location and a navigation, as the app's links make them.
  const router = { get state() { return { location: history.location }; }, navigate: (to: string) => history.push(to) };

  const view = render(
    <AppProvider queryClient={queryClient}>
      <RoutesOver history={history} />
    </AppProvider>,
  );
  return { ...view, server, queryClient, permission: data, router: () => router };
}

/** What every test file resets between tests: storage, the popup store, stubs. */
export function resetApp() {
  localStorage.clear();
  sessionStorage.clear();
  closeAuthModal();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
}
