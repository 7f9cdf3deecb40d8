/**
 * `wallet_kit_client_params` (protocol.md section 15): what the relay publishes for the browser
 * besides its configuration, today the organization's captcha site key. Read once with the
 * configuration, in parallel with it. An answer without a usable key (none, not a string, empty,
 * over 256 characters) means no captcha, as a failed request does: the kit never fails a login over it.
 */
import type { WalletKitClientParamsResponse } from '../transport/relay-types';

/** A Turnstile site key is about 24 characters; anything far longer is a broken answer. */
export const maxSiteKeyLength = 256;

/** The answer's `turnstileSiteKey`, trimmed, when it is a usable one; `{}` otherwise. */
export function parseWalletKitClientParams(json: unknown): WalletKitClientParamsResponse {
  const siteKey = (json as { turnstileSiteKey?: unknown } | null)?.turnstileSiteKey;
  const trimmed = typeof siteKey === 'string' && siteKey.length <= maxSiteKeyLength ? siteKey.trim() : '';
  return trimmed === '' ? {} : { turnstileSiteKey: trimmed };
}
