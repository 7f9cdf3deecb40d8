import { LoginKitError, toLoginKitError } from '../errors';
import { unsupportedReason, webauthnAvailable, type PasskeyUnsupportedReason } from './passkey-support';

// Kept in passkey-support.ts (on the initial path); re-exported for the ceremony code.
export { unsupportedReason, webauthnAvailable } from './passkey-support';
export type { PasskeyUnsupportedReason } from './passkey-support';

/** Which WebAuthn call failed: `navigator.credentials.create` (registration) or `.get` (a stamp). */
export type WebauthnCeremony = 'create' | 'get';

/** `passkey_unsupported`, with the reason in `details.reason`. */
export function passkeyUnsupported(reason: PasskeyUnsupportedReason, cause?: unknown): LoginKitError {
  const message =
    reason === 'insecure-context'
      ? 'Passkeys need a secure context (https, or http://localhost)'
      : 'This browser does not support passkeys (WebAuthn is not available)';
  return new LoginKitError('passkey_unsupported', message, { ...(cause === undefined ? {} : { cause }), details: { reason } });
}

function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const name = (error as { name?: unknown }).name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Maps a failed WebAuthn ceremony (a DOMException, or @simplewebauthn/browser's WebAuthnError,
 * which keeps the DOMException's name) to a LoginKitError:
 * - NotAllowedError, AbortError, TimeoutError (closed, refused, timed out): `passkey_cancelled`
 * - NotSupportedError, ConstraintError (no authenticator can do it), no WebAuthn: `passkey_unsupported`
 * - SecurityError (the rpId does not fit the page's origin): `invalid_input` naming `rpId`
 * - InvalidStateError on create (this authenticator already holds the passkey): `invalid_input` naming `passkey`
 * - anything else: wrapped (`unknown`), the original as `cause`.
 */
export function webauthnError(error: unknown, ceremony: WebauthnCeremony): LoginKitError {
  if (error instanceof LoginKitError) return error;
  const name = errorName(error);
  const detail = error instanceof Error && error.message !== '' ? `: ${error.message}` : '';
  switch (name) {
    case 'NotAllowedError':
    case 'AbortError':
    case 'TimeoutError':
      return new LoginKitError('passkey_cancelled', `The passkey prompt was closed, refused or timed out (${name}${detail})`, {
        cause: error,
        details: { webauthnError: name },
      });
    case 'NotSupportedError':
    case 'ConstraintError':
      return new LoginKitError('passkey_unsupported', `No authenticator here can ${ceremony === 'create' ? 'create' : 'use'} this passkey (${name}${detail})`, {
        cause: error,
        details: { reason: 'no-webauthn', webauthnError: name },
      });
    case 'SecurityError':
      return new LoginKitError('invalid_input', `rpId: not valid for this page's origin (the relying party id must be the page's host name or a parent domain of it)${detail}`, {
        cause: error,
        details: { field: 'rpId', webauthnError: name },
      });
    case 'InvalidStateError':
      if (ceremony === 'create') {
        return new LoginKitError('invalid_input', 'passkey: this authenticator already holds a passkey for this account; log in with it, or use another authenticator', {
          cause: error,
          details: { field: 'passkey', webauthnError: name },
        });
      }
      break;
    default:
      break;
  }
  if (!webauthnAvailable()) return passkeyUnsupported(unsupportedReason() ?? 'no-webauthn', error);
  return toLoginKitError(error);
}
