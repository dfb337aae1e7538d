// React.lazy suspends on its first render even when the module has already arrived (a promise cannot be read at once),
// so the page shows its fallback for one commit, and React then holds the content back for about 300 ms (its
// throttle on revealing content after a fallback): on a phone, a third of the home's first paint. A loader whose
// module was loaded ahead (preloadModule) answers React.lazy with a thenable that resolves at once, which React.lazy
// reads in the same render.

type Loader<T> = () => Promise<T>;

const loaded = new WeakMap<Loader<unknown>, { module: unknown }>();

/** Loads the module now (the first page's code, as the entry runs) and remembers it for lazyOrLoaded. */
export function preloadModule<T>(load: Loader<T>): Promise<T> {
  return load().then((module) => {
    loaded.set(load, { module });
    return module;
  });
}

/** A thenable already resolved: React.lazy's `then` callback runs before it checks the status. */
function resolvedThenable<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled?: (value: T) => unknown) {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

/**
 * React.lazy's factory for `load`: when preloadModule already has its module, `wrap` of it at once; otherwise `slow`,
 * the usual promise (with its chunk rule).
 */
export function lazyFactory<T, R>(load: Loader<T>, wrap: (module: T) => R, slow: () => Promise<R>): () => Promise<R> {
  return () => {
    const known = loaded.get(load);
    return known ? resolvedThenable(wrap(known.module as T)) : slow();
  };
}
