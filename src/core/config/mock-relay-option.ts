import type { LoginKitOptions, TrustedKeys } from '../login-kit';
import type { AppProofOptions } from '../proofs/app-proof-types';
import type { OauthEndpoints } from '../oauth/authorize-url';

/** An in-page mock relay as the kit uses it: what `createMockRelay()` of `loginkit/mock-relay` makes. */
export interface InPageMockRelay {
  readonly keys: TrustedKeys;
  fetch(request: Request): Promise<Response>;
}

/** `loginkit/mock-relay` as the kit loads it (its `createMockRelay`), or a relay the loader made itself. */
export type MockRelayModule = { createMockRelay(options?: { config?: { configId?: string }; defaultOrigin?: string }): InPageMockRelay } | InPageMockRelay;

/**
 * The `mockRelay` option: the URL of a running mock relay (`npx loginkit-mock-relay`), or a loader
 * of `loginkit/mock-relay` for one in the page (`() => import('loginkit/mock-relay')`).
 */
export type MockRelayOption = string | (() => Promise<MockRelayModule>);

/**
 * What the kit uses with `mockRelay`: its options with the relay's address, keys and fetch in
 * place of `authProxyUrl`, `trustedKeys` and `fetch`. The keys, the identity provider's endpoints
 * and the enclave root are filled by `ready()`, which every request and the session's restore wait
 * for; its code (mock-relay-wiring.ts: the checks, the keys' request) loads with the first of them,
 * so that an app without the option carries none of it.
 */
export interface MockRelaySetup {
  options: LoginKitOptions & { authProxyUrl: string; trustedKeys: TrustedKeys; oauthEndpoints: Partial<OauthEndpoints>; appProofs: AppProofOptions; fetch: typeof fetch };
  /** The wiring done (once; again after a failure, e.g. no relay at that URL yet): the fetch to the relay. */
  ready: () => Promise<typeof fetch>;
}

export function setUpMockRelay(given: LoginKitOptions): MockRelaySetup {
  const ready = (): Promise<typeof fetch> => import('./mock-relay-wiring').then((wiring) => wiring.wireMockRelay(given, options));
  const options = {
    ...given,
    authProxyUrl: typeof given.mockRelay === 'string' ? given.mockRelay : 'http://localhost',
    trustedKeys: {},
    oauthEndpoints: { ...given.oauthEndpoints },
    appProofs: { ...given.appProofs },
    fetch: (input, init) => ready().then((relayFetch) => relayFetch(input, init)),
  } as MockRelaySetup['options'];
  return { options, ready };
}
