import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './sliding-window-limiter';

describe('sliding window limiter', () => {
  const rule = { limit: 2, windowSeconds: 10 };

  it('allows `limit` requests in any window and tells when the oldest one leaves it', () => {
    const limiter = new SlidingWindowLimiter();
    expect(limiter.take('k', rule, 0)).toEqual({ allowed: true });
    expect(limiter.take('k', rule, 4_000)).toEqual({ allowed: true });
    expect(limiter.take('k', rule, 5_000)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(limiter.take('k', rule, 9_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('k', rule, 10_000)).toEqual({ allowed: true });
    expect(limiter.take('k', rule, 10_001)).toEqual({ allowed: false, retryAfterSeconds: 4 });
  });

  it('does not count refused requests', () => {
    const limiter = new SlidingWindowLimiter();
    limiter.take('k', rule, 0);
    limiter.take('k', rule, 0);
    for (let at = 1_000; at < 10_000; at += 1_000) expect(limiter.take('k', rule, at).allowed).toBe(false);
    expect(limiter.take('k', rule, 10_000)).toEqual({ allowed: true });
  });

  it('keeps keys apart, and forgets them on clear', () => {
    const limiter = new SlidingWindowLimiter();
    limiter.take('a', { limit: 1, windowSeconds: 60 }, 0);
    expect(limiter.take('a', { limit: 1, windowSeconds: 60 }, 0).allowed).toBe(false);
    expect(limiter.take('b', { limit: 1, windowSeconds: 60 }, 0).allowed).toBe(true);
    limiter.clear();
    expect(limiter.take('a', { limit: 1, windowSeconds: 60 }, 0).allowed).toBe(true);
  });
});
