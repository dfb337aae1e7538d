// The router: every route of both spec documents (the engine's ROUTES), each page lazily loaded under the 120-second
// chunk rule, guarded by its feature flag and login requirement, inside the layout its path calls for.
//
// React Router's declarative mode (a history, <Router> and useRoutes), not its data router: the data router's loaders,
// fetchers and revalidation cost about 16 KiB gzip on the home's JavaScript budget (issue 15.4) and the site used them
// only for the guards, the lazy pages, the route handle and the pending state. Here the guards are components, the
// pages React.lazy, the current route a context (lib/route-handle.ts), and every navigation a transition, so the old
// page stays with the progress bar until the next one's code is there (navigation-progress.tsx).
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useState, useTransition, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, Outlet, Router, UNSAFE_createBrowserHistory, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { featureFlagsFrom } from '../engine/feature-flags';
import { isRouteEnabled, ROUTES, type RouteDefinition } from '../engine/layout-rules';
import { openAuthModal, type AuthModal } from '../lib/auth-modal';
import { withChunkTimeout } from '../lib/chunk-load';
import { lazyFactory } from '../lib/loaded-modules';
import { permissionQueryOptions } from '../lib/permission';
import { CurrentRouteContext } from '../lib/route-handle';
import { hasMemberSession } from '../lib/session';
import { BootLoading } from './boot-screens';
import { needsTrueAccount, trueAccountOnly } from '../features/auth/routes/true-account-only';
import { RootLayout } from './layouts/root-layout';
import { NavigationPendingContext } from './navigation-progress';
import { RouteErrorBoundary } from './route-error';
import { AUTH_POPUP_PAGES, routeModuleFor, type RouteModuleLoader } from './route-modules';
import { NotFound } from './routes/not-found';

const isAgentCentre = (route: RouteDefinition) => route.page === 'agentHome' || route.page.startsWith('agentHome.');

// One lazy component per module loader, so pages sharing a module (the game centres) keep one component type and a
// navigation between them updates the page instead of mounting it again.
const lazyPages = new Map<RouteModuleLoader, LazyExoticComponent<ComponentType>>();
function lazyPage(load: RouteModuleLoader): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(load);
  if (!page) {
    const wrap = (module: Awaited<ReturnType<RouteModuleLoader>>) => ({ default: module.Component ?? NotFound });
    page = lazy(lazyFactory(load, wrap, withChunkTimeout(() => load().then(wrap))));
    lazyPages.set(load, page);
  }
  return page;
}

/** /login, /register and /forget land on the home page with their popup open (spec P2.1-2); the query (referralCode) stays. */
function AuthPopupRedirect({ modal }: { modal: AuthModal }) {
  const { search } = useLocation();
  useEffect(() => openAuthModal(modal), [modal]);
  return <Navigate replace to={`/${search}`} />;
}

function GuardedPage({ route, Page }: { route: RouteDefinition; Page: ComponentType }) {
  // Checked again on every navigation, as a loader would be.
  useLocation();
  const permission = useQueryClient().getQueryData(permissionQueryOptions().queryKey);
  // A page whose feature is off does not exist for this merchant.
  if (permission && !isRouteEnabled(route, featureFlagsFrom(permission))) return <NotFound />;
  // Visitors get the login popup (spec P2.1-4, P2.1-12, M6-1); the agent centre sends them to its own login (M2-19).
  if (route.requiresLogin && !hasMemberSession()) return <Navigate replace to={isAgentCentre(route) ? '/agent' : '/login'} />;
  return (
    <CurrentRouteContext.Provider value={route}>
      <Page />
    </CurrentRouteContext.Provider>
  );
}

/** Errors show inside the layout, so the header and menus stay usable; the next navigation clears them. */
function PageErrors({ children }: { children: ReactNode }) {
  return <RouteErrorBoundary resetKey={useLocation().key}>{children}</RouteErrorBoundary>;
}

function routeObject(route: RouteDefinition): RouteObject {
  const authModal = AUTH_POPUP_PAGES[route.page];
  if (authModal) return { path: route.path, element: <AuthPopupRedirect modal={authModal} /> };
  const load = routeModuleFor(route.page);
  const Page = lazyPage(needsTrueAccount(route.page) ? trueAccountOnly(load) : load);
  return { path: route.path, element: <GuardedPage route={route} Page={Page} /> };
}

export function appRoutes(): RouteObject[] {
  const Preview = lazyPage(() => import('./routes/preview'));
  return [
    { path: '/preview', element: <Preview /> },
    {
      element: <RootLayout />,
      children: [
        {
          element: (
            <PageErrors>
              <Outlet />
            </PageErrors>
          ),
          children: [...ROUTES.map(routeObject), { path: '*', element: <NotFound /> }],
        },
      ],
    },
  ];
}

const routes = appRoutes();

function AppRoutes() {
  return useRoutes(routes);
}

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The site's routes over a history (the browser's, or a memory one in tests). Navigations are transitions: until the
 * next page's code has loaded the current page stays, with the progress bar. The first page shows the boot screen
 * while its code loads; an error of the layout itself (its agent part could not be loaded) shows the error screen.
 */
export function RoutesOver({ history }: { history: History }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  return (
    <NavigationPendingContext.Provider value={pending}>
      <Router navigator={history} location={state.location} navigationType={state.action}>
        <RouteErrorBoundary resetKey={state.location.key}>
          <Suspense fallback={<BootLoading />}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </Router>
    </NavigationPendingContext.Provider>
  );
}

let browserHistory: History | undefined;

export function AppRouter() {
  browserHistory ??= UNSAFE_createBrowserHistory({ v5Compat: true });
  return <RoutesOver history={browserHistory} />;
}
