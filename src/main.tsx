// Entry of the player site: the Latin font (the Khmer, Chinese and Thai ones load with a language or theme that needs
// them: src/lib/fonts.ts; no remote fonts), the providers, the router.
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { seedInlinePermission } from './lib/permission';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The page shell carries the permission data: the first render needs no round trip.
seedInlinePermission(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
registerServiceWorker();
