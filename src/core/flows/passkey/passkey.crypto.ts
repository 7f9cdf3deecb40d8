/**
 * What passkeys need, as one lazily loaded module: the WebAuthn calls (@simplewebauthn/browser),
 * the stampers, and the HPKE code that opens a login's credential bundle. A passkey flow starts
 * loading it when it is created (the modal opening), and the passkey manager on its first call,
 * so that the click that opens the browser's prompt finds it loaded and starts the ceremony at
 * once (in the click's call stack, as Safari requires).
 */
import { WebAuthnAbortService } from '@simplewebauthn/browser';

export { createWebauthnStamper } from '../../crypto/webauthn-stamp';
export { createPasskeyAttestation, newPasskeyUserHandle } from '../../crypto/passkey-registration';
export { createApiKeyStamper } from '../../crypto/api-key-stamper';
export { generateHpkeKeyPair } from '../../crypto/hpke';
export { decryptCredentialBundle } from '../../crypto/credential-bundle';

/** Closes an open passkey prompt (the user went back); its promise rejects with AbortError. */
export function cancelPasskeyCeremony(): void {
  WebAuthnAbortService.cancelCeremony();
}
