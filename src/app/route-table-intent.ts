// The home draws without the route table (route-modules.ts), so there it loads at the first sign that the visitor is
// about to leave the home: a pointer over a link, a touch on one, the focus on one. A click follows such a sign by a
// tenth of a second or more, about the time the small table takes on a warm connection, so the page's own chunk is
// asked for without waiting on it. A navigation without a sign (a script's, after a login) loads the table itself.

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

const isLink = (target: EventTarget | null) => target instanceof Element && target.closest('a[href]') !== null;

/** Runs `load` once, at the first pointer, touch or focus on a link of `root`; returns what stops waiting. */
export function onNavigationIntent(load: () => unknown, root: Document = document): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, listener, true);
  };
  function listener(event: Event) {
    if (!isLink(event.target)) return;
    stop();
    load();
  }
  for (const type of INTENT_EVENTS) root.addEventListener(type, listener, { capture: true, passive: true });
  return stop;
}
