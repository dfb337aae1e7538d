// The router: every route of both spec documents (the engine's ROUTES), each page lazily loaded under the 120-second
// chunk rule, guarded by its feature flag and login requirement, inside the layout its path calls for.
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, data, redirect, RouterProvider, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { featureFlagsFrom } from '../engine/feature-flags';
import { isRouteEnabled, ROUTES, type RouteDefinition } from '../engine/layout-rules';
import { openAuthModal, type AuthModal } from '../lib/auth-modal';
import { withChunkTimeout } from '../lib/chunk-load';
import { permissionQueryOptions } from '../lib/permission';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { hasMemberSession } from '../lib/session';
import { BootLoading } from './boot-screens';
import { needsTrueAccount, trueAccountOnly } from '../features/auth/routes/true-account-only';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';
import type { PageHandle } from '../lib/route-handle';
import { routeModuleFor } from './route-modules';
import { NotFound } from './routes/not-found';

const AUTH_PAGES: Readonly<Record<string, AuthModal>> = { login: 'login', register: 'register', forget: 'forget' };

const isAgentCentre = (route: RouteDefinition) => route.page === 'agentHome' || route.page.startsWith('agentHome.');

/** /login, /register and /forget land on the home page with their popup open (spec P2.1-2); the query (referralCode) stays. */
function authPopupLoader(modal: AuthModal): LoaderFunction {
  return ({ request }) => {
    openAuthModal(modal);
    return redirect(`/${new URL(request.url).search}`);
  };
}

function guardLoader(route: RouteDefinition, queryClient: QueryClient): LoaderFunction {
  return () => {
    const permission = queryClient.getQueryData(permissionQueryOptions().queryKey);
    // A page whose feature is off does not exist for this merchant.
    if (permission && !isRouteEnabled(route, featureFlagsFrom(permission))) throw data(null, { status: 404 });
    // Visitors get the login popup (spec P2.1-4, P2.1-12, M6-1); the agent centre sends them to its own login (M2-19).
    if (route.requiresLogin && !hasMemberSession()) return redirect(isAgentCentre(route) ? '/agent' : '/login');
    return null;
  };
}

function routeObject(route: RouteDefinition, queryClient: QueryClient): RouteObject {
  const handle: PageHandle = { route };
  const authModal = AUTH_PAGES[route.page];
  // The loader always redirects to the home lobby with the popup open; the null element only says so to the router.
  if (authModal) return { path: route.path, handle, loader: authPopupLoader(authModal), element: null };
  const load = needsTrueAccount(route.page) ? trueAccountOnly(routeModuleFor(route.page)) : routeModuleFor(route.page);
  return { path: route.path, handle, loader: guardLoader(route, queryClient), lazy: withChunkTimeout(load) };
}

export function appRoutes(queryClient: QueryClient = defaultQueryClient): RouteObject[] {
  return [
    { path: '/preview', lazy: withChunkTimeout(() => import('./routes/preview')) },
    {
      element: <RootLayout />,
      hydrateFallbackElement: <BootLoading />,
      // Only when the layout itself fails (its agent part could not be loaded); page errors stay inside it.
      errorElement: <RouteError />,
      children: [
        {
          // Errors show inside the layout, so the header and menus stay usable.
          errorElement: <RouteError />,
          children: [...ROUTES.map((route) => routeObject(route, queryClient)), { path: '*', element: <NotFound /> }],
        },
      ],
    },
  ];
}

let router: ReturnType<typeof createBrowserRouter> | undefined;

/** Created on first render, inside AppProvider: the guards need the permission data already in the cache. */
export function AppRouter() {
  router ??= createBrowserRouter(appRoutes());
  return <RouterProvider router={router} />;
}
