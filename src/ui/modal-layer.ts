// One layer of the site's modal stack, the part a dialog (modal.tsx) and the menu drawer (drawer.tsx) share: while it
// is open the page behind does not scroll and is inert, the site's popups wait (modal-stack.ts), focus starts inside
// and goes back where it was on close; Escape closes and Tab cycles within the panel.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cycleFocus } from './focus-trap';
import { popModalLayer, pushModalLayer } from './modal-stack';
import { lockScroll, unlockScroll } from './scroll-lock';

/**
 * `firstFocus` picks the element to focus on opening (the panel itself when it gives none); a module-level function,
 * so the layer opens once per `open`. Attach `layerRef` to the full-screen layer, `panelRef` and `onKeyDown` to the panel.
 */
export function useModalLayer(open: boolean, onClose: () => void, firstFocus: (panel: HTMLElement) => HTMLElement | null | undefined) {
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const layer = layerRef.current;
    lockScroll();
    if (layer) pushModalLayer(layer);
    const panel = panelRef.current;
    (panel ? (firstFocus(panel) ?? panel) : null)?.focus();
    return () => {
      if (layer) popModalLayer(layer);
      unlockScroll();
      previouslyFocused?.focus({ preventScroll: true });
    };
  }, [open, firstFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    cycleFocus(event, panelRef.current);
  };

  return { layerRef, panelRef, onKeyDown };
}
