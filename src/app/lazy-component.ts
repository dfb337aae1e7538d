// React.lazy under the spec's chunk rule (P8-19): a component whose code fails to arrive, or takes over 120 s, fails
// with ChunkLoadError for the nearest error screen.
import { lazy, type ComponentType } from 'react';
import { withChunkTimeout } from '../lib/chunk-load';

export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(withChunkTimeout(() => load().then((component) => ({ default: component }))));
}
