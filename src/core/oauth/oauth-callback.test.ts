import { describe, expect, it } from 'vitest';
import { isRedirectUri, parseOauthCallback, withoutOauthParams } from './oauth-callback';

describe('parseOauthCallback', () => {
  it('reads an OIDC answer from the fragment', () => {
    expect(parseOauthCallback('https://app.test/cb#id_token=eyJ.a.b&state=s1')).toEqual({ in: 'fragment', idToken: 'eyJ.a.b', state: 's1' });
  });

  it('reads an authorization code from the query', () => {
    expect(parseOauthCallback('https://app.test/cb?code=c-1&state=s1')).toEqual({ in: 'query', code: 'c-1', state: 's1' });
  });

  it('reads a provider error, with its description, from either place', () => {
    expect(parseOauthCallback('https://app.test/cb#error=access_denied&error_description=User+cancelled&state=s1')).toEqual({
      in: 'fragment',
      error: 'access_denied',
      errorDescription: 'User cancelled',
      state: 's1',
    });
    expect(parseOauthCallback('https://app.test/cb?error=server_error&state=s1')).toMatchObject({ in: 'query', error: 'server_error' });
  });

  it('keeps a state exactly as sent (no trimming or case folding)', () => {
    expect(parseOauthCallback('https://app.test/cb?code=c&state=%20Ab%2B')?.state).toBe(' Ab+');
  });

  it.each([
    ['no parameters', 'https://app.test/cb'],
    ['a state alone', 'https://app.test/cb?state=s1'],
    ['a code without state (the app’s own ?code=)', 'https://app.test/cb?code=invite-7'],
    ['an unrelated fragment', 'https://app.test/cb#section-2'],
    ['not a URL', 'cb?code=1&state=2'],
  ])('finds no answer in %s', (_why, url) => {
    expect(parseOauthCallback(url)).toBeUndefined();
  });
});

describe('withoutOauthParams', () => {
  it('drops a fragment answer whole', () => {
    expect(withoutOauthParams('https://app.test/cb?tab=2#id_token=t&state=s')).toBe('https://app.test/cb?tab=2');
  });

  it('removes the answer’s query parameters and keeps the app’s own', () => {
    expect(withoutOauthParams('https://app.test/cb?tab=2&code=c&state=s&scope=email&authuser=0')).toBe('https://app.test/cb?tab=2');
    expect(withoutOauthParams('https://app.test/cb?error=access_denied&error_description=no&state=s#top')).toBe('https://app.test/cb#top');
  });

  it('leaves a URL without an answer alone', () => {
    expect(withoutOauthParams('https://app.test/cb?code=invite-7#x')).toBe('https://app.test/cb?code=invite-7#x');
  });
});

describe('isRedirectUri', () => {
  it('matches on origin and path, whatever the query and fragment', () => {
    expect(isRedirectUri('https://app.test/cb?code=1&state=2', 'https://app.test/cb')).toBe(true);
    expect(isRedirectUri('https://app.test/cb#id_token=x', 'https://app.test/cb?x=1')).toBe(true);
  });

  it.each([
    ['another path', 'https://app.test/other?code=1'],
    ['another origin', 'https://evil.test/cb?code=1'],
    ['another port', 'https://app.test:8443/cb'],
    ['about:blank', 'about:blank'],
  ])('refuses %s', (_why, url) => {
    expect(isRedirectUri(url, 'https://app.test/cb')).toBe(false);
  });
});
