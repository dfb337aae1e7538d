// Preview mode: the site as the preview console's frame opens it, /PATH?merchant=CODE&preview=ID&lang=..&palette=..
// (docs/preview.md). Read once at load, because the router drops the query on the first navigation. The API client
// sends merchant and preview on every call so the server shows the stored preview; the frame's token and choices
// are kept apart from the player's own storage and from the other frame beside it.

export interface PreviewFrame {
  id: string;
  merchant: string;
}

/** sessionStorage key of a preview's session token: the console writes it there before it opens the frame. */
export const previewTokenKey = (previewId: string) => `token:preview:${previewId}`;

function readPreviewFrame(): PreviewFrame | null {
  if (typeof location === 'undefined') return null;
  const params = new URLSearchParams(location.search);
  const id = params.get('preview');
  const merchant = params.get('merchant');
  return id && merchant ? { id, merchant } : null;
}

export const previewFrame: PreviewFrame | null = readPreviewFrame();

/** The query every API call of a preview frame carries. */
export const previewQuery: Readonly<Record<string, string>> = previewFrame ? { merchant: previewFrame.merchant, preview: previewFrame.id } : {};

/**
 * localStorage of a preview frame: in memory, seeded with the view's language and palette (the keys the site reads,
 * language:CODE and palette:CODE), so neither a choice stored by the player nor the device language decides.
 */
function previewLocalStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  if (!previewFrame) return null;
  const params = new URLSearchParams(location.search);
  const values = new Map<string, string>();
  const language = params.get('lang');
  const palette = params.get('palette');
  if (language) values.set(`language:${previewFrame.merchant}`, language);
  if (palette === 'dark' || palette === 'light') values.set(`palette:${previewFrame.merchant}`, palette);
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

export const previewStorage = previewLocalStorage();
