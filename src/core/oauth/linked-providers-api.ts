/**
 * The logged-in user's linked social logins through the main API, stamped (X-Stamp) with the
 * session's key: `create_oauth_providers` (V2) to link, `get_oauth_providers` to list.
 */
import { LoginKitError } from '../errors';
import type { LinkedOauthProvider } from '../flows/oauth/oauth.types';
import type { Session } from '../session/session-types';
import type { KeyStore } from '../storage/key-store';
import { completedResult, type ApiClient, type Stamper } from '../transport/api-client';
import { submitOperations } from '../transport/operations';
import { badResponse, isRecord } from '../transport/validate';

export interface LinkedProvidersApiDeps {
  api: ApiClient;
  keys: KeyStore;
  /** The logged-in session (undefined when signed out or expired). */
  currentSession: () => Session | undefined;
}

export interface LinkedProvidersApi {
  createOauthProviders(userId: string, providers: { providerName: string; oidcToken: string }[]): Promise<{ providerIds: string[] }>;
  listOauthProviders(userId: string): Promise<LinkedOauthProvider[]>;
}

export function createLinkedProvidersApi(deps: LinkedProvidersApiDeps): LinkedProvidersApi {
  const signedIn = async (): Promise<{ session: Session; stamper: Stamper }> => {
    const session = deps.currentSession();
    if (session === undefined) throw new LoginKitError('session_expired', 'Log in first: linked logins belong to the logged-in user');
    const key = await deps.keys.get(session.publicKey);
    if (key === undefined) throw new LoginKitError('session_expired', "The session's key is no longer on this device: log in again");
    const { createApiKeyStamper } = await import('../crypto/api-key-stamper'); // lazy: keeps the stamp code out of the initial chunk
    return { session, stamper: createApiKeyStamper(key) };
  };

  return {
    async createOauthProviders(userId, oauthProviders) {
      const { session, stamper } = await signedIn();
      const operation = submitOperations.create_oauth_providers;
      const outcome = await deps.api.submit<unknown>(operation, session.organizationId, { userId, oauthProviders }, { stamper });
      const result = completedResult(outcome);
      const ids = isRecord(result) ? result.providerIds : undefined;
      if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) {
        throw badResponse(operation.path, `${operation.resultMember}.providerIds`, 'is not an array of strings');
      }
      return { providerIds: ids };
    },

    async listOauthProviders(userId) {
      const { session, stamper } = await signedIn();
      const query = 'get_oauth_providers';
      const body = await deps.api.query<unknown>(query, { organizationId: session.organizationId, userId }, { stamper });
      const list = isRecord(body) ? body.oauthProviders : undefined;
      if (!Array.isArray(list)) throw badResponse(query, 'oauthProviders', 'is not an array');
      return list.map((item, index) => readLinkedProvider(item, `oauthProviders[${index}]`, query));
    },
  };
}

function readLinkedProvider(item: unknown, path: string, query: string): LinkedOauthProvider {
  if (!isRecord(item)) throw badResponse(query, path, 'is not an object');
  const text = (name: keyof LinkedOauthProvider): string => {
    const value = item[name];
    if (typeof value !== 'string') throw badResponse(query, `${path}.${name}`, 'is not a string');
    return value;
  };
  return { providerId: text('providerId'), providerName: text('providerName'), issuer: text('issuer'), audience: text('audience'), subject: text('subject') };
}
