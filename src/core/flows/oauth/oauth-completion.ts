/**
 * From the provider's answer to a session (protocol.md section 7), shared by the popup and the
 * redirect paths: check `state` exactly, turn a code into an OIDC token through the relay
 * (X, Discord), check the token's nonce binds it to K, then log in — or sign up first — or, for a
 * logged-in user, link the provider.
 */
import { createApiKeyStamper } from '../../crypto/api-key-stamper';
import { LoginKitError, untrustedResponse } from '../../errors';
import { confirmSessionOwner } from '../../session/confirm-session-owner';
import { oauth2ProviderName, oauthResponseKind } from '../../oauth/authorize-url';
import type { OauthCallback } from '../../oauth/oauth-callback';
import type { Session } from '../../session/session-types';
import { isEmail } from '../../transport/validate';
import type { OauthDeps } from './oauth-deps';
import type { OauthIntent, OauthProvider } from './oauth.types';
import { relayAnswer } from '../relay-answer';
import { checkSessionJwtBinding } from '../token-binding';

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
  /** Ends the completion's requests (Cancel, closing the modal). */
  signal?: AbortSignal;
}

export type CompletionResult = { intent: 'login'; session: Session; isNewUser: boolean } | { intent: 'link'; providerIds: string[] };

const loadCrypto = () => import('./oauth.crypto');

export async function completeOauthLogin(deps: OauthDeps, input: CompletionInput): Promise<CompletionResult> {
  const { decodeJwt, verifySessionJwt } = await loadCrypto();
  const { provider, publicKey } = input;
  const call = input.signal === undefined ? {} : { signal: input.signal };
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
          }, call)
        ).oidcToken;

  // The service verifies the token's signature; the client makes sure it was issued for K, for this
  // app, and reads who it names (checked against the account the session turns out to be for).
  const claims = await relayAnswer(async () => decodeJwt(oidcToken, 'oidcToken').payload);
  if (claims.nonce !== input.nonce) {
    throw new LoginKitError('oauth_nonce_mismatch', 'the OIDC token was not issued for this session key (nonce mismatch)', {
      details: { field: 'nonce', provider },
    });
  }
  // The provider's own token (Google, Apple) is for this app's client id.
  if ('idToken' in input.grant && !audiences(claims.aud).includes(input.clientId)) {
    throw untrustedResponse('oidcToken', 'aud', `issued for another app than client id ${input.clientId}`);
  }
  const identity = tokenIdentity(claims);
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
  const lookup = await deps.relay.account({ filterType: 'OIDC_TOKEN', filterValue: oidcToken }, call);
  const isNewUser = lookup.organizationId === undefined;
  if (isNewUser) {
    const name = typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : undefined;
    await deps.relay.signup({
      ...(email === undefined ? {} : { userEmail: email }),
      ...(name === undefined ? {} : { userName: name }),
      oauthProviders: [{ providerName: provider, oidcToken }],
      apiKeys: [],
      authenticators: [],
    }, call);
  }
  const { session: jwt } = await deps.relay.oauthLogin({ oidcToken, publicKey, ...(input.invalidateExisting === true ? { invalidateExisting: true } : {}) }, call);
  const sessionClaims = await relayAnswer(() => verifySessionJwt(jwt, deps.trustedKeys.notarizer, deps.now()));
  checkSessionJwtBinding(sessionClaims, { publicKey, ...(lookup.organizationId === undefined ? {} : { organizationId: lookup.organizationId }) });
  // oauth_login takes no client signature: a relay holding another person's token with K's nonce
  // could answer with that person's session. The service says whose it is: the user must hold
  // this identity (and after a signup, nothing else: a signup is not signed either).
  const key = await deps.keys.get(publicKey);
  if (key === undefined) throw new LoginKitError('storage_unavailable', 'the session key of this login is no longer in the key store', { details: { provider } });
  await confirmSessionOwner({
    api: deps.api,
    stamper: createApiKeyStamper(key),
    owner: { organizationId: sessionClaims.organization_id, userId: sessionClaims.user_id },
    credential: { kind: 'oauth', ...identity },
    ...(isNewUser ? { signedUp: { passkeys: [], apiKeys: [], oauth: [identity] }, sessionKeys: [publicKey] } : {}),
    ...call,
  });
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

/** `aud` as a list (a string or an array of strings). */
function audiences(aud: unknown): string[] {
  if (typeof aud === 'string') return [aud];
  return Array.isArray(aud) ? aud.filter((item): item is string => typeof item === 'string') : [];
}

/** Who the token names: its issuer and subject (the service links a social login by them). */
function tokenIdentity(claims: Record<string, unknown>): { issuer: string; subject: string } {
  if (typeof claims.iss !== 'string' || claims.iss === '' || typeof claims.sub !== 'string' || claims.sub === '') {
    throw new LoginKitError('response_invalid', 'oidcToken: iss and sub must be non-empty strings', { details: { field: 'oidcToken' } });
  }
  return { issuer: claims.iss, subject: claims.sub };
}

/** The token's email when the provider says it is verified (Apple sends `"true"` as a string). */
function verifiedEmail(claims: Record<string, unknown>): string | undefined {
  const email = claims.email;
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return verified && typeof email === 'string' && isEmail(email) ? email : undefined;
}
