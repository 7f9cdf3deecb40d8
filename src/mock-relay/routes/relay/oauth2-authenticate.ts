import { grpcCodes, invalidArgument, RelayError } from '../../errors';
import { exchangeCodeForOidcToken, nonceFormat } from '../../oauth/code-exchange';
import type { CodeFlowProvider } from '../../oauth/service-issuer';
import { enumField, stringField } from '../../request-body';
import type { RelayRequestInfo, RouteContext } from '../../route-context';

const providers = { OAUTH2_PROVIDER_X: 'x', OAUTH2_PROVIDER_DISCORD: 'discord' } as const satisfies Record<string, CodeFlowProvider>;
const providerValues = Object.keys(providers) as (keyof typeof providers)[];

/**
 * `POST /v1/oauth2_authenticate {provider, authCode, redirectUri, codeVerifier, nonce, clientId}`
 * → `{oidcToken}` (protocol.md section 7), for the providers without native OIDC. The provider
 * must be enabled (else 403 METHOD_DISABLED naming `provider`) and `clientId` its configured
 * client id; the code is exchanged with the mock IdP using the verifier (a wrong code, redirect
 * URI or verifier is 400 naming that field), and the answer is an OIDC token issued by the
 * relay (`iss` `${baseUrl}/oauth2/<x|discord>`, `sub` the provider's user id, `aud` the client
 * id, `nonce` as given) for oauth_login, account lookups and signup.
 */
export async function oauth2Authenticate(context: RouteContext, body: Record<string, unknown>, request: RelayRequestInfo): Promise<{ oidcToken: string }> {
  const providerValue = enumField(body, 'provider', providerValues);
  const provider = providers[providerValue];
  const authCode = stringField(body, 'authCode', 'authCode', 2048);
  const redirectUri = stringField(body, 'redirectUri', 'redirectUri', 2048);
  const codeVerifier = stringField(body, 'codeVerifier', 'codeVerifier', 256);
  const nonce = stringField(body, 'nonce', 'nonce', 256);
  const clientId = stringField(body, 'clientId', 'clientId', 2048);
  if (!nonceFormat.test(nonce)) throw invalidArgument('nonce', 'must be the hex SHA-256 of the session public key (64 lowercase hex characters)');
  if (!context.config.enabledProviders.includes(provider)) {
    throw new RelayError(grpcCodes.permissionDenied, 'METHOD_DISABLED', `${provider} logins are disabled in this relay's configuration`, { field: 'provider' });
  }
  if (clientId !== context.oauth.clientIds[provider]) throw invalidArgument('clientId', `is not the client id configured for ${provider}`);
  const oidcToken = await exchangeCodeForOidcToken(
    context,
    request.baseUrl,
    { provider, authCode, redirectUri, codeVerifier, nonce, clientId },
    { authCode: 'authCode', redirectUri: 'redirectUri', codeVerifier: 'codeVerifier', clientId: 'clientId' },
  );
  return { oidcToken };
}
