import { browserLocalStorage } from '../../storage/browser-local-storage';

/** How many contacts a browser remembers (the most recent first); an older one is dropped. */
export const returningContactsLimit = 8;

/**
 * Remembers, on this browser, which contacts logged in with a code before: digests only
 * (`returningContactDigest`), never the email address or phone number. A hint, not a secret: with
 * it the code login skips the account lookup (2 relay calls after the last digit instead of 3).
 */
export interface ReturningContacts {
  has(digest: string): boolean;
  /** Remembers the digest as the most recent one (at most `returningContactsLimit` are kept). */
  remember(digest: string): void;
  forget(digest: string): void;
}

const digestPattern = /^[0-9a-f]{64}$/;

/** `digest` first, once, then the others, the most recent `returningContactsLimit` kept. */
function mostRecentFirst(digests: readonly string[], digest: string): string[] {
  return [digest, ...digests.filter((kept) => kept !== digest)].slice(0, returningContactsLimit);
}

/** Remembered for the page's life only (tests; an app that keeps nothing across visits). */
export function memoryReturningContacts(): ReturningContacts {
  let digests: string[] = [];
  return {
    has: (digest) => digests.includes(digest),
    remember(digest) {
      if (digestPattern.test(digest)) digests = mostRecentFirst(digests, digest);
    },
    forget(digest) {
      digests = digests.filter((kept) => kept !== digest);
    },
  };
}

/**
 * The digests in this browser's localStorage under `key` (a JSON list, the most recent first),
 * best effort: where storage is blocked, full or absent they are kept in memory for the page's
 * life, silently (without the hint a code login only looks the account up). Read and written
 * only when called (SSR-safe).
 */
export function localReturningContacts(key = 'loginkit:returning-contacts'): ReturningContacts {
  const memory = memoryReturningContacts();
  let usable = true;
  const read = (): string[] | undefined => {
    try {
      const stored = browserLocalStorage()?.getItem(key);
      if (stored === undefined) return undefined;
      if (stored === null) return [];
      const parsed: unknown = JSON.parse(stored);
      return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string' && digestPattern.test(entry)).slice(0, returningContactsLimit) : [];
    } catch (error) {
      return error instanceof SyntaxError ? [] : undefined; // a corrupt entry reads as empty; a blocked storage as none
    }
  };
  const write = (digests: string[]): boolean => {
    try {
      const target = browserLocalStorage();
      if (target === undefined) return false;
      if (digests.length === 0) target.removeItem(key);
      else target.setItem(key, JSON.stringify(digests));
      return true;
    } catch {
      return false;
    }
  };
  /** Applies a change to the stored list; once storage has failed, the in-memory list alone holds them. */
  const update = (change: (digests: string[]) => string[]): void => {
    const current = usable ? read() : undefined;
    if (current === undefined || !write(change(current))) usable = false;
  };
  return {
    has(digest) {
      const current = usable ? read() : undefined;
      return current === undefined ? memory.has(digest) : current.includes(digest);
    },
    remember(digest) {
      if (!digestPattern.test(digest)) return;
      memory.remember(digest);
      update((digests) => mostRecentFirst(digests, digest));
    },
    forget(digest) {
      memory.forget(digest);
      update((digests) => digests.filter((kept) => kept !== digest));
    },
  };
}
