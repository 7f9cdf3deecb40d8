import { oauthNonce } from '../../../core/crypto/oauth-nonce';
import type { SessionResponse } from '../../../core/transport/relay-types';
import { invalidArgument, notFound } from '../../errors';
import { verifyOidcToken } from '../../oauth/oidc-token-check';
import { optionalBooleanField, stringField } from '../../request-body';
import type { RelayRequestInfo, RouteContext } from '../../route-context';
import { sessionProfileParameter } from '../../session-profiles/session-profile-parameter';
import { startSession } from './session-login';

/**
 * `POST /v1/oauth_login {oidcToken, publicKey, invalidateExisting?}` → `{session}`
 * (protocol.md section 7). The token must come from an enabled provider's issuer, be signed by
 * its key, carry a configured client id as `aud`, be unexpired (oidc-token-check.ts), and its
 * `nonce` must be hex(SHA-256(publicKey hex)) — the binding to the session key (a mismatch is
 * 400 naming `nonce`). The user holding an OAuth provider with the token's (iss, sub, aud) gets
 * `publicKey` as a session key, as with otp_login_v2; no such user is 404. `sessionProfileId?`
 * (a mock extension; session-profile-parameter.ts) limits the session to a session profile.
 */
export async function oauthLogin(context: RouteContext, body: Record<string, unknown>, request: RelayRequestInfo): Promise<SessionResponse> {
  const token = stringField(body, 'oidcToken', 'oidcToken', 16_384);
  const publicKey = stringField(body, 'publicKey', 'publicKey', 200).toLowerCase();
  if (!/^0[23][0-9a-f]{64}$/.test(publicKey)) throw invalidArgument('publicKey', 'must be a compressed P-256 public key in hex');
  const expectedNonce = await oauthNonce(publicKey);
  const invalidateExisting = optionalBooleanField(body, 'invalidateExisting') ?? false;

  const { claims } = await verifyOidcToken(context, request.baseUrl, token, { field: 'oidcToken', requireEnabled: true });
  if (claims.nonce !== expectedNonce) {
    throw invalidArgument('nonce', "the oidcToken's nonce is not SHA-256 of publicKey: the token was issued for another session key");
  }
  const user = context.store.findUserByOauthProvider(claims.iss, claims.sub, claims.aud);
  if (user === undefined) throw notFound('oidcToken', 'no account holds this login (iss, sub, aud); sign up first');
  const profile = sessionProfileParameter(context, user.organizationId, body, 'sessionProfileId');
  return { session: await startSession(context, user, publicKey, invalidateExisting, profile) };
}
