import { parseApiStamp } from '../../core/crypto/api-stamp-verify';
import { passkeyStampHeader, parsePasskeyStamp } from '../passkeys/passkey-stamp';
import { lookupKey } from '../routes/api/stamp';
import type { RelayStore } from '../store';
import type { StoredUser } from '../stored-state';

function stampingUser(store: RelayStore, headers: Headers): StoredUser | undefined {
  try {
    const apiKeyStamp = headers.get('X-Stamp');
    if (apiKeyStamp !== null) {
      const key = store.findApiKey(lookupKey(parseApiStamp(apiKeyStamp)));
      return key === undefined ? undefined : store.getUser(key.userId);
    }
    const passkeyStamp = headers.get(passkeyStampHeader);
    if (passkeyStamp !== null) return store.findAuthenticatorByCredentialId(parsePasskeyStamp(passkeyStamp).credentialId)?.user;
  } catch {
    // Not a stamp: no contacts (the handler refuses it).
  }
  return undefined;
}

/**
 * The email and phone number of the user whose API key (`X-Stamp`) or passkey
 * (`X-Stamp-WebAuthn`) stamped a main-API request — read, not verified: only for matching fault
 * rules scoped to a contact (a person's `create_read_write_session`, say).
 */
export function stampContacts(store: RelayStore, headers: Headers): string[] {
  const user = stampingUser(store, headers);
  return [user?.email, user?.phoneNumber].filter((contact): contact is string => contact !== undefined);
}
