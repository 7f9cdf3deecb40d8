/**
 * From the provider's answer to a session (protocol.md section 7), shared by the popup and the
 * redirect paths: check `state` exactly, turn a code into an OIDC token through the relay
 * (X, Discord), check the token's nonce binds it to K, then log in — or sign up first — or, for a
 * logged-in user, link the provider.
 */
import { LoginKitError } from '../../errors';
import { oauth2ProviderName, oauthResponseKind } from '../../oauth/authorize-url';
import type { OauthCallback } from '../../oauth/oauth-callback';
import type { Session } from '../../session/session-types';
import { isEmail } from '../../transport/validate';
import type { OauthDeps } from './oauth-deps';
import type { OauthIntent, OauthProvider } from './oauth.types';

/** What the provider granted: an OIDC id token, or an authorization code to exchange. */
export type OauthGrant = { idToken: string } | { code: string };

/**
 * Checks the provider's answer: `state` equal to the one sent (`oauth_state_mismatch`), no
 * `error=` (`oauth_provider_error` with the provider's code and description in details), and the
 * token or code the provider kind promises.
 */
export function grantFromCallback(callback: OauthCallback, expectedState: string, provider: OauthProvider): OauthGrant {
  if (callback.state !== expectedState) {
    throw new LoginKitError('oauth_state_mismatch', 'the provider answered with a state this login did not send', {
      details: { field: 'state', provider },
    });
  }
  if (callback.error !== undefined) {
    const description = callback.errorDescription === undefined ? '' : `: ${callback.errorDescription}`;
    throw new LoginKitError('oauth_provider_error', `${provider} refused the login (${callback.error}${description})`, {
      details: { provider, providerError: callback.error, ...(callback.errorDescription === undefined ? {} : { providerErrorDescription: callback.errorDescription }) },
    });
  }
  const kind = oauthResponseKind(provider);
  if (kind === 'id_token' && callback.idToken !== undefined && callback.idToken !== '') return { idToken: callback.idToken };
  if (kind === 'code' && callback.code !== undefined && callback.code !== '') return { code: callback.code };
  throw new LoginKitError('oauth_provider_error', `${provider} answered without ${kind === 'id_token' ? 'an id_token' : 'a code'}`, {
    details: { provider, field: kind },
  });
}

export interface CompletionInput {
  provider: OauthProvider;
  intent: OauthIntent;
  grant: OauthGrant;
  /** Compressed hex of K (for `link`: the logged-in session's key). */
  publicKey: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  clientId: string;
  /** Log in revoking the user's other session keys (oauth_login `invalidateExisting`). */
  invalidateExisting?: boolean;
}

export type CompletionResult = { intent: 'login'; session: Session; isNewUser: boolean } | { intent: 'link'; providerIds: string[] };

const loadCrypto = () => import('./oauth.crypto');

export async function completeOauthLogin(deps: OauthDeps, input: CompletionInput): Promise<CompletionResult> {
  const { decodeJwt, verifySessionJwt } = await loadCrypto();
  const { provider, publicKey } = input;
  const oidcToken =
    'idToken' in input.grant
      ? input.grant.idToken
      : (
          await deps.relay.oauth2Authenticate({
            provider: oauth2ProviderName(provider as 'x' | 'discord'),
            authCode: input.grant.code,
            redirectUri: input.redirectUri,
            codeVerifier: input.codeVerifier,
            nonce: input.nonce,
            clientId: input.clientId,
          })
        ).oidcToken;

  // The service verifies the token's signature; the client makes sure it was issued for K.
  const claims = decodeJwt(oidcToken, 'oidcToken').payload;
  if (claims.nonce !== input.nonce) {
    throw new LoginKitError('oauth_nonce_mismatch', 'the OIDC token was not issued for this session key (nonce mismatch)', {
      details: { field: 'nonce', provider },
    });
  }
  const email = verifiedEmail(claims);

  if (input.intent === 'link') {
    const current = deps.currentSession?.();
    if (current === undefined || current.publicKey !== publicKey) {
      throw new LoginKitError('session_expired', 'linking a provider needs the session that started it', { details: { provider } });
    }
    if (deps.createOauthProviders === undefined) throw new LoginKitError('method_disabled', 'linking providers is not available', { details: { provider } });
    const { providerIds } = await deps.createOauthProviders(current.userId, [{ providerName: provider, oidcToken }]);
    return { intent: 'link', providerIds };
  }

  if ((await deps.keys.get(publicKey)) === undefined) {
    throw new LoginKitError('storage_unavailable', 'the session key of this login is no longer in the key store', { details: { provider } });
  }
  const lookup = await deps.relay.account({ filterType: 'OIDC_TOKEN', filterValue: oidcToken });
  const isNewUser = lookup.organizationId === undefined;
  if (isNewUser) {
    const name = typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : undefined;
    await deps.relay.signup({
      ...(email === undefined ? {} : { userEmail: email }),
      ...(name === undefined ? {} : { userName: name }),
      oauthProviders: [{ providerName: provider, oidcToken }],
      apiKeys: [],
      authenticators: [],
    });
  }
  const { session: jwt } = await deps.relay.oauthLogin({ oidcToken, publicKey, ...(input.invalidateExisting === true ? { invalidateExisting: true } : {}) });
  const sessionClaims = await verifySessionJwt(jwt, deps.trustedKeys.notarizer, deps.now());
  if (sessionClaims.public_key !== publicKey) {
    throw new LoginKitError('signature_invalid', 'session: issued for another client key', { details: { field: 'session' } });
  }
  const session: Session = {
    publicKey,
    organizationId: sessionClaims.organization_id,
    userId: sessionClaims.user_id,
    sessionType: sessionClaims.session_type,
    expiresAt: Number(sessionClaims.exp) * 1000,
    createdAt: deps.now(),
    method: 'oauth',
    ...(email === undefined ? {} : { contact: email }),
    token: jwt,
  };
  await deps.establishSession(session);
  return { intent: 'login', session, isNewUser };
}

/** The token's email when the provider says it is verified (Apple sends `"true"` as a string). */
function verifiedEmail(claims: Record<string, unknown>): string | undefined {
  const email = claims.email;
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return verified && typeof email === 'string' && isEmail(email) ? email : undefined;
}
