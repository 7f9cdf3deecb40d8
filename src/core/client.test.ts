import { describe, expect, it } from 'vitest';
import { createLoginKit, defaultApiBaseUrl } from './client';
import { productionAuthProxyUrl } from './config/production-auth-proxy-url';
import { productionTrustedKeys } from './crypto/trusted-keys';
import { isLoginKitError } from './errors';

const valid = { authProxyUrl: 'https://relay.example', authProxyConfigId: 'cfg-1' };

const fieldOf = (make: () => unknown): string | undefined => {
  try {
    make();
  } catch (error) {
    if (isLoginKitError(error, 'invalid_input')) return error.details.field;
    throw error;
  }
  return undefined;
};

describe('createLoginKit options', () => {
  it('accepts the relay URL and config id, pinning the production keys by default', () => {
    const kit = createLoginKit(valid);
    expect(kit.options.authProxyConfigId).toBe('cfg-1');
    expect(kit.getSessionState()).toEqual({ status: 'loading' });
    kit.dispose();
  });

  it('talks to the service\'s production relay when authProxyUrl is left out', async () => {
    const requested: string[] = [];
    const kit = createLoginKit({
      authProxyConfigId: 'cfg-1',
      fetch: (input) => {
        requested.push(String(input));
        return Promise.resolve(Response.json({ enabledProviders: ['email'], sessionExpirationSeconds: '900', organizationId: 'org' }));
      },
    });
    expect(kit.options.authProxyUrl).toBe(productionAuthProxyUrl);
    expect(productionAuthProxyUrl).toBe('https://authproxy.turnkey.com');
    await kit.loadConfig();
    expect(requested).toContain('https://authproxy.turnkey.com/v1/wallet_kit_config');
    kit.dispose();
  });

  it('keeps the relay it is given in kit.options', () => {
    const kit = createLoginKit(valid);
    expect(kit.options.authProxyUrl).toBe('https://relay.example');
    kit.dispose();
  });

  it.each([
    ['missing', undefined],
    ['not a string', 42],
    ['empty', ''],
    ['whitespace', '  '],
    ['the README placeholder', '<your X-Auth-Proxy-Config-Id>'],
    ['another guide placeholder', '<your config id>'],
    ['a placeholder in angle brackets', '<auth proxy config id>'],
    ['a "your-…" placeholder', 'your-config-id'],
    ['a "YOUR_…" placeholder', 'YOUR_AUTH_PROXY_CONFIG_ID'],
  ])('refuses a config id that is %s at creation, naming authProxyConfigId', (_, authProxyConfigId) => {
    let thrown: unknown;
    try {
      createLoginKit({ ...valid, authProxyConfigId: authProxyConfigId as string });
    } catch (error) {
      thrown = error;
    }
    expect(isLoginKitError(thrown, 'invalid_input')).toBe(true);
    expect(thrown).toMatchObject({ details: { field: 'authProxyConfigId' } });
    expect((thrown as Error).message).toMatch(/^authProxyConfigId /);
  });

  it.each(['cfg-1', 'mock-config', 'next-example', '3f1c6a8e-9b0d-4c55-a1f2-6e7d8c9b0a1e'])('accepts the config id %s', (authProxyConfigId) => {
    const kit = createLoginKit({ ...valid, authProxyConfigId });
    expect(kit.options.authProxyConfigId).toBe(authProxyConfigId);
    kit.dispose();
  });

  it.each([
    ['authProxyConfigId', { ...valid, authProxyConfigId: '  ' }],
    ['authProxyUrl', { ...valid, authProxyUrl: '' }],
    ['authProxyUrl', { ...valid, authProxyUrl: 'relay.example' }],
    ['trustedKeys.notarizer', { ...valid, trustedKeys: { ...productionTrustedKeys, notarizer: '02abc' } }],
    ['trustedKeys.tlsFetcher', { ...valid, trustedKeys: { ...productionTrustedKeys, tlsFetcher: undefined as unknown as string } }],
    ['rememberReturningContacts', { ...valid, rememberReturningContacts: 'no' as unknown as boolean }],
    ['rememberReturningContacts', { ...valid, rememberReturningContacts: { has: () => false } as unknown as boolean }],
  ])('names the bad option %s', (field, options) => {
    expect(fieldOf(() => createLoginKit(options))).toBe(field);
  });

  it('loads wallet_kit_config once for concurrent callers, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const kit = createLoginKit({
      ...valid,
      fetch: async (input) => {
        // wallet_kit_client_params goes beside it (its failure means no captcha): only the configuration is counted.
        if (String(input).endsWith('/v1/wallet_kit_config')) calls += 1;
        if (fail) return new Response(JSON.stringify({ code: 14, message: 'down', details: [] }), { status: 400 });
        return Response.json({ enabledProviders: ['email'], sessionExpirationSeconds: '900', organizationId: 'org' });
      },
    });
    await expect(kit.loadConfig()).rejects.toMatchObject({ code: 'relay_rejected' });
    fail = false;
    const [a, b] = await Promise.all([kit.loadConfig(), kit.loadConfig()]);
    expect(a).toBe(b);
    expect(a.otpChannels).toEqual(['email']);
    expect(calls).toBe(2);
    kit.dispose();
  });

  it('a caller that stops waiting leaves the load to the others; reload ends a stalled load and asks anew (issue 23: Try again)', async () => {
    const requests: AbortSignal[] = [];
    let answer = false;
    const kit = createLoginKit({
      ...valid,
      fetch: (input, init) => {
        if (String(input).endsWith('/v1/wallet_kit_config')) requests.push(init!.signal!);
        if (answer) return Promise.resolve(Response.json({ enabledProviders: ['email'], sessionExpirationSeconds: '900', organizationId: 'org' }));
        return new Promise<Response>(() => undefined); // stalls
      },
    });
    const first = new AbortController();
    const gaveUp = kit.loadConfig({ signal: first.signal });
    const waiting = kit.loadConfig(); // another caller sharing the same load
    first.abort();
    await expect(gaveUp).rejects.toMatchObject({ code: 'network', details: { aborted: true } });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.aborted).toBe(false); // a remount is not a Try again

    answer = true;
    const config = await kit.loadConfig({ reload: true });
    expect(config.otpChannels).toEqual(['email']);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.aborted).toBe(true);
    await expect(waiting).rejects.toMatchObject({ code: 'network' });
    // A loaded configuration is kept, reload or not.
    expect(await kit.loadConfig({ reload: true })).toBe(config);
    expect(requests).toHaveLength(2);
    kit.dispose();
  });
});

describe('createLoginKit passkey options', () => {
  it.each([
    ['https://authproxy.turnkey.com', 'https://api.turnkey.com'],
    ['https://turnkey.com/', 'https://api.turnkey.com'],
    ['http://localhost:8787/relay', 'http://localhost:8787'],
    ['https://relay.example', 'https://relay.example'],
    ['https://notturnkey.com', 'https://notturnkey.com'],
  ])('defaults the main API for the relay %s to %s', (authProxyUrl, apiBaseUrl) => {
    expect(defaultApiBaseUrl(authProxyUrl)).toBe(apiBaseUrl);
  });

  it.each([
    ['apiBaseUrl', { ...valid, apiBaseUrl: 'api.example' }],
    ['rpId', { ...valid, rpId: 'https://app.example' }],
    ['rpId', { ...valid, rpId: '' }],
    ['rpName', { ...valid, rpName: '  ' }],
    ['appName', { ...valid, appName: '' }],
    ['logoUrl', { ...valid, logoUrl: 'http://app.example/logo.png' }],
    ['logoUrl', { ...valid, logoUrl: 'javascript:alert(1)' }],
  ])('names the bad option %s', (field, options) => {
    expect(fieldOf(() => createLoginKit(options))).toBe(field);
  });
});

describe('kit.createStepUpFlow()', () => {
  it('refuses what is not an mfaRequired outcome, naming challenge', () => {
    const kit = createLoginKit(valid);
    expect(fieldOf(() => kit.createStepUpFlow({ status: 'completed' } as never))).toBe('challenge');
    kit.dispose();
  });
});

describe('kit.account()', () => {
  it('loads the account API on first use (one instance), with a method per operation; signed out, its calls are session_expired', async () => {
    const kit = createLoginKit(valid);
    const [account, again] = await Promise.all([kit.account(), kit.account()]);
    expect(account).toBe(again);
    expect(typeof account.updateUser).toBe('function');
    expect(typeof account.getSessionProfiles).toBe('function');
    // 42 operations (with MFA's create_mfa_policy, approve/reject_activity, get_mfa_policy, get_mfa_status, and
    // export_wallet, export_wallet_account, get_wallets, get_wallet_accounts), and confirming a new contact (sendContactCode, verifyContactCode)
    expect(Object.keys(account)).toHaveLength(44);
    expect(typeof account.exportWallet).toBe('function');
    expect(typeof account.exportWalletAccount).toBe('function');
    await expect(account.getUser()).rejects.toMatchObject({ code: 'session_expired' });
    kit.dispose();
  });
});
