import type { ApiClient, ApiClientOptions } from './api-client';
import { requireBaseUrl } from './validate';

export interface LazyApiClient extends ApiClient {
  /** Loads the client now (the configuration offers a method that will use it), so later calls start at once. */
  preload(): Promise<void>;
}

/**
 * The main API client, its code loaded on first use: a page that only logs in by code never needs
 * it. Once loaded, calls go straight through (a passkey stamp then starts in the click's call
 * stack). The base URL is checked at once.
 */
export function createLazyApiClient(options: ApiClientOptions): LazyApiClient {
  requireBaseUrl(options.baseUrl, 'apiBaseUrl');
  let client: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;
  const load = (): Promise<ApiClient> =>
    (loading ??= import('./api-client').then(
      ({ createApiClient }) => (client = createApiClient(options)),
      (error: unknown) => {
        loading = undefined; // a later call tries again
        throw error;
      },
    ));
  return {
    submit: (operation, organizationId, parameters, submitOptions) =>
      client ? client.submit(operation, organizationId, parameters, submitOptions) : load().then((loaded) => loaded.submit(operation, organizationId, parameters, submitOptions)),
    query: (path, body, queryOptions) => (client ? client.query(path, body, queryOptions) : load().then((loaded) => loaded.query(path, body, queryOptions))),
    preload: () => load().then(() => undefined),
  };
}
