import { checkOrigin } from '../cors';
import { grpcCodes, RelayError } from '../errors';
import type { RelayConfig } from '../relay-config';

/** What a passkey's client data and authenticator data must name. */
export interface PasskeyExpectations {
  /** The WebAuthn origin (`clientDataJSON.origin`). */
  origin: string;
  /** The relying party id (its SHA-256 opens the authenticator data). */
  rpId: string;
}

/**
 * The expected origin is the request's `Origin` (or the handler's `defaultOrigin`), which must be
 * one of the relay's allowed origins; the expected RP ID is the `rpId` setting, by default the
 * host name of that origin. Without an origin a passkey cannot be checked: 403 naming `Origin`.
 */
export function passkeyExpectations(config: RelayConfig, origin: string | null): PasskeyExpectations {
  if (origin === null) {
    throw new RelayError(grpcCodes.permissionDenied, 'ORIGIN_NOT_ALLOWED', 'is required to verify a passkey (its WebAuthn origin is checked against it)', {
      field: 'Origin',
    });
  }
  checkOrigin(config, origin);
  let hostname: string;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    throw new RelayError(grpcCodes.permissionDenied, 'ORIGIN_NOT_ALLOWED', `${origin} is not an origin`, { field: 'Origin' });
  }
  return { origin, rpId: config.rpId ?? hostname };
}
