/**
 * Disposal that can be called off. React's StrictMode (and <Activity>) runs an effect's cleanup and
 * then the effect again on the same instance; disposing on the next microtask lets the second run
 * cancel it and keep the resource, so StrictMode never creates a second client or flow.
 */
export interface PendingDispose {
  /** Keeps the resource alive: the scheduled disposal does not run. */
  cancel(): void;
}

export function scheduleDispose(dispose: () => void): PendingDispose {
  let cancelled = false;
  queueMicrotask(() => {
    if (!cancelled) dispose();
  });
  return {
    cancel() {
      cancelled = true;
    },
  };
}
