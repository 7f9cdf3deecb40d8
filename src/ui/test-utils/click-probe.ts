type Counted = (() => number) | { mock: { calls: unknown[] } };

/**
 * Proves that a handler ran inside the click itself (where the browser's user activation is):
 * a window listener, which runs after React's root listener has handled the click, records the
 * count (a spy's calls, or any number) at the end of each click's dispatch.
 */
export function callsWhenClickEnds(counted: Counted): { counts: number[]; stop(): void } {
  // A vi.fn spy is a function too: read its calls rather than calling it.
  const count = 'mock' in counted ? () => counted.mock.calls.length : counted;
  const counts: number[] = [];
  const listener = (): void => {
    counts.push(count());
  };
  window.addEventListener('click', listener);
  return { counts, stop: () => window.removeEventListener('click', listener) };
}
