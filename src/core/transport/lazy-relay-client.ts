/**
 * The relay client, its code loaded after the page: the configuration (`wallet_kit_config`, which
 * the modal needs first, and `wallet_kit_client_params` beside it) is fetched by this module itself,
 * its readers (config-readers.ts) loaded in parallel with the request; the login endpoints' request
 * checks and answer readers (relay-client.ts) load with the configuration's answer, long before a
 * click, and on first use otherwise. The base URL and configuration id are checked at once.
 */
import type * as ConfigReadersModule from '../config/config-readers';
import type { RelayCallOptions, RelayClient, RelayClientOptions } from './relay-client';

type ConfigReaders = typeof ConfigReadersModule;
import { relayPost } from './relay-post';
import { requireBaseUrl, requireString } from './validate';

export interface LazyRelayClient extends RelayClient {
  /** Loads the login endpoints' code now, so later calls start at once. */
  preload(): Promise<void>;
}

type Later = Exclude<keyof RelayClient, 'walletKitConfig' | 'walletKitClientParams'>;

export function createLazyRelayClient(options: RelayClientOptions): LazyRelayClient {
  const baseUrl = requireBaseUrl(options.authProxyUrl, 'authProxyUrl');
  const configId = requireString(options.configId, 'configId');
  const post = relayPost(options.http, baseUrl, configId);
  let client: RelayClient | undefined;
  let loading: Promise<RelayClient> | undefined;
  const load = (): Promise<RelayClient> =>
    (loading ??= import('./relay-client').then(
      ({ createRelayClient }) => (client = createRelayClient(options)),
      (error: unknown) => {
        loading = undefined; // a later call tries again
        throw error;
      },
    ));
  /** `name` of the loaded client (at once when it is there). */
  const later =
    <Name extends Later>(name: Name): RelayClient[Name] =>
    ((...args: unknown[]) => {
      const call = (loaded: RelayClient): Promise<unknown> => (loaded[name] as (...input: unknown[]) => Promise<unknown>)(...args);
      return client ? call(client) : load().then(call);
    }) as RelayClient[Name];
  /** `endpoint`'s answer, read by its reader from config-readers.ts, which loads during the request. */
  const readConfig = async <Answer>(endpoint: 'wallet_kit_config' | 'wallet_kit_client_params', call: RelayCallOptions | undefined, reader: (readers: ConfigReaders) => (json: unknown) => Answer): Promise<Answer> => {
    const [json, readers] = await Promise.all([post(endpoint, {}, call, { idempotent: true }), import('../config/config-readers')]);
    return reader(readers)(json);
  };
  return {
    walletKitConfig: (call) => readConfig('wallet_kit_config', call, (readers) => readers.parseWalletKitConfig),
    // Read with the configuration, in parallel (protocol.md section 15).
    walletKitClientParams: (call) => readConfig('wallet_kit_client_params', call, (readers) => readers.parseWalletKitClientParams),
    otpInit: later('otpInit'),
    otpVerify: later('otpVerify'),
    account: later('account'),
    otpLogin: later('otpLogin'),
    signup: later('signup'),
    oauthLogin: later('oauthLogin'),
    oauth2Authenticate: later('oauth2Authenticate'),
    preload: () => load().then(() => undefined),
  };
}
