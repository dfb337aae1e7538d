// localStorage that never throws: private modes and disabled storage must not break the site.
import { previewStorage } from './preview-frame';

// A preview frame keeps its choices in memory, seeded with the view's language and palette (docs/preview.md).
const store = () => previewStorage ?? localStorage;

export function readLocal(key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    store().setItem(key, value);
  } catch {
    // Nothing to do: the choice then lasts only for this page view.
  }
}
