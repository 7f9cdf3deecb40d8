import { describe, expect, it } from 'vitest';
import { checkRedirectOrigins } from './check-redirect-origins';
import { checkRedirectUrl } from './check-redirect-url';

describe("the relay's OAuth redirect URL must be on the page's origin or one the app allows", () => {
  it('passes a URL on the page’s origin, unchanged', () => {
    expect(checkRedirectUrl('https://app.test/oauth/callback?x=1', 'https://app.test')).toBe('https://app.test/oauth/callback?x=1');
    expect(checkRedirectUrl('https://app.test', 'https://app.test')).toBe('https://app.test');
  });

  it('passes an origin the app lists', () => {
    expect(checkRedirectUrl('https://login.app.test/cb', 'https://app.test', ['https://login.app.test'])).toBe('https://login.app.test/cb');
  });

  it.each([
    ['another origin', 'https://evil.test/cb'],
    ['another port', 'https://app.test:8443/cb'],
    ['another scheme', 'http://app.test/cb'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['no URL at all', 'not a url'],
  ])('refuses %s (config_invalid naming oauthRedirectUrl)', (_, url) => {
    expect(() => checkRedirectUrl(url, 'https://app.test')).toThrow(expect.objectContaining({ code: 'config_invalid', details: { field: 'oauthRedirectUrl' } }));
  });
});

describe('the oauthRedirectOrigins option', () => {
  it('takes http(s) origins (a trailing slash tolerated)', () => {
    expect(checkRedirectOrigins(['https://login.app.test', 'http://127.0.0.1:8787/'])).toEqual(['https://login.app.test', 'http://127.0.0.1:8787']);
    expect(checkRedirectOrigins(undefined)).toBeUndefined();
  });

  it.each([
    ['not an array', 'https://a.test', 'oauthRedirectOrigins'],
    ['a path', ['https://a.test/cb'], 'oauthRedirectOrigins[0]'],
    ['another scheme', ['ftp://a.test'], 'oauthRedirectOrigins[0]'],
    ['not a string', ['https://a.test', 42], 'oauthRedirectOrigins[1]'],
  ])('refuses %s naming the entry', (_, value, field) => {
    expect(() => checkRedirectOrigins(value)).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field } }));
  });
});
