import { grpcCodes, invalidArgument, RelayError } from '../../errors';
import { arrayField, stringField } from '../../request-body';
import { parseApiKeys } from '../relay/signup-body';
import { userInCallerOrganization } from './caller';
import type { SubmitRoute } from './submit';

/**
 * `create_api_keys` V2 (spec section 4.2): registers API keys for a user of the caller's
 * organization. Items `{apiKeyName, publicKey, curveType, expirationSeconds?}` as at signup:
 * API_KEY_CURVE_P256 (compressed or uncompressed hex), API_KEY_CURVE_SECP256K1 (compressed hex),
 * API_KEY_CURVE_ED25519 (32 bytes hex); a key with `expirationSeconds` stops authenticating
 * then (401 naming X-Stamp, stamp.ts). A public key already registered and unexpired, or repeated
 * in the request, is 409 naming it. Result `createApiKeysResult {apiKeyIds}` (no V2 suffix, as
 * the spec lists it).
 */
export const createApiKeys: SubmitRoute = {
  type: 'ACTIVITY_TYPE_CREATE_API_KEYS_V2',
  intentMember: 'createApiKeysIntentV2',
  resultMember: 'createApiKeysResult',
  run(context, caller, parameters): { apiKeyIds: string[] } {
    const now = context.now();
    const user = userInCallerOrganization(context, caller, stringField(parameters, 'userId', 'parameters.userId', 200), 'parameters.userId');
    const items = arrayField(parameters, 'apiKeys', 'parameters.apiKeys');
    if (items.length === 0) throw invalidArgument('parameters.apiKeys', 'must hold at least one API key');
    const keys = parseApiKeys(items, now, 'parameters.apiKeys');
    keys.forEach((key, index) => {
      const existing = context.store.findApiKey(key.publicKey);
      const repeated = keys.findIndex((other) => other.publicKey === key.publicKey) !== index;
      if (repeated || (existing !== undefined && (existing.expiresAt === undefined || existing.expiresAt > now))) {
        throw new RelayError(grpcCodes.alreadyExists, 'ALREADY_EXISTS', repeated ? 'repeats an earlier key of this request' : 'is already registered as an API key', {
          field: `parameters.apiKeys[${index}].publicKey`,
        });
      }
    });
    return { apiKeyIds: keys.map((key) => context.store.addApiKey(user, key, now).apiKeyId) };
  },
};
