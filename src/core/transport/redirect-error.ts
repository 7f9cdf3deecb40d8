import { LoginKitError } from '../errors';
import { endpointName } from './endpoint-name';

/** A Location longer than this is cut in messages and details (a header a hostile relay chose). */
const maxLocationLength = 2048;

/**
 * The `response_invalid` error for an answer that is a redirect, or undefined. Relay and API
 * fetches use `redirect: 'manual'`, so a redirect is never followed (another origin would receive
 * the request, its stamp and its public keys): a 3xx answer, a browser's `opaqueredirect`
 * (status 0, Location unreadable), or a fetch stand-in that followed one anyway (`redirected`).
 * Details: `{status, redirected: true, location?}`.
 */
export function redirectError(response: Response, url: string): LoginKitError | undefined {
  const opaque = response.type === 'opaqueredirect';
  const followed = response.redirected === true;
  const status = response.status;
  if (!opaque && !followed && !(status >= 300 && status < 400)) return undefined;
  const header = opaque ? null : followed ? response.url : response.headers.get('location');
  const location = typeof header === 'string' && header !== '' ? header.slice(0, maxLocationLength) : undefined;
  const to = location === undefined ? '' : ` to ${location}`;
  const what = followed ? `was redirected${to}` : `answered with a redirect (HTTP ${status}${to})`;
  return new LoginKitError('response_invalid', `${endpointName(url)}: the request ${what}; redirects are never followed`, {
    details: { status, redirected: true, ...(location === undefined ? {} : { location }) },
  });
}
