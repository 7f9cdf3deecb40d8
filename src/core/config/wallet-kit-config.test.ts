import { describe, expect, it } from 'vitest';
import { LoginKitError } from '../errors';
import type { WalletKitConfigResponse } from '../transport/relay-types';
import { isSafeLogoUrl } from './safe-logo-url';
import { parseWalletKitConfig, toKitConfig } from './wallet-kit-config';

const minimal = { enabledProviders: ['email', 'sms'], sessionExpirationSeconds: '900', organizationId: 'org-1' };

function rejection(json: unknown): LoginKitError {
  try {
    parseWalletKitConfig(json);
  } catch (error) {
    if (error instanceof LoginKitError) return error;
    throw error;
  }
  throw new Error('expected parseWalletKitConfig to throw');
}

function response(overrides: Partial<WalletKitConfigResponse> = {}): WalletKitConfigResponse {
  return { enabledProviders: ['email', 'sms', 'passkey'], organizationId: 'org-1', sessionExpirationSeconds: '900', ...overrides };
}

describe('parseWalletKitConfig', () => {
  it('accepts the full documented shape', () => {
    const full = {
      ...minimal,
      enabledProviders: ['email', 'sms', 'passkey', 'wallet', 'google', 'apple', 'x', 'discord', 'facebook'],
      oauthClientIds: { google: 'g-id', apple: 'a-id', x: 'x-id', discord: 'd-id' },
      oauthRedirectUrl: 'https://app.test/callback',
      otpAlphanumeric: true,
      otpLength: '8',
      appName: 'Demo',
      logoUrl: 'https://app.test/logo.png',
      socialLinkingClientIds: ['g-id'],
      showPasskey: true,
      showWallet: false,
    };
    expect(parseWalletKitConfig(full)).toEqual(full);
  });

  it('ignores unknown providers, duplicate providers and unknown fields', () => {
    const parsed = parseWalletKitConfig({ ...minimal, enabledProviders: ['email', 'telegram', 'email', 42, 'passkey'], extra: 1 });
    expect(parsed).toEqual({ ...minimal, enabledProviders: ['email', 'passkey'] });
  });

  it('tolerates numbers for otpLength and sessionExpirationSeconds, returning the wire strings', () => {
    const parsed = parseWalletKitConfig({ ...minimal, otpLength: 7, sessionExpirationSeconds: 3600 });
    expect(parsed.otpLength).toBe('7');
    expect(parsed.sessionExpirationSeconds).toBe('3600');
  });

  it('accepts a response without sessionExpirationSeconds (the default applies later)', () => {
    const { sessionExpirationSeconds: _omitted, ...rest } = minimal;
    expect(parseWalletKitConfig(rest).sessionExpirationSeconds).toBeUndefined();
  });

  it.each(['5', '10', '6.5', 'six', '', '-6', true])('rejects otpLength %j, naming the field', (otpLength) => {
    const error = rejection({ ...minimal, otpLength });
    expect(error.code).toBe('response_invalid');
    expect(error.details.field).toBe('otpLength');
  });

  it.each(['0', '-1', 'soon', '1.5', 31_536_001, false])('rejects sessionExpirationSeconds %j, naming the field', (sessionExpirationSeconds) => {
    const error = rejection({ ...minimal, sessionExpirationSeconds });
    expect(error.code).toBe('response_invalid');
    expect(error.details.field).toBe('sessionExpirationSeconds');
  });

  it.each<[string, unknown]>([
    ['enabledProviders', 'email'],
    ['organizationId', ''],
    ['otpAlphanumeric', 'yes'],
    ['showPasskey', 1],
    ['showWallet', 'false'],
    ['appName', 5],
    ['logoUrl', {}],
    ['oauthRedirectUrl', []],
    ['socialLinkingClientIds', ['ok', 3]],
    ['oauthClientIds', 'g-id'],
    ['google', { google: 7 }],
  ])('rejects a mistyped %s', (field, value) => {
    const body = field === 'google' ? { ...minimal, oauthClientIds: value } : { ...minimal, [field]: value };
    const error = rejection(body);
    expect(error.code).toBe('response_invalid');
    expect(error.details.field).toBe(field);
  });

  it.each<[string, number, (value: string) => Record<string, unknown>]>([
    ['organizationId', 256, (organizationId) => ({ organizationId })],
    ['appName', 256, (appName) => ({ appName })],
    ['logoUrl', 65_536, (text) => ({ logoUrl: `https://cdn.test/${text}`.slice(0, text.length) })],
    ['oauthRedirectUrl', 2048, (text) => ({ oauthRedirectUrl: `https://app.test/${text}`.slice(0, text.length) })],
    ['oauthClientIds.google', 512, (google) => ({ oauthClientIds: { google } })],
    ['socialLinkingClientIds[1]', 512, (id) => ({ socialLinkingClientIds: ['g-id', id] })],
  ])('refuses %s over %i characters (response_invalid naming it), and reads it at the cap', (field, cap, member) => {
    expect(() => parseWalletKitConfig({ ...minimal, ...member('a'.repeat(cap)) })).not.toThrow();
    const error = rejection({ ...minimal, ...member('a'.repeat(cap + 1)) });
    expect(error.code).toBe('response_invalid');
    expect(error.details.field).toBe(field);
    expect(error.message).toBe(`wallet_kit_config response: ${field} is longer than ${cap} characters`);
  });

  it('refuses lists longer than a configuration can need, naming them', () => {
    expect(rejection({ ...minimal, enabledProviders: Array.from({ length: 65 }, () => 'email') }).details.field).toBe('enabledProviders');
    expect(rejection({ ...minimal, socialLinkingClientIds: Array.from({ length: 33 }, (_, index) => `id-${index}`) }).details.field).toBe('socialLinkingClientIds');
    expect(parseWalletKitConfig({ ...minimal, enabledProviders: Array.from({ length: 64 }, () => 'sms') }).enabledProviders).toEqual(['sms']);
  });

  it('refuses an integer string too long to be one (otpLength, sessionExpirationSeconds)', () => {
    expect(rejection({ ...minimal, sessionExpirationSeconds: `${'0'.repeat(100)}900` }).details.field).toBe('sessionExpirationSeconds');
  });

  it('rejects a body that is not an object, and a missing organizationId', () => {
    expect(rejection('nope').details.field).toBe('body');
    expect(rejection([]).details.field).toBe('body');
    expect(rejection({ enabledProviders: [] }).details.field).toBe('organizationId');
  });
});

describe('toKitConfig', () => {
  it('applies the defaults: otpLength 6, numeric codes, 900 s sessions', () => {
    const { config, differences } = toKitConfig({ enabledProviders: ['email'], organizationId: 'org-1' });
    expect(config).toEqual({
      organizationId: 'org-1',
      otpChannels: ['email'],
      otpLength: 6,
      otpAlphanumeric: false,
      sessionExpirationSeconds: 900,
      showPasskey: false,
      showWallet: false,
      oauthProviders: [],
      oauthClientIds: {},
      methodOrder: ['code'],
    });
    expect(differences).toEqual([]);
  });

  it('takes OTP length, alphabet and session length from the server', () => {
    const { config } = toKitConfig(response({ otpLength: '9', otpAlphanumeric: true, sessionExpirationSeconds: '3600' }));
    expect(config).toMatchObject({ otpLength: 9, otpAlphanumeric: true, sessionExpirationSeconds: 3600 });
  });

  it('offers the enabled OTP channels in the server order', () => {
    expect(toKitConfig(response({ enabledProviders: ['passkey', 'sms', 'google', 'email'] })).config.otpChannels).toEqual(['sms', 'email']);
    expect(toKitConfig(response({ enabledProviders: ['passkey'] })).config.otpChannels).toEqual([]);
  });

  it('lets local options narrow and reorder the channels', () => {
    expect(toKitConfig(response(), { otpChannels: ['sms', 'email'] })).toMatchObject({ config: { otpChannels: ['sms', 'email'] }, differences: [] });
    expect(toKitConfig(response(), { otpChannels: ['sms'] }).config.otpChannels).toEqual(['sms']);
  });

  it('drops a local channel the server disables and lists it in differences', () => {
    const { config, differences } = toKitConfig(response({ enabledProviders: ['email'] }), { otpChannels: ['sms', 'email'] });
    expect(config.otpChannels).toEqual(['email']);
    expect(differences).toHaveLength(1);
    expect(differences[0]).toContain('sms');
  });

  it('keeps an https: or data:image/ logo and the app name', () => {
    expect(toKitConfig(response({ appName: 'Demo', logoUrl: 'https://cdn.test/l.svg' })).config).toMatchObject({
      appName: 'Demo',
      logoUrl: 'https://cdn.test/l.svg',
    });
    const dataUri = 'data:image/png;base64,iVBORw0KGgo=';
    expect(toKitConfig(response({ logoUrl: dataUri })).config.logoUrl).toBe(dataUri);
  });

  it.each(['http://cdn.test/l.png', 'javascript:alert(1)', 'data:text/html,<script>1</script>', '/logo.png'])(
    'drops the logo %s and lists it in differences',
    (logoUrl) => {
      const { config, differences } = toKitConfig(response({ logoUrl }));
      expect(config.logoUrl).toBeUndefined();
      expect(differences.some((line) => line.startsWith('logoUrl'))).toBe(true);
    },
  );

  it("takes the app name and logo from local options when the relay sends none (Turnkey's never does)", () => {
    const local = { appName: 'Acme', logoUrl: 'https://acme.test/logo.png' };
    expect(toKitConfig(response(), local)).toEqual({ config: expect.objectContaining(local), differences: [] });
  });

  it("shows the relay's app name and logo over the local ones, listing each difference", () => {
    const { config, differences } = toKitConfig(response({ appName: 'Relay app', logoUrl: 'https://relay.test/l.png' }), { appName: 'Acme', logoUrl: 'https://acme.test/logo.png' });
    expect(config).toMatchObject({ appName: 'Relay app', logoUrl: 'https://relay.test/l.png' });
    expect(differences).toEqual([`appName: the relay configuration's "Relay app" is shown, not the local "Acme"`, "logoUrl: the relay configuration's logo is shown, not the local one"]);
    expect(toKitConfig(response({ appName: 'Acme' }), { appName: 'Acme' }).differences).toEqual([]);
  });

  it('drops a local logo that is not https: or data:image/, listing it', () => {
    const { config, differences } = toKitConfig(response(), { logoUrl: 'http://acme.test/logo.png' });
    expect(config.logoUrl).toBeUndefined();
    expect(differences).toEqual(['logoUrl: only https: or data:image/ URLs are shown; the configured logo was dropped']);
  });

  it('shows passkey and wallet when enabled, unless the server hides them', () => {
    const enabled = response({ enabledProviders: ['email', 'passkey', 'wallet'] });
    expect(toKitConfig(enabled).config).toMatchObject({ showPasskey: true, showWallet: true });
    expect(toKitConfig({ ...enabled, showPasskey: false, showWallet: false }).config).toMatchObject({ showPasskey: false, showWallet: false });
    expect(toKitConfig(response({ enabledProviders: ['email'], showPasskey: true, showWallet: true })).config).toMatchObject({
      showPasskey: false,
      showWallet: false,
    });
    // Without the extension members, the local `methods` option is what leaves them out.
    expect(toKitConfig(enabled, { methods: ['code'] }).config).toMatchObject({ showPasskey: false, showWallet: false, methodOrder: ['code'] });
  });
});

describe('toKitConfig: social login providers', () => {
  const clientIds = { google: 'g-id', apple: 'a-id', x: 'x-id', discord: 'd-id' };

  it('offers the enabled providers in the server order, with their client ids and the redirect URL', () => {
    const { config, differences } = toKitConfig(
      response({ enabledProviders: ['discord', 'email', 'google', 'x'], oauthClientIds: clientIds, oauthRedirectUrl: 'https://app.test/cb' }),
    );
    expect(config.oauthProviders).toEqual(['discord', 'google', 'x']);
    expect(config.oauthClientIds).toEqual(clientIds);
    expect(config.oauthRedirectUrl).toBe('https://app.test/cb');
    expect(differences).toEqual([]);
  });

  it('does not offer a provider that wallet_kit_config does not enable, even with a client id', () => {
    const { config } = toKitConfig(response({ enabledProviders: ['email', 'apple'], oauthClientIds: clientIds }));
    expect(config.oauthProviders).toEqual(['apple']);
  });

  it('drops an enabled provider without a client id and lists it in differences', () => {
    const { config, differences } = toKitConfig(response({ enabledProviders: ['google', 'apple'], oauthClientIds: { apple: 'a-id', google: '' } }));
    expect(config.oauthProviders).toEqual(['apple']);
    expect(config.oauthClientIds).toEqual({ apple: 'a-id' });
    expect(differences).toEqual([expect.stringContaining('"google"')]);
  });

  it('ignores providers the kit has no social login for (facebook)', () => {
    const { config, differences } = toKitConfig(response({ enabledProviders: ['facebook', 'google'], oauthClientIds: clientIds }));
    expect(config.oauthProviders).toEqual(['google']);
    expect(differences).toEqual([]);
  });

  it('leaves oauthRedirectUrl unset when the relay has none (the current page is used)', () => {
    expect(toKitConfig(response({ enabledProviders: ['google'], oauthClientIds: clientIds })).config.oauthRedirectUrl).toBeUndefined();
  });
});

describe('isSafeLogoUrl', () => {
  it('accepts https: and data:image/ only', () => {
    expect(isSafeLogoUrl('https://a.test/x.png')).toBe(true);
    expect(isSafeLogoUrl('data:image/svg+xml;utf8,<svg/>')).toBe(true);
    expect(isSafeLogoUrl('http://a.test/x.png')).toBe(false);
    expect(isSafeLogoUrl('not a url')).toBe(false);
  });
});
