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
 * in the request, is 409 naming it: `already linked to another account` when another user holds it
 * (linking an external wallet that is some other account's login, protocol.md section 13),
 * `already registered as an API key of this user` when the user does. Result `createApiKeysResult {apiKeyIds}` (no V2 suffix, as
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
      const field = `parameters.apiKeys[${index}].publicKey`;
      if (keys.findIndex((other) => other.publicKey === key.publicKey) !== index) {
        throw new RelayError(grpcCodes.alreadyExists, 'ALREADY_EXISTS', 'repeats an earlier key of this request', { field });
      }
      const existing = context.store.findApiKey(key.publicKey);
      if (existing !== undefined && (existing.expiresAt === undefined || existing.expiresAt > now)) {
        const problem =
          existing.userId === user.userId
            ? 'is already registered as an API key of this user'
            : 'is already linked to another account (an API key, such as an external wallet, belongs to one user only)';
        throw new RelayError(grpcCodes.alreadyExists, 'ALREADY_EXISTS', problem, { field });
      }
    });
    return { apiKeyIds: keys.map((key) => context.store.addApiKey(user, key, now).apiKeyId) };
  },
};
