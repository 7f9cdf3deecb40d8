import type { LoginKitError } from '../errors';
import { productionTrustedKeys } from './trusted-keys';

let said = false;

/**
 * `error` (a signature that fails against a pinned enclave key), after a console error when that
 * key is one of the service's production keys, which the kit pins when no `trustedKeys` are given:
 * then the kit most likely talks to a relay with other keys (the mock relay) without pinning them.
 * Once a page.
 */
export function withProductionKeysHint(error: LoginKitError, pinned: Uint8Array | string): LoginKitError {
  if (!said && typeof pinned === 'string' && Object.values(productionTrustedKeys).includes(pinned.toLowerCase())) {
    said = true;
    // eslint-disable-next-line no-console
    console.error(
      `[loginkit] ${error.message}: checked with the production keys (no trustedKeys given). For the mock relay, set mockRelay (or trustedKeys to its /__mock/keys).`,
    );
  }
  return error;
}
