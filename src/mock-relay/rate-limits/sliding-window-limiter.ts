/**
 * Counts requests per key in a sliding window, in memory (the counters are not persisted: a
 * restarted mock starts with fresh counters). The clock is the caller's `now`, so tests move
 * time without waiting.
 */
import type { RateLimitRule } from './rate-limit-settings';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class SlidingWindowLimiter {
  readonly #hits = new Map<string, number[]>();

  /**
   * Records a request for `key` at `now` when the rule allows one more; otherwise refuses with
   * the whole seconds (at least 1) until the oldest counted request leaves the window.
   */
  take(key: string, rule: RateLimitRule, now: number): RateLimitDecision {
    const windowMs = rule.windowSeconds * 1000;
    const recent = (this.#hits.get(key) ?? []).filter((at) => at > now - windowMs);
    if (recent.length >= rule.limit) {
      this.#hits.set(key, recent);
      const freesSlot = recent[recent.length - rule.limit] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesSlot + windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.#hits.set(key, recent);
    if (this.#hits.size > 10_000) this.prune(now, windowMs);
    return { allowed: true };
  }

  /** Drops keys with no request in the last `windowMs` (keeps memory bounded under many addresses). */
  prune(now: number, windowMs: number): void {
    for (const [key, hits] of this.#hits) {
      if (hits.every((at) => at <= now - windowMs)) this.#hits.delete(key);
    }
  }

  /** Forgets every counter (the relay's reset). */
  clear(): void {
    this.#hits.clear();
  }
}
