/**
 * The OAuth documents the relay serves beside its endpoints (no config id needed, like the
 * providers' own): the mock IdP below `/idp/` (see idp/mock-idp.ts), the relay issuer's JWKS at
 * `/.well-known/jwks.json`, and a discovery document per relay issuer at
 * `/oauth2/<x|discord>/.well-known/openid-configuration`.
 */
import type { Hono } from 'hono';
import { notFound } from '../errors';
import { idpSigningAlgorithm } from '../idp/idp-keys';
import type { RouteContext } from '../route-context';
import { codeFlowProviders, type CodeFlowProvider } from './service-issuer';

export function mountOauthRoutes(app: Hono, context: RouteContext): void {
  const { oauth } = context;
  app.all('/idp/*', async (c) => {
    const answer = await oauth.idp(oauth.baseUrlOf(c.req.url)).fetch(c.req.raw);
    if (answer === undefined) throw notFound('path', `no endpoint ${c.req.method} ${c.req.path} in the mock IdP`);
    return answer;
  });

  app.get('/.well-known/jwks.json', (c) => c.json(oauth.issuer.jwks()));

  app.get('/oauth2/:provider/.well-known/openid-configuration', (c) => {
    const provider = c.req.param('provider');
    if (!(codeFlowProviders as readonly string[]).includes(provider)) throw notFound('path', `no relay issuer for ${provider} (x or discord)`);
    const baseUrl = oauth.baseUrlOf(c.req.url);
    return c.json({
      issuer: oauth.issuer.issuer(baseUrl, provider as CodeFlowProvider),
      jwks_uri: `${baseUrl}/.well-known/jwks.json`,
      response_types_supported: ['id_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: [idpSigningAlgorithm],
      claims_supported: ['iss', 'sub', 'aud', 'iat', 'exp', 'nonce', 'email', 'email_verified', 'name', 'encrypted_bearer_token'],
    });
  });
}
