// @vitest-environment jsdom
// A page whose code arrived ahead renders in the first render, without its fallback (src/lib/loaded-modules.ts): on a
// phone the fallback's commit held the home's first paint back by React's 300 ms reveal throttle.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../src/app/lazy-component';
import { preloadModule } from '../../src/lib/loaded-modules';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Page: ComponentType = () => <p>the page</p>;

function draw(Lazy: ComponentType) {
  const seen: string[] = [];
  const Fallback = () => {
    seen.push('fallback');
    return <p>loading</p>;
  };
  render(
    <Suspense fallback={<Fallback />}>
      <Lazy />
    </Suspense>,
  );
  return seen;
}

describe('lazyComponent with preloadModule', () => {
  it('[issue 15] renders a module loaded ahead in the first render, without its fallback', async () => {
    const load = vi.fn(async () => Page);
    await preloadModule(load);
    const Lazy = lazyComponent(load);
    const seen = draw(Lazy);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(seen).toEqual([]);
    // Loaded once: the early load is the one the page uses.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('[issue 15] shows the fallback for a module not loaded ahead, then the page', async () => {
    const Lazy = lazyComponent(async () => Page);
    const seen = draw(Lazy);
    expect(seen).toEqual(['fallback']);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {});
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('[issue 15][P8-19] still reports a module that failed to arrive, loaded ahead or not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async (): Promise<ComponentType> => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    await expect(preloadModule(load)).rejects.toThrow('Failed to fetch');
    const Lazy = lazyComponent(load);
    // A failed early load is not remembered: the page asks again, under the chunk rule.
    const errors: unknown[] = [];
    const { ErrorBoundary } = await import('./error-boundary-probe');
    render(
      <ErrorBoundary onError={(error) => errors.push(error)}>
        <Suspense fallback={<p>loading</p>}>
          <Lazy />
        </Suspense>
      </ErrorBoundary>,
    );
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(2);
    expect((errors[0] as Error).name).toBe('ChunkLoadError');
  });
});
