// React.lazy under the spec's chunk rule (P8-19): a component whose code fails to arrive, or takes over 120 s, fails
// with ChunkLoadError for the nearest error screen. A component whose code was loaded ahead (preloadModule with the
// same loader) renders at once, without a fallback (src/lib/loaded-modules.ts).
import { lazy, type ComponentType } from 'react';
import { withChunkTimeout } from '../lib/chunk-load';
import { lazyFactory } from '../lib/loaded-modules';

export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const wrap = (component: ComponentType<Props>) => ({ default: component });
  return lazy(lazyFactory(load, wrap, withChunkTimeout(() => load().then(wrap))));
}
