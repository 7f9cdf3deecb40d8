import type * as PasskeyCryptoModule from './passkey.crypto';

/** The lazily loaded passkey module's exports. */
export type PasskeyCrypto = typeof PasskeyCryptoModule;

/**
 * Loads `passkey.crypto` once per client and remembers it, so code that must start a WebAuthn
 * ceremony synchronously (in a click) can use it without awaiting once it has arrived.
 */
export interface PasskeyCryptoLoader {
  /** The module, when it has loaded. */
  loaded(): PasskeyCrypto | undefined;
  /** Loads it (once; a failed load is tried again on the next call). */
  load(): Promise<PasskeyCrypto>;
}

export function createPasskeyCryptoLoader(importer: () => Promise<PasskeyCrypto> = () => import('./passkey.crypto')): PasskeyCryptoLoader {
  let module: PasskeyCrypto | undefined;
  let pending: Promise<PasskeyCrypto> | undefined;
  return {
    loaded: () => module,
    load() {
      pending ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
