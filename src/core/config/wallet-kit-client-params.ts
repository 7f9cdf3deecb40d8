/**
 * `wallet_kit_client_params` (protocol.md section 15): what the relay publishes for the browser
 * besides its configuration, today the organization's captcha site key. Read once with the
 * configuration, in parallel with it; a relay that does not answer it, or answers something else,
 * means no captcha (the kit never fails a login over it).
 */
import type { WalletKitClientParamsResponse } from '../transport/relay-types';
import { badResponse, cappedResponseString, isRecord } from '../transport/validate';

const endpoint = 'wallet_kit_client_params';

/** A Turnstile site key is about 24 characters; anything far longer is a broken answer. */
export const maxSiteKeyLength = 256;

/** Validates the answer: an object whose `turnstileSiteKey`, when there, is a string (an empty one reads as none). */
export function parseWalletKitClientParams(json: unknown): WalletKitClientParamsResponse {
  if (!isRecord(json)) throw badResponse(endpoint, 'body', 'is not a JSON object');
  const siteKey = json.turnstileSiteKey;
  if (siteKey === undefined || siteKey === null) return {};
  if (typeof siteKey !== 'string') throw badResponse(endpoint, 'turnstileSiteKey', 'is not a string');
  const trimmed = cappedResponseString(siteKey, 'turnstileSiteKey', endpoint, maxSiteKeyLength).trim();
  return trimmed === '' ? {} : { turnstileSiteKey: trimmed };
}
