import { parsePublicKeyHex } from '../../../core/crypto/p256';
import { invalidArgument, notFound } from '../../errors';
import { exchangeCodeForOidcToken, nonceFormat } from '../../oauth/code-exchange';
import type { CodeFlowProvider } from '../../oauth/service-issuer';
import { optionalStringField, stringField } from '../../request-body';
import type { SubmitRoute } from './submit';

const credentialProviders: Record<string, CodeFlowProvider> = { OAUTH2_PROVIDER_X: 'x', OAUTH2_PROVIDER_DISCORD: 'discord' };

/**
 * `oauth2_authenticate` (spec section 4.2): the main-API form of the relay endpoint. The OAuth
 * 2.0 credential named by `oauth2CredentialId` (provider and client id) comes from the relay
 * config's `oauth2Credentials` — a mock extension; the real service creates credentials with an
 * activity of its own. The code is exchanged with the mock IdP using `codeVerifier`, and the
 * result `oauth2AuthenticateResult {oidcToken}` is a token issued by the service (as for the
 * relay endpoint) with `nonce` kept. With `bearerTokenTargetPublicKey` (P-256, hex) the
 * provider's access token is HPKE-sealed to it in the `encrypted_bearer_token` claim (encoding
 * in oauth/code-exchange.ts).
 */
export const oauth2AuthenticateActivity: SubmitRoute = {
  type: 'ACTIVITY_TYPE_OAUTH2_AUTHENTICATE',
  intentMember: 'oauth2AuthenticateIntent',
  resultMember: 'oauth2AuthenticateResult',
  async run(context, _caller, parameters, request): Promise<{ oidcToken: string }> {
    const credentialId = stringField(parameters, 'oauth2CredentialId', 'parameters.oauth2CredentialId', 256);
    const authCode = stringField(parameters, 'authCode', 'parameters.authCode', 2048);
    const redirectUri = stringField(parameters, 'redirectUri', 'parameters.redirectUri', 2048);
    const codeVerifier = stringField(parameters, 'codeVerifier', 'parameters.codeVerifier', 256);
    const nonce = stringField(parameters, 'nonce', 'parameters.nonce', 256);
    if (!nonceFormat.test(nonce)) throw invalidArgument('parameters.nonce', 'must be the hex SHA-256 of the public key (64 lowercase hex characters)');
    const targetHex = optionalStringField(parameters, 'bearerTokenTargetPublicKey', 'parameters.bearerTokenTargetPublicKey', 200);
    const bearerTokenTarget = targetHex === undefined ? undefined : await parsePublicKeyHex(targetHex, 'parameters.bearerTokenTargetPublicKey');

    const credential = context.config.oauth2Credentials?.find((item) => item.oauth2CredentialId === credentialId);
    const provider = credential === undefined ? undefined : credentialProviders[credential.provider];
    if (credential === undefined || provider === undefined) {
      throw notFound('parameters.oauth2CredentialId', 'is not an OAuth 2.0 credential of this organization (relay config oauth2Credentials)');
    }
    const oidcToken = await exchangeCodeForOidcToken(
      context,
      request.baseUrl,
      { provider, authCode, redirectUri, codeVerifier, nonce, clientId: credential.clientId, ...(bearerTokenTarget === undefined ? {} : { bearerTokenTarget }) },
      {
        authCode: 'parameters.authCode',
        redirectUri: 'parameters.redirectUri',
        codeVerifier: 'parameters.codeVerifier',
        clientId: 'parameters.oauth2CredentialId',
      },
    );
    return { oidcToken };
  },
};
