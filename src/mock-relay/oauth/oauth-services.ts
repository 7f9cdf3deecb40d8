/**
 * The OAuth side of one mock relay: the mock IdP (one instance per base URL, all sharing the
 * persisted keys), the relay's own token issuer, and the client ids in force.
 *
 * Issuer URLs contain the base URL, so they must match the address the browser and the kit use.
 * With `baseUrl` configured that one is used; otherwise each request's own origin (in-process
 * handler: the Request URL; Node server: the Host it was reached at). The keys are the same for
 * every base URL, and persisted with the enclave keys in the stored state (`oauthKeys`).
 * Authorization codes live in the IdP instance of the base URL that issued them.
 */
import { invalidInput } from '../../core/errors';
import type { MockIdpAccount } from '../idp/idp-accounts';
import { idpProviders } from '../idp/idp-providers';
import { createMockIdp, type MockIdp } from '../idp/mock-idp';
import type { OauthClientProvider, RelayConfig } from '../relay-config';
import type { RelayStore } from '../store';
import { createServiceIssuer, type ServiceIssuer } from './service-issuer';

export interface OauthServicesOptions {
  config: RelayConfig;
  store: RelayStore;
  now: () => number;
  /** Fixed base URL (origin) of the relay; default: each request's origin. */
  baseUrl?: string;
  /** The mock IdP's accounts (default: its own). */
  accounts?: readonly MockIdpAccount[];
}

export interface OauthServices {
  /** The base URL (origin, no trailing slash) to use for a request to `requestUrl`. */
  baseUrlOf(requestUrl: string): string;
  /** The mock IdP served at `baseUrl`. */
  idp(baseUrl: string): MockIdp;
  readonly issuer: ServiceIssuer;
  /** The client id per provider (`config.oauthClientIds`, with the mock defaults filled in). */
  readonly clientIds: Readonly<Partial<Record<OauthClientProvider, string>>>;
}

/** More distinct base URLs than this (e.g. random Host headers) evict the oldest IdP instance. */
const maxIdpInstances = 16;

/** `value` as an origin (`http(s)://host[:port]`), or `invalid_input` naming `baseUrl`. */
export function parseBaseUrl(value: unknown): string {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    throw invalidInput('baseUrl', 'must be an absolute http(s) URL such as http://127.0.0.1:8787');
  }
  if (typeof value !== 'string' || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw invalidInput('baseUrl', 'must be an absolute http(s) URL such as http://127.0.0.1:8787');
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw invalidInput('baseUrl', 'must be an origin only (scheme, host and port; the relay serves from the root)');
  }
  return url.origin;
}

export function createOauthServices(options: OauthServicesOptions): OauthServices {
  const { config, store, now } = options;
  const fixedBase = options.baseUrl === undefined ? undefined : parseBaseUrl(options.baseUrl);
  const clientIds = { ...config.oauthClientIds };
  const state = store.state;
  const stored = state.oauthKeys;

  // Load the persisted keys (checked) or make the missing ones, and keep the full set.
  const first = createMockIdp({ baseUrl: fixedBase ?? 'http://localhost', clientIds, now, ...(options.accounts ? { accounts: options.accounts } : {}), keys: stored?.idp ?? {} });
  const issuer = createServiceIssuer(stored?.issuer, now);
  const idpKeys = first.exportKeys();
  const complete = stored?.issuer !== undefined && idpProviders.every((provider) => stored.idp[provider] !== undefined);
  state.oauthKeys = { idp: idpKeys, issuer: issuer.exportKey() };
  if (!complete) store.markDirty();

  const instances = new Map<string, MockIdp>();
  if (fixedBase !== undefined) instances.set(fixedBase, first);

  return {
    baseUrlOf(requestUrl) {
      return fixedBase ?? new URL(requestUrl).origin;
    },
    idp(baseUrl) {
      const found = instances.get(baseUrl);
      if (found !== undefined) return found;
      const created = createMockIdp({ baseUrl, clientIds, now, ...(options.accounts ? { accounts: options.accounts } : {}), keys: idpKeys });
      if (instances.size >= maxIdpInstances) {
        const oldest = instances.keys().next().value;
        if (oldest !== undefined && oldest !== fixedBase) instances.delete(oldest);
      }
      instances.set(baseUrl, created);
      return created;
    },
    issuer,
    clientIds,
  };
}
