import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoginKit } from '../client';
import type { LoginKitRelayOptions, LoginKitCommonOptions } from '../login-kit';

/** A relay that answers wallet_kit_config with email only, and counts the requests. */
function relayWithEmailOnly() {
  const requests: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push(new URL(url).pathname);
    return new Response(JSON.stringify({ enabledProviders: ['email'], organizationId: 'org-1', sessionExpirationSeconds: '900' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requests };
}

function kitWith(options: Partial<LoginKitRelayOptions & LoginKitCommonOptions>) {
  const relay = relayWithEmailOnly();
  const kit = createLoginKit({ authProxyUrl: 'https://relay.test', authProxyConfigId: 'cfg-1', fetch: relay.fetch, ...options });
  return { kit, relay };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('a kit whose local options disagree with wallet_kit_config', () => {
  it('warns once per configuration load in a development build, naming each difference', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { kit, relay } = kitWith({ otpChannels: ['sms', 'email'], methods: ['passkey', 'code'], oauthProviders: ['google'] });
    const [config] = await Promise.all([kit.loadConfig(), kit.loadConfig()]);
    await kit.loadConfig();
    // Once each, the configuration and (beside it) the captcha site key.
    expect(relay.requests.sort()).toEqual(['/v1/wallet_kit_client_params', '/v1/wallet_kit_config']);
    expect(config.otpChannels).toEqual(['email']);
    expect(config.methodOrder).toEqual(['code']);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain('otpChannels: "sms"');
    expect(message).toContain('methods: "passkey"');
    expect(message).toContain('oauthProviders: "google"');
    kit.dispose();
  });

  it('stays silent in a production build', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { kit } = kitWith({ otpChannels: ['sms'] });
    expect((await kit.loadConfig()).otpChannels).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    kit.dispose();
  });

  it('follows warnings: true in production and warnings: false in development', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubEnv('NODE_ENV', 'production');
    const forced = kitWith({ otpChannels: ['sms'], warnings: true });
    await forced.kit.loadConfig();
    expect(warn).toHaveBeenCalledTimes(1);
    vi.stubEnv('NODE_ENV', 'development');
    const silenced = kitWith({ otpChannels: ['sms'], warnings: false });
    await silenced.kit.loadConfig();
    expect(warn).toHaveBeenCalledTimes(1);
    forced.kit.dispose();
    silenced.kit.dispose();
  });

  it('does not warn when the local options agree', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { kit } = kitWith({ otpChannels: ['email'], methods: ['code'] });
    await kit.loadConfig();
    expect(warn).not.toHaveBeenCalled();
    kit.dispose();
  });
});
