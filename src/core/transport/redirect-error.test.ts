import { describe, expect, it } from 'vitest';
import { redirectError } from './redirect-error';

const url = 'https://relay.test/v1/otp_login_v2';

describe('redirectError', () => {
  it('is undefined for an answer that is not a redirect', () => {
    for (const status of [200, 204, 400, 429, 503]) expect(redirectError(new Response(null, { status }), url)).toBeUndefined();
  });

  it('names the endpoint, the status and the Location of a 3xx', () => {
    const error = redirectError(new Response(null, { status: 307, headers: { Location: 'https://other.test/steal' } }), url);
    expect(error?.code).toBe('response_invalid');
    expect(error?.message).toBe('otp_login_v2: the request answered with a redirect (HTTP 307 to https://other.test/steal); redirects are never followed');
    expect(error?.details).toEqual({ status: 307, redirected: true, location: 'https://other.test/steal' });
  });

  it('leaves the location out when there is none, and cuts a huge one', () => {
    expect(redirectError(new Response(null, { status: 302 }), url)?.details).toEqual({ status: 302, redirected: true });
    const long = `https://other.test/${'a'.repeat(10_000)}`;
    const error = redirectError(new Response(null, { status: 301, headers: { Location: long } }), url);
    expect((error?.details.location as string).length).toBe(2048);
  });

  it("reads a browser's opaqueredirect (status 0, headers hidden)", () => {
    const opaque = { type: 'opaqueredirect', status: 0, redirected: false, url: '', headers: new Headers({ Location: 'ignored' }) } as unknown as Response;
    expect(redirectError(opaque, url)?.details).toEqual({ status: 0, redirected: true });
  });
});
