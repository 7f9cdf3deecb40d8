import { lazy, Suspense, useState, type ComponentType, type JSX, type ReactNode } from 'react';
import type { LoadOnce } from './load-once';

/**
 * `React.lazy` for a component of a chunk that is usually fetched ahead (as the modal opens, or as
 * a method's button is hovered): once `load` has finished, the component renders at once. A lazy
 * component suspends on its first render even when its chunk is in, and React then holds the
 * revealed content back for its fallback throttle (~300 ms), which a person sees as a spinner after
 * a click that had nothing left to fetch. While the chunk is not in it suspends: inside its own
 * `<Suspense>` showing `fallback` when one is given (`null` included), else the caller's.
 */
export function lazyFrom<M, P extends object>(load: LoadOnce<M>, pick: (module: M) => ComponentType<P>, options?: { fallback: ReactNode }): ComponentType<P> {
  let picked: ComponentType<P> | undefined;
  const componentOf = (module: M): ComponentType<P> => (picked ??= pick(module));
  const Lazy = lazy(() => load().then((module) => ({ default: componentOf(module) })));
  function LoadedOrLazy(props: P): JSX.Element {
    // Chosen once per mount: an instance that started lazy stays lazy (a changed type would remount it).
    const [Component] = useState<ComponentType<P>>(() => {
      const module = load.loaded();
      return module === undefined ? Lazy : componentOf(module);
    });
    return <Component {...props} />;
  }
  if (options === undefined) return LoadedOrLazy;
  const { fallback } = options;
  return function LoadedOrSuspended(props: P): JSX.Element {
    return (
      <Suspense fallback={fallback}>
        <LoadedOrLazy {...props} />
      </Suspense>
    );
  };
}
