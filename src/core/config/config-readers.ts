/**
 * What reads the relay's answers about its configuration, in one chunk: `wallet_kit_config`'s
 * checks, its merge with the kit's options and the warning about their differences, and
 * `wallet_kit_client_params`'s captcha site key. The kit fetches this chunk as it asks for the
 * configuration, in parallel with the request (lazy-relay-client.ts, client.ts), so a page pays for
 * none of it before its first `loadConfig`, and the modal shows no later for it.
 */
export { warnConfigDifferences } from './config-warnings';
export { parseWalletKitClientParams } from './wallet-kit-client-params';
export { parseWalletKitConfig, toKitConfig } from './wallet-kit-config';
