/** The `oauthRedirectOrigins` option (see check-redirect-url.ts), checked as the kit is created. */
import { invalidInput } from '../errors';

/** The app's allowed redirect origins, checked as the kit is created (`invalid_input` naming the entry). */
export function checkRedirectOrigins(value: unknown): readonly string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidInput('oauthRedirectOrigins', 'must be an array of origins (https://host[:port])');
  return value.map((entry, index) => {
    const field = `oauthRedirectOrigins[${index}]`;
    if (typeof entry !== 'string') throw invalidInput(field, 'must be an origin string');
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw invalidInput(field, 'must be an origin such as https://login.example.com');
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, '')) {
      throw invalidInput(field, 'must be an http(s) origin alone (scheme, host, port; no path)');
    }
    return url.origin;
  });
}
