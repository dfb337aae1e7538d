// Open modals form a stack: only the top one is live. The app (#root) and every modal under the top are inert, so a
// nested dialog (a warning over the login popup) keeps focus and clicks to itself, and closing it hands the page
// back to the modal beneath, not to the page behind both.
const APP_ROOT_ID = 'root';
const layers: HTMLElement[] = [];
const listeners = new Set<() => void>();

function applyInert(): void {
  const top = layers[layers.length - 1];
  document.getElementById(APP_ROOT_ID)?.toggleAttribute('inert', top !== undefined);
  for (const layer of layers) layer.toggleAttribute('inert', layer !== top);
  listeners.forEach((listener) => listener());
}

/** Calls the listener whenever a modal opens or closes (the announcement popup waits for the others). */
export function subscribeModalStack(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A modal opened: it becomes the only live part of the page. */
export function pushModalLayer(layer: HTMLElement): void {
  layers.push(layer);
  applyInert();
}

/** A modal closed (in any order): the topmost remaining modal, or the page when none is left, becomes live again. */
export function popModalLayer(layer: HTMLElement): void {
  const at = layers.lastIndexOf(layer);
  if (at >= 0) layers.splice(at, 1);
  layer.removeAttribute('inert');
  applyInert();
}

/** How many modals are open (for tests and the preview console). */
export const openModalCount = (): number => layers.length;
