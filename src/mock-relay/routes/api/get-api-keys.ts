import { apiKeyView, type ApiKeyView } from '../../api-keys/api-key-view';
import { userApiKeys } from '../../api-keys/user-api-keys';
import { optionalStringField } from '../../request-body';
import { userInCallerOrganization } from './caller';
import type { QueryRoute } from './query';

/**
 * `get_api_keys {organizationId, userId?}` → `{apiKeys}`: the API keys of a user of the caller's
 * organization (the caller when `userId` is absent) that still authenticate, oldest first —
 * session keys included. Beyond the spec (which lists no API key query): Turnkey's API has it.
 */
export const getApiKeys: QueryRoute = (context, caller, body): { apiKeys: ApiKeyView[] } => {
  const user = userInCallerOrganization(context, caller, optionalStringField(body, 'userId', 'userId', 200), 'userId');
  return { apiKeys: userApiKeys(context.store, user.userId, context.now()).map(apiKeyView) };
};
