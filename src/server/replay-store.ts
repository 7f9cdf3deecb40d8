import { LoginKitError, invalidInput } from '../core/errors';

/**
 * Where `verifySessionRequest` remembers the stamps it has accepted, until they would be refused
 * as stale anyway. One store per process by default (`createMemoryReplayStore()`); servers that
 * run as several instances need a shared one (e.g. Redis `SET id 1 NX PXAT expiresAt`).
 */
export interface ReplayStore {
  /**
   * Records `id` until `expiresAt` (epoch ms) and resolves `true`, or resolves `false` when `id` is
   * already recorded and not expired. Must be atomic: two concurrent claims of one id, one `true`.
   */
  claim(id: string, expiresAt: number): boolean | Promise<boolean>;
}

export interface MemoryReplayStoreOptions {
  /** The most stamps held at once (default 100 000, about 15 MB). When it is full of live stamps, requests are refused (`unavailable`), never let through. */
  maxEntries?: number;
  /** Epoch ms (tests). Default `Date.now`. */
  now?: () => number;
}

/** A bounded in-memory `ReplayStore` for one process (Node, or one Edge isolate: each isolate has its own). */
export function createMemoryReplayStore(options: MemoryReplayStoreOptions = {}): ReplayStore {
  const maxEntries = options.maxEntries ?? 100_000;
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw invalidInput('maxEntries', 'must be a positive integer');
  const now = options.now ?? Date.now;
  // Insertion order is close to expiry order (every stamp lives one window from its time), so the
  // expired ones are found at the front.
  const seen = new Map<string, number>();
  const sweep = (time: number): void => {
    for (const [id, expiresAt] of seen) {
      if (expiresAt > time) break;
      seen.delete(id);
    }
  };
  return {
    claim(id, expiresAt) {
      const time = now();
      const known = seen.get(id);
      if (known !== undefined && known > time) return false;
      sweep(time);
      if (seen.size >= maxEntries) {
        // Forgetting a live stamp would let its replay through: refuse instead.
        throw new LoginKitError('unavailable', `replay store: ${maxEntries} live stamps held; request refused`, { details: { check: 'replay_store_full' } });
      }
      seen.delete(id);
      seen.set(id, expiresAt);
      return true;
    },
  };
}
