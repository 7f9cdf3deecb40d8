/**
 * The service side of `oauth2_authenticate` (relay endpoint and main-API activity): exchange
 * the authorization code with the provider (the mock IdP's token step, which checks the client,
 * the redirect URI and the PKCE verifier), read the user info, and issue the service's own OIDC
 * token for it (service-issuer.ts) with the nonce kept exactly.
 *
 * With a bearer-token target key, the provider's access token is HPKE-sealed to it
 * (core/crypto/hpke.ts, protocol.md section 3 suite) and carried in the claim
 * `encrypted_bearer_token` = base64url(UTF-8 JSON `{"encappedPublic": <uncompressed hex>,
 * "ciphertext": <hex>}`), the same JSON as an OTP bundle; the plaintext is the access token's
 * UTF-8 bytes.
 */
import { hpkeSeal } from '../../core/crypto/hpke';
import { toBase64Url } from '../../core/encoding/base64url';
import { toHex } from '../../core/encoding/hex';
import { utf8Encode } from '../../core/encoding/utf8';
import { isLoginKitError } from '../../core/errors';
import { invalidArgument } from '../errors';
import { normalizeUserInfo, type IdpUserInfo } from '../idp/idp-accounts';
import type { RouteContext } from '../route-context';
import type { CodeFlowProvider } from './service-issuer';

/** `nonce`: hex SHA-256 of the session key (protocol.md section 7), kept exactly in the token. */
export const nonceFormat = /^[0-9a-f]{64}$/;

export interface CodeExchangeInput {
  provider: CodeFlowProvider;
  authCode: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
  clientId: string;
  /** P-256 public key (compressed or uncompressed bytes) to seal the access token to. */
  bearerTokenTarget?: Uint8Array;
}

/** How the request names the inputs the IdP may refuse (e.g. `parameters.authCode`). */
export type CodeExchangeFields = Record<'authCode' | 'redirectUri' | 'codeVerifier' | 'clientId', string>;

/** `encrypted_bearer_token`: the access token sealed to `target` (see the file comment). */
export async function sealBearerToken(accessToken: string, target: Uint8Array): Promise<string> {
  const { encappedPublic, ciphertext } = await hpkeSeal(target, utf8Encode(accessToken));
  return toBase64Url(utf8Encode(JSON.stringify({ encappedPublic: toHex(encappedPublic), ciphertext: toHex(ciphertext) })));
}

/** Exchanges the code and returns the service's OIDC token; refusals name the request's fields. */
export async function exchangeCodeForOidcToken(
  context: RouteContext,
  baseUrl: string,
  input: CodeExchangeInput,
  fields: CodeExchangeFields,
): Promise<string> {
  let exchanged: { accessToken: string; userInfo: IdpUserInfo };
  try {
    exchanged = await context.oauth.idp(baseUrl).exchangeCode({
      provider: input.provider,
      code: input.authCode,
      codeVerifier: input.codeVerifier,
      redirectUri: input.redirectUri,
      clientId: input.clientId,
    });
  } catch (error) {
    if (!isLoginKitError(error, 'invalid_input')) throw error;
    const field = String(error.details.field ?? 'authCode');
    const named = Object.hasOwn(fields, field) ? fields[field as keyof CodeExchangeFields] : fields.authCode;
    const oauthError = typeof error.details.oauthError === 'string' ? ` (${error.details.oauthError})` : '';
    throw invalidArgument(named, `${error.message.replace(`${field}: `, '')}${oauthError}`);
  }
  const user = normalizeUserInfo(input.provider, exchanged.userInfo);
  const extraClaims: Record<string, string> = {};
  if (input.bearerTokenTarget !== undefined) extraClaims.encrypted_bearer_token = await sealBearerToken(exchanged.accessToken, input.bearerTokenTarget);
  return context.oauth.issuer.sign({ baseUrl, provider: input.provider, audience: input.clientId, nonce: input.nonce, user, extraClaims });
}
