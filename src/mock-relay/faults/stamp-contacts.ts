import { parseApiStamp } from '../../core/crypto/parse-api-stamp';
import { decodeJwt } from '../../core/crypto/jwt';
import { fromBase64Url } from '../../core/encoding/base64url';
import { utf8Decode } from '../../core/encoding/utf8';
import { isRecord } from '../../core/transport/validate';
import { attestedStampHeader } from '../mfa/attested-stamp';
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

/** The contact of an attested stamp's token: a verification token's `contact`, an OIDC token's `email`. */
function attestedContact(header: string): string | undefined {
  try {
    const stamp: unknown = JSON.parse(utf8Decode(fromBase64Url(header)));
    if (!isRecord(stamp) || typeof stamp.publicKeyAttestation !== 'string') return undefined;
    const { payload } = decodeJwt(stamp.publicKeyAttestation);
    const contact = payload.contact ?? payload.email;
    return typeof contact === 'string' ? contact : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The email and phone number of the user whose API key (`X-Stamp`) or passkey
 * (`X-Stamp-WebAuthn`) stamped a main-API request, or the contact of an attested stamp's token
 * (`X-Stamp-Attested`, an MFA approval) — read, not verified: only for matching fault rules scoped
 * to a contact (a person's `create_read_write_session`, say).
 */
export function stampContacts(store: RelayStore, headers: Headers): string[] {
  const attested = headers.get(attestedStampHeader);
  if (attested !== null) return [attestedContact(attested)].filter((contact): contact is string => contact !== undefined);
  const user = stampingUser(store, headers);
  return [user?.email, user?.phoneNumber].filter((contact): contact is string => contact !== undefined);
}
