import type { PasskeySupport } from '../flows/passkey/passkey.types';

/** Why the browser cannot do passkeys (the `unsupported` reasons of PasskeySupport). */
export type PasskeyUnsupportedReason = 'no-webauthn' | 'insecure-context';

/** Whether the page can call WebAuthn now (no prompt). */
export function webauthnAvailable(): boolean {
  return typeof (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential === 'function';
}

/** The unsupported reason of this page, or undefined when WebAuthn is there. */
export function unsupportedReason(): PasskeyUnsupportedReason | undefined {
  if ((globalThis as { isSecureContext?: boolean }).isSecureContext === false) return 'insecure-context';
  return webauthnAvailable() ? undefined : 'no-webauthn';
}

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
