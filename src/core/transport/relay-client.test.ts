import { describe, expect, it } from 'vitest';
import { LoginKitError } from '../errors';
import { createHttpClient } from './http';
import { createRelayClient, type RelayClient } from './relay-client';
import type { ClientSignature, OtpLoginRequest, SignupRequest, SignupWallet, WalletAccountParams } from './relay-types';

interface Call {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A relay stand-in at the network edge: answers each path from a table, records calls. */
function relay(answers: Record<string, unknown>, status = 200) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string>, body: JSON.parse(String(init?.body)) });
    const path = new URL(url).pathname.split('/').pop() ?? '';
    if (!(path in answers)) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answers[path]), { status });
  }) as typeof globalThis.fetch;
  const http = createHttpClient({ fetch, sleep: async () => undefined });
  const client = createRelayClient({ authProxyUrl: 'https://relay.test/', configId: 'cfg-1', http });
  return { client, calls };
}

async function failure(promise: Promise<unknown>): Promise<LoginKitError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LoginKitError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const publicKey = `02${'ab'.repeat(32)}`;
const clientSignature: ClientSignature = {
  publicKey,
  scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256',
  message: '{"login":{"publicKey":"02ab"},"tokenId":"t","type":"USAGE_TYPE_LOGIN"}',
  signature: 'cd'.repeat(64),
};
const loginRequest: OtpLoginRequest = { verificationToken: 'jwt', publicKey, clientSignature };
const signupRequest: SignupRequest = {
  userEmail: 'ada@example.com',
  verificationToken: 'jwt',
  clientSignature,
  apiKeys: [],
  authenticators: [],
  oauthProviders: [],
};
const ethereumAccount: WalletAccountParams = { curve: 'CURVE_SECP256K1', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/60'/0'/0/0", addressFormat: 'ADDRESS_FORMAT_ETHEREUM' };
const solanaAccount: WalletAccountParams = { curve: 'CURVE_ED25519', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/501'/0'/0'", addressFormat: 'ADDRESS_FORMAT_SOLANA' };
const wallet: SignupWallet = { walletName: 'Main', accounts: [ethereumAccount, solanaAccount], mnemonicLength: 24 };
const withWallet = (patch: Partial<SignupWallet>, account?: Partial<WalletAccountParams>): SignupRequest => ({
  ...signupRequest,
  wallet: { ...wallet, ...(account === undefined ? {} : { accounts: [ethereumAccount, { ...solanaAccount, ...account }] }), ...patch },
});
const oauth2Request = {
  provider: 'OAUTH2_PROVIDER_X',
  authCode: 'code',
  redirectUri: 'https://app.test/cb',
  codeVerifier: 'verifier',
  nonce: 'nonce',
  clientId: 'client',
};
const configBody = { enabledProviders: ['email'], sessionExpirationSeconds: '900', organizationId: 'org-1' };

const answers = {
  wallet_kit_config: configBody,
  otp_init_v2: { otpId: 'otp-1', otpEncryptionTargetBundle: '{"data":"00"}' },
  otp_verify_v2: { verificationToken: 'jwt' },
  account: { organizationId: 'sub-org' },
  otp_login_v2: { session: 'session-jwt' },
  signup_v2: { organizationId: 'sub-org', userId: 'user-1', wallet: { walletId: 'w', addresses: ['0xabc'] } },
  oauth_login: { session: 'session-jwt' },
  oauth2_authenticate: { oidcToken: 'oidc' },
};

type Invocation = [keyof RelayClient, (client: RelayClient) => Promise<unknown>, string, boolean];
const invocations: Invocation[] = [
  ['walletKitConfig', (c) => c.walletKitConfig(), 'wallet_kit_config', true],
  ['otpInit', (c) => c.otpInit({ otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' }), 'otp_init_v2', false],
  ['otpVerify', (c) => c.otpVerify({ otpId: 'otp-1', encryptedOtpBundle: '{}' }), 'otp_verify_v2', false],
  ['account', (c) => c.account({ filterType: 'EMAIL', filterValue: 'ada@example.com', verificationToken: 'jwt' }), 'account', true],
  ['otpLogin', (c) => c.otpLogin(loginRequest), 'otp_login_v2', false],
  ['signup', (c) => c.signup(signupRequest), 'signup_v2', false],
  ['oauthLogin', (c) => c.oauthLogin({ oidcToken: 'oidc', publicKey }), 'oauth_login', false],
  ['oauth2Authenticate', (c) => c.oauth2Authenticate(oauth2Request), 'oauth2_authenticate', false],
];

describe('every endpoint', () => {
  it.each(invocations)('%s POSTs /v1/%s with the config id and JSON content type', async (_name, invoke, path) => {
    const { client, calls } = relay(answers);
    await invoke(client);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`https://relay.test/v1/${path}`);
    expect(calls[0]?.headers).toMatchObject({ 'X-Auth-Proxy-Config-Id': 'cfg-1', 'Content-Type': 'application/json' });
  });

  it.each(invocations)('%s is retried only when idempotent', async (_name, invoke, _path, idempotent) => {
    const { client, calls } = relay({});
    expect((await failure(invoke(client))).code).toBe('network');
    expect(calls).toHaveLength(idempotent ? 3 : 1);
  });
});

describe('responses', () => {
  it('returns the validated bodies', async () => {
    const { client, calls } = relay(answers);
    expect(await client.walletKitConfig()).toEqual(configBody);
    expect(calls[0]?.body).toEqual({});
    expect(await client.otpInit({ otpType: 'OTP_TYPE_SMS', contact: '+14155550100' })).toEqual(answers.otp_init_v2);
    expect(await client.otpVerify({ otpId: 'otp-1', encryptedOtpBundle: '{}' })).toEqual({ verificationToken: 'jwt' });
    expect(await client.otpLogin(loginRequest)).toEqual({ session: 'session-jwt' });
    expect(await client.signup(signupRequest)).toEqual(answers.signup_v2);
    expect(await client.oauth2Authenticate(oauth2Request)).toEqual({ oidcToken: 'oidc' });
  });

  it('sends the request as given', async () => {
    const { client, calls } = relay(answers);
    await client.otpLogin({ ...loginRequest, invalidateExisting: true, organizationId: 'sub-org' });
    expect(calls[0]?.body).toEqual({ ...loginRequest, invalidateExisting: true, organizationId: 'sub-org' });
  });

  it('sends a signup wallet as given (and a bitcoin format the mock does not derive: the service decides)', async () => {
    const { client, calls } = relay(answers);
    const bitcoin: WalletAccountParams = { ...ethereumAccount, path: "m/84'/0'/0'/0/0", addressFormat: 'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WPKH' };
    const request = { ...signupRequest, wallet: { ...wallet, accounts: [...wallet.accounts, bitcoin] } };
    expect((await client.signup(request)).wallet).toEqual({ walletId: 'w', addresses: ['0xabc'] });
    expect(calls[0]?.body).toEqual(request);
  });

  it('reads account {} (or an empty id) as no account', async () => {
    for (const body of [{}, { organizationId: '' }]) {
      const { client } = relay({ account: body });
      expect(await client.account({ filterType: 'OIDC_TOKEN', filterValue: 'oidc' })).toEqual({});
    }
  });

  it.each<[string, keyof RelayClient, unknown, string]>([
    ['otp_init_v2', 'otpInit', { otpEncryptionTargetBundle: 'b' }, 'otpId'],
    ['otp_init_v2', 'otpInit', { otpId: 'o', otpEncryptionTargetBundle: 3 }, 'otpEncryptionTargetBundle'],
    ['otp_verify_v2', 'otpVerify', {}, 'verificationToken'],
    ['otp_login_v2', 'otpLogin', { session: '' }, 'session'],
    ['account', 'account', { organizationId: 5 }, 'organizationId'],
    ['signup_v2', 'signup', { organizationId: 'o' }, 'userId'],
    ['signup_v2', 'signup', { organizationId: 'o', userId: 'u', wallet: { walletId: 'w' } }, 'wallet'],
    ['oauth_login', 'oauthLogin', ['session'], 'body'],
    ['oauth2_authenticate', 'oauth2Authenticate', { token: 'x' }, 'oidcToken'],
    ['wallet_kit_config', 'walletKitConfig', { enabledProviders: [] }, 'organizationId'],
  ])('%s: a bad response is response_invalid naming %s', async (path, method, body, field) => {
    const { client } = relay({ [path]: body });
    const invoke = invocations.find(([name]) => name === method)?.[1];
    if (invoke === undefined) throw new Error(`no invocation for ${method}`);
    const error = await failure(invoke(client));
    expect(error.code).toBe('response_invalid');
    expect(error.details.field).toBe(field);
  });

  it('maps a relay error body through the http client', async () => {
    const { client } = relay({ otp_init_v2: { code: 8, message: 'slow down', details: [] } }, 429);
    const error = await failure(client.otpInit({ otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' }));
    expect(error.code).toBe('rate_limited');
  });
});

describe('length caps on what the relay answers (checked before anything decodes it)', () => {
  const invoke = (method: keyof RelayClient) => {
    const found = invocations.find(([name]) => name === method)?.[1];
    if (found === undefined) throw new Error(`no invocation for ${method}`);
    return found;
  };
  const long = (length: number) => 'a'.repeat(length);

  it.each<[string, keyof RelayClient, string, number, (value: string) => unknown]>([
    ['otp_init_v2', 'otpInit', 'otpId', 256, (otpId) => ({ otpId, otpEncryptionTargetBundle: '{}' })],
    ['otp_init_v2', 'otpInit', 'otpEncryptionTargetBundle', 8192, (bundle) => ({ otpId: 'o', otpEncryptionTargetBundle: bundle })],
    ['otp_verify_v2', 'otpVerify', 'verificationToken', 8192, (verificationToken) => ({ verificationToken })],
    ['account', 'account', 'organizationId', 256, (organizationId) => ({ organizationId })],
    ['otp_login_v2', 'otpLogin', 'session', 8192, (session) => ({ session })],
    ['oauth_login', 'oauthLogin', 'session', 8192, (session) => ({ session })],
    ['signup_v2', 'signup', 'organizationId', 256, (organizationId) => ({ organizationId, userId: 'u' })],
    ['signup_v2', 'signup', 'userId', 256, (userId) => ({ organizationId: 'o', userId })],
    ['signup_v2', 'signup', 'session', 8192, (session) => ({ organizationId: 'o', userId: 'u', session })],
    ['signup_v2', 'signup', 'wallet.walletId', 256, (walletId) => ({ organizationId: 'o', userId: 'u', wallet: { walletId, addresses: [] } })],
    ['signup_v2', 'signup', 'wallet.addresses[1]', 256, (address) => ({ organizationId: 'o', userId: 'u', wallet: { walletId: 'w', addresses: ['0xabc', address] } })],
    ['oauth2_authenticate', 'oauth2Authenticate', 'oidcToken', 16_384, (oidcToken) => ({ oidcToken })],
  ])('%s: %s over %i characters is response_invalid naming it; at the cap it is read', async (path, method, field, cap, body) => {
    const refused = relay({ [path]: body(long(cap + 1)) });
    const error = await failure(invoke(method)(refused.client));
    expect(error.code).toBe('response_invalid');
    expect(error.details).toEqual({ field, endpoint: path });
    expect(error.message).toBe(`${path} response: ${field} is longer than ${cap} characters`);
    const read = relay({ [path]: body(long(cap)) });
    await expect(invoke(method)(read.client)).resolves.toBeDefined();
  });

  it('signup_v2: more wallet addresses or app proofs than a signup can ask for is response_invalid', async () => {
    const many = Array.from({ length: 257 }, (_, index) => `0x${index}`);
    for (const [body, field] of [
      [{ organizationId: 'o', userId: 'u', wallet: { walletId: 'w', addresses: many } }, 'wallet.addresses'],
      [{ organizationId: 'o', userId: 'u', appProofs: many }, 'appProofs'],
    ] as const) {
      const { client } = relay({ signup_v2: body });
      expect(await failure(client.signup(signupRequest))).toMatchObject({ code: 'response_invalid', details: { field } });
    }
  });
});

describe('input checks (nothing is sent)', () => {
  const bad: Array<[string, (client: RelayClient) => Promise<unknown>, string]> = [
    ['an unknown otpType', (c) => c.otpInit({ otpType: 'OTP_TYPE_FAX' as 'OTP_TYPE_SMS', contact: '+14155550100' }), 'otpType'],
    ['an email contact that is not an email', (c) => c.otpInit({ otpType: 'OTP_TYPE_EMAIL', contact: 'ada@' }), 'contact'],
    ['an SMS contact that is not E.164', (c) => c.otpInit({ otpType: 'OTP_TYPE_SMS', contact: '415 555 0100' }), 'contact'],
    ['an empty otpId', (c) => c.otpVerify({ otpId: '', encryptedOtpBundle: '{}' }), 'otpId'],
    ['a missing encryptedOtpBundle', (c) => c.otpVerify({ otpId: 'o' } as never), 'encryptedOtpBundle'],
    ['an unknown filterType', (c) => c.account({ filterType: 'NAME' as 'EMAIL', filterValue: 'x' }), 'filterType'],
    ['a bad EMAIL filter value', (c) => c.account({ filterType: 'EMAIL', filterValue: 'nope' }), 'filterValue'],
    ['a bad PHONE_NUMBER filter value', (c) => c.account({ filterType: 'PHONE_NUMBER', filterValue: '12345' }), 'filterValue'],
    ['an empty filter value', (c) => c.account({ filterType: 'OIDC_TOKEN', filterValue: ' ' }), 'filterValue'],
    ['an uncompressed public key', (c) => c.otpLogin({ ...loginRequest, publicKey: `04${'ab'.repeat(64)}` }), 'publicKey'],
    ['a DER client signature', (c) => c.otpLogin({ ...loginRequest, clientSignature: { ...clientSignature, signature: '3045' } }), 'clientSignature.signature'],
    [
      'a client signature by another key',
      (c) => c.otpLogin({ ...loginRequest, clientSignature: { ...clientSignature, publicKey: `03${'ab'.repeat(32)}` } }),
      'clientSignature.publicKey',
    ],
    ['a missing client signature', (c) => c.otpLogin({ verificationToken: 'jwt', publicKey } as never), 'clientSignature'],
    ['a signup with a bad email', (c) => c.signup({ ...signupRequest, userEmail: 'a b@c.d' }), 'userEmail'],
    ['a signup with a bad phone number', (c) => c.signup({ ...signupRequest, userEmail: undefined, userPhoneNumber: '555' }), 'userPhoneNumber'],
    ['a signup without arrays', (c) => c.signup({ userEmail: 'a@b.co' } as never), 'apiKeys'],
    ['a signup with no way to log in', (c) => c.signup({ apiKeys: [], authenticators: [], oauthProviders: [] }), 'userEmail'],
    ['a signup wallet that is not an object', (c) => c.signup({ ...signupRequest, wallet: 'w' as never }), 'wallet'],
    ['a signup wallet without a name', (c) => c.signup(withWallet({ walletName: '' })), 'wallet.walletName'],
    ['a signup wallet without accounts', (c) => c.signup(withWallet({ accounts: undefined as never })), 'wallet.accounts'],
    ['a wallet account that is not an object', (c) => c.signup(withWallet({ accounts: [ethereumAccount, null as never] })), 'wallet.accounts[1]'],
    ['a wallet account on another curve', (c) => c.signup(withWallet({}, { curve: 'CURVE_P256' as never })), 'wallet.accounts[1].curve'],
    ['a wallet account with another path format', (c) => c.signup(withWallet({}, { pathFormat: 'SLIP44' as never })), 'wallet.accounts[1].pathFormat'],
    ['a wallet account with a malformed path', (c) => c.signup(withWallet({}, { path: "44'/501'" })), 'wallet.accounts[1].path'],
    ['an Ed25519 account with a non-hardened step', (c) => c.signup(withWallet({}, { path: "m/44'/501'/0'/0" })), 'wallet.accounts[1].path'],
    ['an index of 2^31', (c) => c.signup(withWallet({}, { path: "m/2147483648'" })), 'wallet.accounts[1].path'],
    ['a wallet account with a bad address format', (c) => c.signup(withWallet({}, { addressFormat: 'solana' as never })), 'wallet.accounts[1].addressFormat'],
    ['a Solana address on secp256k1', (c) => c.signup(withWallet({}, { curve: 'CURVE_SECP256K1', path: "m/44'/501'/0'/0'" })), 'wallet.accounts[1].addressFormat'],
    ['a mnemonic length BIP-39 lacks', (c) => c.signup(withWallet({ mnemonicLength: 16 as never })), 'wallet.mnemonicLength'],
    ['an oauth login without a token', (c) => c.oauthLogin({ oidcToken: '', publicKey }), 'oidcToken'],
    ['an unknown oauth2 provider', (c) => c.oauth2Authenticate({ ...oauth2Request, provider: 'x' }), 'provider'],
    ['an oauth2 call without a verifier', (c) => c.oauth2Authenticate({ ...oauth2Request, codeVerifier: '' }), 'codeVerifier'],
  ];
  it.each(bad)('refuses %s, naming %s', async (_what, invoke, field) => {
    const { client, calls } = relay(answers);
    const error = await failure(invoke(client));
    expect(error.code).toBe('invalid_input');
    expect(error.details.field).toBe(field);
    expect(calls).toHaveLength(0);
  });
});

describe('createRelayClient options', () => {
  const http = createHttpClient({ fetch: (async () => new Response('{}')) as typeof fetch });

  it.each(['relay.test', '/v1', 'ftp://relay.test', 'https://relay.test/?a=1', ''])('refuses authProxyUrl %j', (authProxyUrl) => {
    expect(() => createRelayClient({ authProxyUrl, configId: 'c', http })).toThrow(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'authProxyUrl' } }),
    );
  });

  it('keeps a path prefix and tolerates trailing slashes', async () => {
    const { calls, client } = (() => {
      const seen: string[] = [];
      const fetch = (async (input: RequestInfo | URL) => {
        seen.push(String(input));
        return new Response('{"otpId":"o","otpEncryptionTargetBundle":"b"}');
      }) as typeof globalThis.fetch;
      return { calls: seen, client: createRelayClient({ authProxyUrl: 'http://localhost:8787/relay//', configId: 'c', http: createHttpClient({ fetch }) }) };
    })();
    await client.otpInit({ otpType: 'OTP_TYPE_EMAIL', contact: 'a@b.co' });
    expect(calls).toEqual(['http://localhost:8787/relay/v1/otp_init_v2']);
  });

  it('refuses an empty configId', () => {
    expect(() => createRelayClient({ authProxyUrl: 'https://relay.test', configId: '', http })).toThrow(
      expect.objectContaining({ details: { field: 'configId' } }),
    );
  });
});
