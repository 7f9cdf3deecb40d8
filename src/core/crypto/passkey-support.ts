import type { PasskeySupport } from '../flows/passkey/passkey.types';
import { unsupportedReason } from './webauthn-errors';

/**
 * What can be known about passkey support without waiting: `unsupported` (with its reason) when
 * the page is not a secure context or has no WebAuthn, else `checking`.
 */
export function passkeySupportNow(): PasskeySupport {
  const reason = unsupportedReason();
  return reason === undefined ? { status: 'checking' } : { status: 'unsupported', reason };
}

/**
 * Whether this browser can use passkeys, and whether it has a built-in (platform) authenticator.
 * Never prompts. Insecure contexts and browsers without `PublicKeyCredential` are `unsupported`.
 */
export async function checkPasskeySupport(): Promise<PasskeySupport> {
  const now = passkeySupportNow();
  if (now.status === 'unsupported') return now;
  const credential = (globalThis as { PublicKeyCredential?: { isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean> } })
    .PublicKeyCredential;
  try {
    return { status: 'supported', platform: (await credential?.isUserVerifyingPlatformAuthenticatorAvailable?.()) === true };
  } catch {
    return { status: 'supported', platform: false }; // some embedded browsers throw here; WebAuthn itself may still work
  }
}
