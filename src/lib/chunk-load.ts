// Lazily loaded code (routes, languages) must not hang: spec P8-19/P9-9 give a chunk 120 seconds, after which, or on a
// failed download, the "chunk load error" screen offers a reload.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** Wraps a dynamic import so that it fails with ChunkLoadError when it fails or takes longer than the timeout. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(`chunk not loaded after ${timeoutMs} ms`)), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError('chunk failed to load', { cause: error }));
        },
      );
    });
}

// Browsers word a failed dynamic import differently; these cover Chromium, Firefox and Safari.
const DYNAMIC_IMPORT_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && DYNAMIC_IMPORT_FAILURES.some((text) => error.message.includes(text));
}
