// Outlines parts of a frame's page for explain mode. The frame has the same origin as the console, so the console
// may reach into its document; the outline is an inline style, put back as it was when the highlight moves on.
import { EXPLAIN_ATTRIBUTE } from './explain';

const HIGHLIGHT = '3px dashed #e0006c';

export interface Highlighter {
  show(elements: readonly HTMLElement[]): void;
  clear(): void;
}

export function createHighlighter(): Highlighter {
  let current: { el: HTMLElement; outline: string; offset: string }[] = [];
  const clear = () => {
    for (const { el, outline, offset } of current) {
      el.style.outline = outline;
      el.style.outlineOffset = offset;
    }
    current = [];
  };
  return {
    clear,
    show(elements) {
      clear();
      current = elements.map((el) => ({ el, outline: el.style.outline, offset: el.style.outlineOffset }));
      for (const el of elements) {
        el.style.outline = HIGHLIGHT;
        el.style.outlineOffset = '2px';
      }
    },
  };
}

/** The frame's document, or null while it loads (or if it ever were another origin). */
export function frameDocument(frame: HTMLIFrameElement | null): Document | null {
  try {
    return frame?.contentDocument ?? null;
  } catch {
    return null;
  }
}

/** The tagged elements of a frame's page, with their tag values, in page order. */
export function taggedElements(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(`[${EXPLAIN_ATTRIBUTE}]`)];
}
