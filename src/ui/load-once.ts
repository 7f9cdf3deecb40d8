/** A chunk's loader that remembers what it loaded, so a screen can render it without suspending. */
export interface LoadOnce<M> {
  (): Promise<M>;
  /** The module, once a load has finished; `undefined` before (and after a failed load). */
  loaded(): M | undefined;
}

/**
 * Wraps a dynamic `import()`: every call shares one load, and `loaded()` hands the module over
 * synchronously once it is in. A failed load is forgotten, so the next call tries again.
 */
export function loadOnce<M>(load: () => Promise<M>): LoadOnce<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const loader = (): Promise<M> =>
    (pending ??= load().then(
      (value) => (module = value),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.assign(loader, { loaded: () => module });
}
