import { describe, expect, it } from 'vitest';
import { parseWalletKitConfig } from '../../../core/config/wallet-kit-config';
import { createMockRelay } from '../../handler';
import { call, testConfigId } from '../../test-utils/relay-test-client';

describe('wallet_kit_config', () => {
  it('answers the defaults in the protocol.md section 11 shape (numbers as strings)', async () => {
    const result = await call(createMockRelay({ config: { configId: testConfigId } }), '/v1/wallet_kit_config', {});
    expect(result.body).toEqual({
      enabledProviders: ['email', 'sms', 'wallet'],
      sessionExpirationSeconds: '900',
      organizationId: 'mock-parent-org',
      otpAlphanumeric: false,
      otpLength: '6',
    });
  });

  it('includes every configured setting, and the kit parses it', async () => {
    const config = {
      configId: testConfigId,
      organizationId: 'parent-1',
      sessionExpirationSeconds: 1800,
      otpLength: 8,
      otpAlphanumeric: true,
      appName: 'Demo',
      logoUrl: 'https://example.com/logo.png',
      enabledProviders: ['email' as const, 'google' as const, 'passkey' as const],
      oauthClientIds: { google: 'google-client' },
      oauthRedirectUrl: 'https://app.example.com/oauth',
      socialLinkingClientIds: ['google-client'],
      showPasskey: true,
      showWallet: false,
    };
    const result = await call(createMockRelay({ config }), '/v1/wallet_kit_config', undefined, { rawBody: '' });
    expect(result.body).toEqual({
      enabledProviders: ['email', 'google', 'passkey'],
      sessionExpirationSeconds: '1800',
      organizationId: 'parent-1',
      otpAlphanumeric: true,
      otpLength: '8',
      appName: 'Demo',
      logoUrl: 'https://example.com/logo.png',
      oauthClientIds: { google: 'google-client' },
      oauthRedirectUrl: 'https://app.example.com/oauth',
      socialLinkingClientIds: ['google-client'],
      showPasskey: true,
      showWallet: false,
    });
    expect(() => parseWalletKitConfig(result.body)).not.toThrow();
  });

  it('answers the mock client ids of enabled social providers, and no redirect URL unless configured', async () => {
    const relay = createMockRelay({ config: { configId: testConfigId, enabledProviders: ['email', 'google', 'discord'] } });
    const result = await call(relay, '/v1/wallet_kit_config', {});
    expect(result.body.oauthClientIds).toEqual({ google: 'mock-google-client', discord: 'mock-discord-client' });
    expect(result.body).not.toHaveProperty('oauthRedirectUrl');
    const withRedirect = createMockRelay({ config: { configId: testConfigId, enabledProviders: ['x'], oauthRedirectUrl: 'http://localhost:5173/oauth' } });
    expect((await call(withRedirect, '/v1/wallet_kit_config', {})).body).toMatchObject({ oauthClientIds: { x: 'mock-x-client' }, oauthRedirectUrl: 'http://localhost:5173/oauth' });
  });
});
