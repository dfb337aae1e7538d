// Entry of the player site: the bundled fonts (Khmer, Chinese and Thai included, no remote fonts), the providers, the
// router. Each face has its unicode-range: the browser fetches a script's file only when a page shows that script.
import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-khmer';
import '@fontsource-variable/noto-sans-sc';
import '@fontsource-variable/noto-sans-thai';
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
