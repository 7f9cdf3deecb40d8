/**
 * Where a social login may send the provider's answer (issue 23). The relay's configuration names
 * the redirect URL; a relay that names another origin would have the provider hand the person's
 * login result to that origin while the modal waits. It must be this page's origin, or one the
 * app allows (`oauthRedirectOrigins`); anything else is a configuration error, named at once.
 */
import { LoginKitError } from '../errors';

/** `redirectUrl` as the provider's redirect URI, or `config_invalid` naming `oauthRedirectUrl`. */
export function checkRedirectUrl(redirectUrl: string, pageOrigin: string, allowed: readonly string[] = []): string {
  let url: URL | undefined;
  try {
    url = new URL(redirectUrl);
  } catch {
    url = undefined;
  }
  const shown = JSON.stringify(redirectUrl.slice(0, 120));
  if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new LoginKitError('config_invalid', `oauthRedirectUrl: ${shown} is not an http(s) URL`, { details: { field: 'oauthRedirectUrl' } });
  }
  if (url.origin !== pageOrigin && !allowed.includes(url.origin)) {
    throw new LoginKitError(
      'config_invalid',
      `oauthRedirectUrl: ${shown} is not on this page's origin (${pageOrigin}); list its origin in the oauthRedirectOrigins option if it is yours`,
      { details: { field: 'oauthRedirectUrl' } },
    );
  }
  return redirectUrl; // exactly as configured: the provider compares redirect URIs as strings
}
