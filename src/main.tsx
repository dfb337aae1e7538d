// Entry of the player site: the Latin font (the Khmer, Chinese and Thai ones load with a language or theme that needs
// them: src/lib/fonts.ts; no remote fonts), the providers, the router.
import '@fontsource-variable/inter';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepSplashLogo } from './app/boot-screens';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { loadRouteTable } from './app/route-modules';
import { onNavigationIntent } from './app/route-table-intent';
import { warmFirstPage } from './app/route-warmup';
import { readInlineAnswers } from './lib/inline-answers';
import { seedInlinePermission } from './lib/permission';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The page shell carries the permission data: the first render needs no round trip.
seedInlinePermission(queryClient);
readInlineAnswers();
keepSplashLogo();
warmFirstPage(window.location.pathname);
// Loaded already on any first page but the home, where it waits for a sign of a navigation (a failure is the router's).
onNavigationIntent(() => loadRouteTable().catch(() => undefined));

// The first render is a transition: React then renders in slices of about 5 ms, yielding to the browser between them,
// instead of one long task (Lighthouse's total blocking time on the home, mobile preset: see docs/lobby-client.md).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
registerServiceWorker();
