// Registers the service worker (server/lib/service-worker.ts, docs/phones.md) in a production build, once the page has
// loaded so it never competes with the first paint; never inside the preview console's frames, which show a stored
// preview rather than the live site.
import { previewFrame } from './preview-frame';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || previewFrame || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private mode, an old browser): the site works the same, without the offline page.
    });
  });
}
