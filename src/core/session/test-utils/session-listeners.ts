import type { SessionState } from '../session-types';

type Listener = (state: SessionState, previous: SessionState) => void;

/**
 * A fake kit's `subscribeSession`: each listener is told the state now and the one it was last told
 * (what `LoginKit.subscribeSession` passes). `notify()` after each change of `current()`.
 */
export function fakeSessionListeners(current: () => SessionState): { subscribe(listener: Listener): () => void; notify(): void } {
  const listeners = new Map<Listener, SessionState>();
  return {
    subscribe(listener) {
      listeners.set(listener, current());
      return () => listeners.delete(listener);
    },
    notify() {
      const state = current();
      for (const [listener, previous] of [...listeners]) {
        listeners.set(listener, state);
        listener(state, previous);
      }
    },
  };
}
