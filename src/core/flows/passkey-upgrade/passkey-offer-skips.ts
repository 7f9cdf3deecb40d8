import { browserLocalStorage } from '../../storage/browser-local-storage';

/** Where "Not now" is remembered: a localStorage key per user id (never the email address or phone number). */
export function passkeyOfferSkippedKey(userId: string): string {
  return `loginkit:passkey-offer-skipped:${userId}`;
}

/** Remembers, per user, that the person declined the passkey offer on this browser. */
export interface PasskeyOfferSkips {
  wasSkipped(userId: string): boolean;
  remember(userId: string): void;
}

/**
 * "Not now" in this browser's localStorage, best effort: where storage is blocked or full the
 * offer simply shows again next time. Read and written only when called (SSR-safe).
 */
export const localPasskeyOfferSkips: PasskeyOfferSkips = {
  wasSkipped(userId) {
    try {
      const stored = browserLocalStorage()?.getItem(passkeyOfferSkippedKey(userId));
      return stored !== undefined && stored !== null;
    } catch {
      return false;
    }
  },
  remember(userId) {
    try {
      browserLocalStorage()?.setItem(passkeyOfferSkippedKey(userId), '1');
    } catch {
      // No storage (blocked, full): the offer shows again next time.
    }
  },
};
