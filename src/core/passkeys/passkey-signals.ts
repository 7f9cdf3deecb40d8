/**
 * The WebAuthn Signals API: telling the browser's password manager which passkeys the service
 * still accepts, so it stops offering deleted ones and shows the user's current name.
 *
 * Each call is feature-detected and fire-and-forget: where the browser lacks the method, or the
 * method throws or rejects (no such passkey, a bad id, an rpId of another site), nothing happens —
 * no error, no console output. The promises never reject.
 *
 * The platform methods are called directly: they are not cryptography, and the installed
 * `@simplewebauthn/browser` has no helper for them (newer versions' `sendSignal` throws where the
 * method is absent, which is the normal case here, and would pull that library into this chunk).
 *
 * Credential ids are base64url (the credential's rawId, as the kit registers it); ids in standard
 * base64 (with `+`, `/` or `=` padding) are converted, so they match what the browser knows.
 * `userHandle`s are WebAuthn user handles (base64url), not the service's user ids.
 */
import { toCredentialIdBase64Url } from './credential-id';

type SignalName = 'signalUnknownCredential' | 'signalAllAcceptedCredentials' | 'signalCurrentUserDetails';
type SignalMethod = (options: Record<string, unknown>) => unknown;

/** The platform method, when this browser has it. */
function signalMethod(name: SignalName): SignalMethod | undefined {
  try {
    const constructor = (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential as Record<string, unknown> | undefined;
    const method = constructor?.[name];
    return typeof method === 'function' ? (options) => (method as SignalMethod).call(constructor, options) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether this browser has the signal method `name` (callers skip work, such as a request, that only a signal needs). */
export function passkeySignalAvailable(name: SignalName): boolean {
  return signalMethod(name) !== undefined;
}

/** Calls the method with each options object `calls()` makes, one after the other; every failure (bad input too) is swallowed. */
async function send(name: SignalName, calls: () => Record<string, unknown>[]): Promise<void> {
  const method = signalMethod(name);
  if (method === undefined) return;
  let list: Record<string, unknown>[];
  try {
    list = calls();
  } catch {
    return;
  }
  for (const options of list) {
    try {
      await method(options);
    } catch {
      // Fire-and-forget: the browser refuses signals it cannot apply; the page needs none of them.
    }
  }
}

const validText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const uniqueHandles = (userHandles: readonly string[]): string[] => [...new Set(userHandles.filter(validText))];

/**
 * `PublicKeyCredential.signalUnknownCredential`: the service does not know this passkey (deleted
 * elsewhere, or never registered), so the browser should stop offering it.
 */
export function signalUnknownPasskey(rpId: string, credentialId: string): Promise<void> {
  return send('signalUnknownCredential', () => (validText(rpId) && validText(credentialId) ? [{ rpId, credentialId: toCredentialIdBase64Url(credentialId) }] : []));
}

/**
 * `PublicKeyCredential.signalAllAcceptedCredentials`, once per user handle: `credentialIds` must
 * be the user's complete passkey list (the browser hides that handle's passkeys that are not in it).
 */
export function signalAcceptedPasskeys(rpId: string, userHandles: readonly string[], credentialIds: readonly string[]): Promise<void> {
  return send('signalAllAcceptedCredentials', () => {
    if (!validText(rpId)) return [];
    const allAcceptedCredentialIds = [...new Set(credentialIds.filter(validText).map(toCredentialIdBase64Url))];
    return uniqueHandles(userHandles).map((userId) => ({ rpId, userId, allAcceptedCredentialIds }));
  });
}

/** `PublicKeyCredential.signalCurrentUserDetails`, once per user handle: the account's current name and display name. */
export function signalPasskeyUserDetails(rpId: string, userHandles: readonly string[], name: string, displayName: string): Promise<void> {
  return send('signalCurrentUserDetails', () => {
    if (!validText(rpId) || !validText(name)) return [];
    const shown = validText(displayName) ? displayName : name;
    return uniqueHandles(userHandles).map((userId) => ({ rpId, userId, name, displayName: shown }));
  });
}
