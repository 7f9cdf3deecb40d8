import { describe, expect, it } from 'vitest';
import { defaultRelayConfig, mockOauthClientIds, resolveRelayConfig, validateRelayConfig } from './relay-config';

describe('relay configuration defaults (spec section 5)', () => {
  it('are the documented ones', () => {
    expect(resolveRelayConfig()).toEqual({
      configId: 'mock-config',
      organizationId: 'mock-parent-org',
      enabled: true,
      allowedOrigins: ['*'],
      sessionExpirationSeconds: 900,
      otpLength: 6,
      otpAlphanumeric: false,
      enabledProviders: ['email', 'sms', 'wallet'],
      requireVerificationTokenForAccountLookup: false,
      otpMaxAttempts: 3,
      otpSendLimit: 5,
      otpSendWindowSeconds: 60,
      activityResponseShape: 'flat',
    });
  });

  it('are not shared between resolved configurations', () => {
    const config = resolveRelayConfig();
    config.allowedOrigins.push('https://x.example');
    expect(defaultRelayConfig.allowedOrigins).toEqual(['*']);
  });
});

describe('OAuth client ids: the mock gives enabled social providers a client id when none is configured', () => {
  it('mock-<provider>-client for each enabled social provider without one', () => {
    expect(resolveRelayConfig({ enabledProviders: ['email', 'google', 'apple', 'x', 'discord'] }).oauthClientIds).toEqual(mockOauthClientIds);
    expect(mockOauthClientIds).toEqual({ google: 'mock-google-client', apple: 'mock-apple-client', x: 'mock-x-client', discord: 'mock-discord-client' });
  });

  it('keeps configured ids (also of disabled providers) and adds none for disabled providers', () => {
    expect(resolveRelayConfig({ enabledProviders: ['google', 'x'], oauthClientIds: { google: 'g', apple: 'a' } }).oauthClientIds).toEqual({
      google: 'g',
      apple: 'a',
      x: 'mock-x-client',
    });
    expect(resolveRelayConfig({ enabledProviders: ['email'] }).oauthClientIds).toBeUndefined();
  });

  it('accepts oauth2Credentials for the main API’s oauth2_authenticate (a mock extension)', () => {
    const oauth2Credentials = [{ oauth2CredentialId: 'cred-x', provider: 'OAUTH2_PROVIDER_X', clientId: 'mock-x-client' }];
    expect(resolveRelayConfig({ oauth2Credentials }).oauth2Credentials).toEqual(oauth2Credentials);
  });
});

describe('validation names the bad setting', () => {
  it.each([
    [{ otpLength: 5 }, 'otpLength'],
    [{ otpLength: 10 }, 'otpLength'],
    [{ otpLength: '6' }, 'otpLength'],
    [{ otpLength: 6.5 }, 'otpLength'],
    [{ sessionExpirationSeconds: 0 }, 'sessionExpirationSeconds'],
    [{ configId: '' }, 'configId'],
    [{ enabled: 'yes' }, 'enabled'],
    [{ allowedOrigins: [] }, 'allowedOrigins'],
    [{ allowedOrigins: 'https://a.example' }, 'allowedOrigins'],
    [{ allowedOrigins: ['https://a.example', 'https://*.example.com'] }, 'allowedOrigins[1]'],
    [{ allowedOrigins: ['https://a.example/path'] }, 'allowedOrigins[0]'],
    [{ allowedOrigins: ['ftp://a.example'] }, 'allowedOrigins[0]'],
    [{ allowedOrigins: ['*', 'https://a.example'] }, 'allowedOrigins[0]'],
    [{ enabledProviders: ['email', 'carrier-pigeon'] }, 'enabledProviders[1]'],
    [{ oauthClientIds: { google: 'id', myspace: 'id' } }, 'oauthClientIds.myspace'],
    [{ oauthClientIds: { google: 3 } }, 'oauthClientIds.google'],
    [{ logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
    [{ oauthRedirectUrl: 'not a url' }, 'oauthRedirectUrl'],
    [{ socialLinkingClientIds: ['ok', ''] }, 'socialLinkingClientIds[1]'],
    [{ otpMaxAttempts: 0 }, 'otpMaxAttempts'],
    [{ otpSendLimit: -1 }, 'otpSendLimit'],
    [{ otpSendWindowSeconds: 0 }, 'otpSendWindowSeconds'],
    [{ otpLenght: 6 }, 'otpLenght'],
    [{ rpId: 'https://example.com' }, 'rpId'],
    [{ rpId: 'example.com:8443' }, 'rpId'],
    [{ rpId: '*.example.com' }, 'rpId'],
    [{ rpId: '' }, 'rpId'],
    [{ activityResponseShape: 'sideways' }, 'activityResponseShape'],
    [{ oauth2Credentials: {} }, 'oauth2Credentials'],
    [{ oauth2Credentials: ['x'] }, 'oauth2Credentials[0]'],
    [{ oauth2Credentials: [{ provider: 'OAUTH2_PROVIDER_X', clientId: 'c' }] }, 'oauth2Credentials[0].oauth2CredentialId'],
    [{ oauth2Credentials: [{ oauth2CredentialId: 'a', provider: 'OAUTH2_PROVIDER_GOOGLE', clientId: 'c' }] }, 'oauth2Credentials[0].provider'],
    [{ oauth2Credentials: [{ oauth2CredentialId: 'a', provider: 'OAUTH2_PROVIDER_X', clientId: '' }] }, 'oauth2Credentials[0].clientId'],
    [
      {
        oauth2Credentials: [
          { oauth2CredentialId: 'a', provider: 'OAUTH2_PROVIDER_X', clientId: 'c' },
          { oauth2CredentialId: 'a', provider: 'OAUTH2_PROVIDER_DISCORD', clientId: 'd' },
        ],
      },
      'oauth2Credentials[1].oauth2CredentialId',
    ],
  ])('%o → %s', (input, field) => {
    expect(() => validateRelayConfig(input)).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field } }));
  });

  it('refuses a configuration that is not an object', () => {
    expect(() => validateRelayConfig(['x'])).toThrow(/^config: /);
  });

  it('accepts valid settings and normalizes origins', () => {
    expect(
      validateRelayConfig({
        allowedOrigins: ['https://app.example.com/', 'http://localhost:5173'],
        otpLength: 9,
        otpAlphanumeric: true,
        enabledProviders: ['email', 'google'],
        oauthClientIds: { google: 'g', x: 'x' },
        logoUrl: 'https://example.com/logo.png',
        appName: undefined,
        rpId: 'Example.com',
        activityResponseShape: 'nested',
      }),
    ).toEqual({
      allowedOrigins: ['https://app.example.com', 'http://localhost:5173'],
      otpLength: 9,
      otpAlphanumeric: true,
      enabledProviders: ['email', 'google'],
      oauthClientIds: { google: 'g', x: 'x' },
      logoUrl: 'https://example.com/logo.png',
      rpId: 'example.com',
      activityResponseShape: 'nested',
    });
  });
});
