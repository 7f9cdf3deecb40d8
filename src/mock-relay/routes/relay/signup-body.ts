import { compressPublicKey } from '../../../core/crypto/p256';
import { parsePublicKeyHexSync } from '../../../core/crypto/p256-private-key';
import { toHex } from '../../../core/encoding/hex';
import { invalidArgument } from '../../errors';
import { enumField, objectItem, optionalStringField, stringField } from '../../request-body';
import type { NewApiKey } from '../../store';
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
