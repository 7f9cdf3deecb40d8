import { LoginKitError, invalidInput } from '../errors';
import type { LoginKitOptions, TrustedKeys } from '../login-kit';
import { checkTrustedKeysFormat } from '../crypto/trusted-keys';
import { mockOauthEndpoints } from '../oauth/authorize-url';
import type { MockRelaySetup } from './mock-relay-option';

let refusalLogged = false;

/** `localhost` and its subdomains, `127.0.0.1`, `[::1]`: the hosts a mock relay may be used from. */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

/** The option's checks: a page on a local host, and `mockRelay` alone in place of what it sets. */
function checkMockRelayOption(options: LoginKitOptions): void {
  const loose = options as { mockRelay?: unknown; authProxyUrl?: unknown; trustedKeys?: unknown; fetch?: unknown };
  const location = (globalThis as { location?: { hostname?: string; origin?: string } }).location;
  if (location?.hostname !== undefined && !isLocalHostname(location.hostname)) {
    const message = `mockRelay is for development only, and this page (${location.origin}) is not local (localhost, 127.0.0.1 or [::1]): the kit refuses it. Leave the option out of production builds (\`mockRelay: import.meta.env.DEV ? … : undefined\`).`;
    if (!refusalLogged) {
      refusalLogged = true;
      // eslint-disable-next-line no-console
      console.error(`[loginkit] ${message}`);
    }
    throw new LoginKitError('origin_not_allowed', message, { details: { field: 'mockRelay', origin: location.origin } });
  }
  for (const field of ['authProxyUrl', 'trustedKeys'] as const) {
    if (loose[field] !== undefined) throw invalidInput(field, 'cannot be combined with mockRelay, which sets it: leave one of them out');
  }
  if (typeof loose.mockRelay === 'string') {
    if (!/^https?:\/\/[^/]/.test(loose.mockRelay)) throw invalidInput('mockRelay', `must be an http(s) URL of a mock relay, or () => import('loginkit/mock-relay') (got ${JSON.stringify(loose.mockRelay)})`);
  } else if (typeof loose.mockRelay !== 'function') throw invalidInput('mockRelay', "must be a mock relay's URL or () => import('loginkit/mock-relay')");
  else if (loose.fetch !== undefined) throw invalidInput('fetch', 'cannot be combined with an in-page mockRelay, which answers every request');
}

/**
 * The `mockRelay` option's wiring, loaded with the kit's first request (or the session's restore):
 * checks the option (refused on a page that is not local: `origin_not_allowed`, said once in the
 * console), makes the fetch the kit's requests go through (to the relay at the URL, or to one made
 * in the page), and fills the relay's enclave keys (`GET /__mock/keys`), its enclave root for app
 * proofs (`GET /__mock/proofs/root`, unless `appProofs.enclaveRoot` was given) and, for a relay at a
 * URL, its mock identity provider's endpoints (unless `oauthEndpoints` was given). A relay that
 * cannot be reached is said in the console too.
 */
export function wireMockRelay(options: LoginKitOptions, wired: MockRelaySetup['options']): Promise<typeof fetch> {
  let wiring = wirings.get(wired);
  if (wiring === undefined) {
    wiring = wire(options, wired);
    wirings.set(wired, wiring);
    // Tried again by the next request after a failure (no relay at that URL yet).
    wiring.catch(() => wirings.delete(wired));
  }
  return wiring;
}

/** The wiring of each kit, by its options object: done once. */
const wirings = new WeakMap<object, Promise<typeof fetch>>();

async function wire(options: LoginKitOptions, wired: MockRelaySetup['options']): Promise<typeof fetch> {
  checkMockRelayOption(options);
  const option = options.mockRelay;
  let relayFetch: typeof fetch;
  if (typeof option === 'function') {
    const loaded = await option();
    const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
    const relay = 'createMockRelay' in loaded ? loaded.createMockRelay({ config: { configId: options.authProxyConfigId }, ...(origin === undefined ? {} : { defaultOrigin: origin }) }) : loaded;
    relayFetch = (input, init) => relay.fetch(new Request(input, init));
  } else {
    relayFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }
  const base = (typeof option === 'string' ? option : wired.authProxyUrl).replace(/\/+$/, '');
  const get = async (path: string): Promise<Response> => {
    const response = await relayFetch(`${base}${path}`);
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response;
  };
  try {
    const [keys, root] = await Promise.all([
      get('/__mock/keys').then((response) => response.json() as Promise<TrustedKeys>),
      wired.appProofs.enclaveRoot === undefined ? get('/__mock/proofs/root').then((response) => response.text(), () => undefined) : undefined,
    ]);
    Object.assign(wired.trustedKeys, checkTrustedKeysFormat(keys));
    if (root !== undefined) wired.appProofs.enclaveRoot = root;
  } catch (error) {
    const where = typeof option === 'string' ? `at ${base} (is \`npx loginkit-mock-relay\` running there?)` : 'in the page';
    const failure = new LoginKitError('network', `mockRelay: could not get the mock relay's keys ${where}`, { cause: error, details: { field: 'mockRelay' } });
    // eslint-disable-next-line no-console
    console.error(`[loginkit] ${failure.message}:`, error);
    throw failure;
  }
  if (typeof option === 'string' && Object.keys(wired.oauthEndpoints).length === 0) Object.assign(wired.oauthEndpoints, mockOauthEndpoints(base));
  return relayFetch;
}
