/**
 * This page's localStorage, or undefined where there is none (a server, a worker) or it is blocked:
 * reading `localStorage` throws in sandboxed frames and where the person blocked site data. Every
 * store that keeps something in localStorage reads it through here, at its first use (SSR-safe).
 */
export function browserLocalStorage(): Storage | undefined {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
