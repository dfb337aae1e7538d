// "The page has settled": the document's load event has fired and the main thread has then been idle once. Popups the
// site opens by itself wait for it, so their code, their call and their dialog never compete with the first paint
// and the lobby's first games (the notice popup was 4.5 KiB gzip of the home's JavaScript before idle).
import { useEffect, useState } from 'react';

/** How long the browser may hold the idle callback back under a busy main thread. */
const IDLE_TIMEOUT_MS = 2000;

let settled = false;
const waiting = new Set<() => void>();

/** The user-timing mark of the moment (bench/home-bundle.ts counts the scripts fetched before it). */
export const PAGE_SETTLED_MARK = 'livery:page-settled';

function settle() {
  settled = true;
  performance.mark?.(PAGE_SETTLED_MARK);
  waiting.forEach((notify) => notify());
  waiting.clear();
}

function whenIdle() {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(settle, 0);
}

if (typeof document === 'undefined') settled = true;
else if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });

/** True once the page has settled (at once on later navigations: it settles once per page load). */
export function usePageSettled(): boolean {
  const [value, setValue] = useState(settled);
  useEffect(() => {
    if (value) return;
    if (settled) {
      setValue(true);
      return;
    }
    const notify = () => setValue(true);
    waiting.add(notify);
    return () => {
      waiting.delete(notify);
    };
  }, [value]);
  return value;
}
