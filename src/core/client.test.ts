import { describe, expect, it } from 'vitest';
import { createLoginKit, defaultApiBaseUrl } from './client';
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

  it.each([
    ['authProxyConfigId', { ...valid, authProxyConfigId: '  ' }],
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
    // 38 operations (with MFA's create_mfa_policy, approve/reject_activity, get_mfa_policy, get_mfa_status), and confirming a new contact (sendContactCode, verifyContactCode)
    expect(Object.keys(account)).toHaveLength(40);
    await expect(account.getUser()).rejects.toMatchObject({ code: 'session_expired' });
    kit.dispose();
  });
});
