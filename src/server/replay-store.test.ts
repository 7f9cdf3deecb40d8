import { describe, expect, it } from 'vitest';
import { createMemoryReplayStore } from './replay-store';

describe('createMemoryReplayStore: the stamps a process has accepted', () => {
  it('accepts an id once until it expires, then again', () => {
    let now = 1_000;
    const store = createMemoryReplayStore({ now: () => now });
    expect(store.claim('a', 2_000)).toBe(true);
    expect(store.claim('a', 2_000)).toBe(false);
    now = 2_000;
    expect(store.claim('a', 3_000)).toBe(true);
  });

  it('is bounded: expired stamps make room, and a store full of live ones refuses (unavailable) rather than forget one', () => {
    let now = 0;
    const store = createMemoryReplayStore({ maxEntries: 2, now: () => now });
    expect(store.claim('a', 100)).toBe(true);
    expect(store.claim('b', 200)).toBe(true);
    expect(() => store.claim('c', 300)).toThrow(expect.objectContaining({ code: 'unavailable', details: { check: 'replay_store_full' } }));
    now = 100;
    expect(store.claim('c', 300)).toBe(true);
    expect(store.claim('b', 200)).toBe(false);
  });

  it('refuses a size that is not a positive integer (invalid_input naming maxEntries)', () => {
    expect(() => createMemoryReplayStore({ maxEntries: 0 })).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field: 'maxEntries' } }));
  });
});
