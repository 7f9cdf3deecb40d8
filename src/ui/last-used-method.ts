import type { OauthProvider } from '../core/internal';

/** How the user logged in: a code by email or SMS, a passkey, a social login provider, or an external wallet. */
export type LastUsedMethod = 'email' | 'sms' | 'passkey' | 'wallet' | OauthProvider;

/** The localStorage key; the value is the method's name only, never the email address or phone number. */
export const lastUsedMethodKey = 'loginkit:last-used-method';

/** The method remembered on this browser, if any (nothing where storage is blocked, or holds something else). */
export function readLastUsedMethod(): LastUsedMethod | undefined {
  try {
    const stored = localStorage.getItem(lastUsedMethodKey);
    return stored !== null && /^[a-z][\w-]{0,31}$/.test(stored) ? (stored as LastUsedMethod) : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers how the user logged in (best effort: nothing happens where storage is blocked or full). */
export function rememberLastUsedMethod(method: LastUsedMethod): void {
  try {
    localStorage.setItem(lastUsedMethodKey, method);
  } catch {
    // No storage (blocked, full, or not a browser): the hint is a nicety.
  }
}
