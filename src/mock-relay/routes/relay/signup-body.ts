import { compressPublicKey } from '../../../core/crypto/p256';
import { parsePublicKeyHexSync } from '../../../core/crypto/p256-private-key';
import { toHex } from '../../../core/encoding/hex';
import { grpcCodes, invalidArgument, RelayError } from '../../errors';
import { enumField, objectItem, optionalStringField, stringField } from '../../request-body';
import type { NewApiKey, RelayStore } from '../../store';
import type { ApiKeyCredentialType, ApiKeyCurve } from '../../stored-state';

const curves = ['API_KEY_CURVE_P256', 'API_KEY_CURVE_SECP256K1', 'API_KEY_CURVE_ED25519'] as const satisfies readonly ApiKeyCurve[];
const credentialTypes: Record<ApiKeyCurve, ApiKeyCredentialType> = {
  API_KEY_CURVE_P256: 'CREDENTIAL_TYPE_API_KEY_P256',
  API_KEY_CURVE_SECP256K1: 'CREDENTIAL_TYPE_API_KEY_SECP256K1',
  API_KEY_CURVE_ED25519: 'CREDENTIAL_TYPE_API_KEY_ED25519',
};
/** The public key in the form the stamp verifier will see it: compressed for P-256, lowercase hex. */
function apiPublicKey(curve: ApiKeyCurve, value: string, field: string): string {
  const hex = value.toLowerCase();
  if (curve === 'API_KEY_CURVE_P256') return toHex(compressPublicKey(parsePublicKeyHexSync(hex, field), field));
  if (curve === 'API_KEY_CURVE_SECP256K1' && !/^0[23][0-9a-f]{64}$/.test(hex)) {
    throw invalidArgument(field, 'must be a compressed secp256k1 public key in hex (66 characters)');
  }
  if (curve === 'API_KEY_CURVE_ED25519' && !/^[0-9a-f]{64}$/.test(hex)) {
    throw invalidArgument(field, 'must be an Ed25519 public key in hex (64 characters)');
  }
  return hex;
}

/** `apiKeys[]`: name, public key, curve, optional lifetime in seconds (a decimal string); refusals name `<field>[i].<member>`. */
export function parseApiKeys(items: unknown[], now: number, field = 'apiKeys'): NewApiKey[] {
  return items.map((raw, index) => {
    const path = `${field}[${index}]`;
    const item = objectItem(raw, path);
    const curveType = enumField(item, 'curveType', curves, `${path}.curveType`);
    const apiKeyName = stringField(item, 'apiKeyName', `${path}.apiKeyName`, 256);
    const publicKey = apiPublicKey(curveType, stringField(item, 'publicKey', `${path}.publicKey`, 200), `${path}.publicKey`);
    const lifetime = optionalStringField(item, 'expirationSeconds', `${path}.expirationSeconds`, 12);
    if (lifetime !== undefined && !/^[1-9]\d*$/.test(lifetime)) {
      throw invalidArgument(`${path}.expirationSeconds`, 'must be a positive whole number of seconds as a string');
    }
    const key: NewApiKey = { apiKeyName, publicKey, curveType, credentialType: credentialTypes[curveType] };
    if (lifetime !== undefined) key.expiresAt = now + Number(lifetime) * 1000;
    return key;
  });
}

/**
 * Refuses API keys that another request already holds: a public key registered and unexpired (to
 * any user), or repeated among `keys`, is 409 ALREADY_EXISTS naming `<field>[i].publicKey`. An
 * external wallet's key is its login, so it can belong to one account only.
 */
export function checkApiKeysFree(store: RelayStore, keys: readonly NewApiKey[], now: number, field = 'apiKeys'): void {
  keys.forEach((key, index) => {
    const path = `${field}[${index}].publicKey`;
    if (keys.findIndex((other) => other.publicKey === key.publicKey) !== index) {
      throw new RelayError(grpcCodes.alreadyExists, 'ALREADY_EXISTS', 'repeats an earlier key of this request', { field: path });
    }
    const existing = store.findApiKey(key.publicKey);
    if (existing !== undefined && (existing.expiresAt === undefined || existing.expiresAt > now)) {
      throw new RelayError(grpcCodes.alreadyExists, 'ALREADY_EXISTS', 'is already an API key of an account: look the account up (filterType PUBLIC_KEY) and log in instead', {
        field: path,
      });
    }
  });
}

/** `0123ab…cdef`: enough of a key to tell wallets apart in a name. */
function shortKey(publicKey: string): string {
  return publicKey.length <= 12 ? publicKey : `${publicKey.slice(0, 6)}…${publicKey.slice(-4)}`;
}

/**
 * Names of a new account when the body gives none: after its contact; for a signup whose only
 * credential is API keys (an external wallet), `Wallet user <short key>` (secp256k1 and Ed25519
 * keys) or `API key user <short key>`; otherwise `End user`.
 */
export function signupDefaultNames(
  contact: string | undefined,
  apiKeys: readonly NewApiKey[],
  otherCredentials: boolean,
): { userName: string; organizationName: string } {
  if (contact !== undefined) return { userName: contact, organizationName: `Sub-organization of ${contact}` };
  const first = apiKeys[0];
  if (otherCredentials || first === undefined) return { userName: 'End user', organizationName: 'Sub-organization of an end user' };
  const kind = first.curveType === 'API_KEY_CURVE_P256' ? 'API key user' : 'Wallet user';
  const userName = `${kind} ${shortKey(first.publicKey)}`;
  return { userName, organizationName: `Sub-organization of ${userName}` };
}
