import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { randomPrivateKey, signingKeyFromPrivateKey } from '../../../core/crypto/p256-private-key';
import { fromBase64Url, toBase64Url } from '../../../core/encoding/base64url';
import { toHex } from '../../../core/encoding/hex';
import { utf8Decode, utf8Encode } from '../../../core/encoding/utf8';
import { parseActivityResponse } from '../../../core/transport/activity';
import { createMockRelay, type MockRelay } from '../../handler';
import { ApiTestClient, newTargetKey, openSessionKey } from '../../test-utils/api-test-client';
import { ethereumWallet, solanaWallet, walletApiKey, walletSignupBody, walletSubmit, type TestWallet } from '../../test-utils/external-wallets';
import { errorInfo, RelayTestClient, testConfigId } from '../../test-utils/relay-test-client';

/*
 * External wallets (protocol.md section 13), through the in-process handler: a wallet's key is an
 * API key of its user, found by `/v1/account {filterType: PUBLIC_KEY}`, registered by a signup_v2
 * with nothing but that key, and the wallet stamps create_read_write_session itself (X-Stamp made
 * by @turnkey/wallet-stamper: EIP-191 for Ethereum, Ed25519 for Solana). Interop vectors:
 * routes/api/wallet-stamper-interop.test.ts.
 */

const origin = 'https://app.example.com';
let now: number;
let relay: MockRelay;
let client: RelayTestClient;
let api: ApiTestClient;

beforeEach(async () => {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({ config: { configId: testConfigId, organizationId: 'parent-org', allowedOrigins: [origin] }, now: () => now });
  client = await RelayTestClient.create(relay, { origin });
  api = new ApiTestClient(relay, { origin, now: () => now });
});

const lookUp = async (filterValue: string) => (await client.call('account', { filterType: 'PUBLIC_KEY', filterValue })).body;
const signUp = (wallet: TestWallet, extra: Record<string, unknown> = {}) => client.call('signup_v2', walletSignupBody(wallet, extra));
const headerJson = (header: string) => JSON.parse(utf8Decode(fromBase64Url(header))) as Record<string, string>;
const headerOf = (stamp: object) => toBase64Url(utf8Encode(JSON.stringify(stamp)));

/** create_read_write_session stamped by `stamp` (default: the wallet's own stamp). */
function walletSession(wallet: TestWallet, organizationId: string, options: Parameters<typeof walletSubmit>[6] = {}, target = newTargetKey()) {
  return walletSubmit(relay, (body) => wallet.stamp(body), 'create_read_write_session', organizationId, { targetPublicKey: target.publicKey, expirationSeconds: '900' }, now, options);
}

describe.each([
  ['Ethereum', ethereumWallet, 'API_KEY_CURVE_SECP256K1', 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191', 'CREDENTIAL_TYPE_API_KEY_SECP256K1'],
  ['Solana', solanaWallet, 'API_KEY_CURVE_ED25519', 'SIGNATURE_SCHEME_TK_API_ED25519', 'CREDENTIAL_TYPE_API_KEY_ED25519'],
] as const)('the %s wallet login', (_chain, makeWallet, curveType, scheme, credentialType) => {
  it('lookup {} → signup_v2 with the wallet key → lookup finds it → create_read_write_session stamped by the wallet → a session key', async () => {
    const wallet = makeWallet();
    expect(await lookUp(wallet.publicKey)).toEqual({});

    const signedUp = await signUp(wallet);
    expect(signedUp.status).toBe(200);
    expect(Object.keys(signedUp.body).sort()).toEqual(['organizationId', 'userId']);
    const { organizationId, userId } = signedUp.body as { organizationId: string; userId: string };
    expect(relay.state.users[userId]).toMatchObject({ organizationId, userName: `Wallet user ${wallet.publicKey.slice(0, 6)}…${wallet.publicKey.slice(-4)}` });
    expect(relay.state.users[userId]).not.toHaveProperty('email');
    expect(Object.values(relay.state.apiKeys)).toEqual([
      expect.objectContaining({ apiKeyName: `wallet-auth:${wallet.publicKey}`, publicKey: wallet.publicKey, curveType, credentialType, userId }),
    ]);
    expect(await lookUp(wallet.publicKey)).toEqual({ organizationId });
    expect(await lookUp(wallet.publicKey.toUpperCase())).toEqual({ organizationId });

    const target = newTargetKey();
    const session = await walletSession(wallet, organizationId, {}, target);
    expect(session.status).toBe(200);
    const activity = parseActivityResponse(session.body, 'create_read_write_session');
    expect(activity).toMatchObject({ status: 'ACTIVITY_STATUS_COMPLETED', type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', organizationId });
    const result = activity.result.createReadWriteSessionResultV2 as Record<string, string>;
    expect(result).toMatchObject({ organizationId, userId, credentialBundle: expect.any(String) });
    const sessionKey = await openSessionKey(result.credentialBundle ?? '', target);
    expect(relay.state.apiKeys[result.apiKeyId ?? '']).toMatchObject({ publicKey: toHex(sessionKey.publicKey), expiresAt: now + 900_000 });
    const whoami = await api.query('whoami', { organizationId }, sessionKey);
    expect(whoami.status).toBe(200);
    expect(whoami.body).toMatchObject({ organizationId, userId });

    // get_api_keys lists the wallet as Turnkey does: its name, and the curve in credential.type.
    const keys = await api.query('get_api_keys', { organizationId }, sessionKey);
    expect(keys.body.apiKeys).toContainEqual(
      expect.objectContaining({ apiKeyName: `wallet-auth:${wallet.publicKey}`, credential: { publicKey: wallet.publicKey, type: credentialType } }),
    );
  });

  it("also accepts the parent organization's id, resolving it to the wallet's sub-organization", async () => {
    const wallet = makeWallet();
    const { organizationId } = (await signUp(wallet)).body as { organizationId: string };
    const session = await walletSession(wallet, 'parent-org');
    expect(session.status).toBe(200);
    expect(parseActivityResponse(session.body, 'create_read_write_session').organizationId).toBe(organizationId);
  });

  it(`refuses a stamp over another body (one byte changed): 401 naming X-Stamp, "signature … (${scheme})"`, async () => {
    const wallet = makeWallet();
    const { organizationId } = (await signUp(wallet)).body as { organizationId: string };
    const result = await walletSession(wallet, organizationId, { tamper: (body) => body.replace('"900"', '"901"') });
    expect(result.status).toBe(401);
    expect(errorInfo(result.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'X-Stamp' });
    expect(result.body.message).toBe(`X-Stamp: signature does not match the request body and publicKey (${scheme})`);
  });

  it('refuses a wallet that never signed up: 401 naming X-Stamp, "publicKey … is not a registered API key"', async () => {
    const wallet = makeWallet();
    const result = await walletSession(wallet, 'parent-org');
    expect(result.status).toBe(401);
    expect(errorInfo(result.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'X-Stamp' });
    expect(result.body.message).toBe(`X-Stamp: publicKey ${wallet.publicKey} is not a registered API key`);
  });
});

describe('a stamp whose scheme is not that of the registered key: 401 naming X-Stamp and both the scheme and the curve', () => {
  it('an EIP-191 stamp carrying an Ed25519 (Solana) key', async () => {
    const solana = solanaWallet();
    await signUp(solana);
    const result = await walletSession(ethereumWallet(), 'parent-org', { header: (stamp) => headerOf({ ...headerJson(stamp), publicKey: solana.publicKey }) });
    expect(result.status).toBe(401);
    expect(errorInfo(result.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'X-Stamp' });
    expect(result.body.message).toBe(
      "X-Stamp: scheme SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191 does not match the API key's curve API_KEY_CURVE_ED25519 (it stamps with SIGNATURE_SCHEME_TK_API_ED25519)",
    );
  });

  it('an Ed25519 stamp carrying a secp256k1 (Ethereum) key', async () => {
    const ethereum = ethereumWallet();
    await signUp(ethereum);
    const result = await walletSession(solanaWallet(), 'parent-org', { header: (stamp) => headerOf({ ...headerJson(stamp), publicKey: ethereum.publicKey }) });
    expect(result.status).toBe(401);
    expect(result.body.message).toBe(
      "X-Stamp: scheme SIGNATURE_SCHEME_TK_API_ED25519 does not match the API key's curve API_KEY_CURVE_SECP256K1 (it stamps with SIGNATURE_SCHEME_TK_API_SECP256K1 or SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191)",
    );
  });

  it('an EIP-191 stamp carrying a P-256 session key (also 33 bytes, 02 or 03)', async () => {
    const wallet = ethereumWallet();
    const { organizationId } = (await signUp(wallet)).body as { organizationId: string };
    const target = newTargetKey();
    const session = await walletSession(wallet, organizationId, {}, target);
    const sessionKey = await openSessionKey((parseActivityResponse(session.body, 'create_read_write_session').result.createReadWriteSessionResultV2 as { credentialBundle: string }).credentialBundle, target);
    const result = await walletSession(wallet, organizationId, { header: (stamp) => headerOf({ ...headerJson(stamp), publicKey: toHex(sessionKey.publicKey) }) });
    expect(result.status).toBe(401);
    expect(result.body.message).toBe(
      "X-Stamp: scheme SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191 does not match the API key's curve API_KEY_CURVE_P256 (it stamps with SIGNATURE_SCHEME_TK_API_P256)",
    );
  });

  it('decided: a plain SECP256K1 stamp fits a wallet key (same curve), but only a SHA-256 signature by its private key passes, which personal_sign never makes', async () => {
    const secret = secp256k1.utils.randomSecretKey();
    const wallet = ethereumWallet(secret);
    const { organizationId } = (await signUp(wallet)).body as { organizationId: string };
    const plain = (body: string) =>
      Promise.resolve(headerOf({ publicKey: wallet.publicKey, scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1', signature: toHex(secp256k1.sign(utf8Encode(body), secret, { format: 'der' })) }));
    const target = newTargetKey();
    const accepted = await walletSubmit(relay, plain, 'create_read_write_session', organizationId, { targetPublicKey: target.publicKey }, now);
    expect(accepted.status).toBe(200);
    const relabelled = await walletSession(wallet, organizationId, { header: (stamp) => headerOf({ ...headerJson(stamp), scheme: 'SIGNATURE_SCHEME_TK_API_SECP256K1' }) });
    expect(relabelled.status).toBe(401);
    expect(relabelled.body.message).toBe('X-Stamp: signature does not match the request body and publicKey (SIGNATURE_SCHEME_TK_API_SECP256K1)');
  });
});

describe('signup_v2 with API keys only', () => {
  it('needs no contact, verification token or client signature; userName and organizationName are used when given', async () => {
    const wallet = solanaWallet();
    const result = await signUp(wallet, { userName: 'Satoshi', organizationName: 'Satoshi’s org' });
    expect(result.status).toBe(200);
    const { organizationId, userId } = result.body as { organizationId: string; userId: string };
    expect(relay.state.users[userId]?.userName).toBe('Satoshi');
    expect(relay.state.organizations[organizationId]?.organizationName).toBe('Satoshi’s org');
  });

  it('still refuses a signup with nothing at all, naming userEmail', async () => {
    const result = await client.call('signup_v2', { apiKeys: [], authenticators: [], oauthProviders: [] });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'userEmail' });
    expect(result.body.message).toBe('userEmail: a signup needs an email, a phone number, a passkey, an OAuth provider or an API key (an external wallet)');
  });

  it.each([
    ['an uncompressed secp256k1 key', { ...walletApiKey(ethereumWallet()), publicKey: toHex(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), false)) }, 'apiKeys[0].publicKey'],
    ['a 33-byte key as Ed25519', { ...walletApiKey(ethereumWallet()), curveType: 'API_KEY_CURVE_ED25519' }, 'apiKeys[0].publicKey'],
    ['an unknown curve', { ...walletApiKey(ethereumWallet()), curveType: 'API_KEY_CURVE_SECP256R1' }, 'apiKeys[0].curveType'],
    ['no name', { publicKey: solanaWallet().publicKey, curveType: 'API_KEY_CURVE_ED25519' }, 'apiKeys[0].apiKeyName'],
  ])('refuses %s naming %s, creating nothing', async (_why, apiKey, field) => {
    const result = await client.call('signup_v2', { apiKeys: [apiKey], authenticators: [], oauthProviders: [] });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field });
    expect(relay.state.users).toEqual({});
  });

  it('refuses a wallet key that is already an account’s: 409 ALREADY_EXISTS naming apiKeys[i].publicKey, creating nothing', async () => {
    const wallet = ethereumWallet();
    expect((await signUp(wallet)).status).toBe(200);
    const before = JSON.stringify([relay.state.organizations, relay.state.users, relay.state.apiKeys]);
    const again = await client.call('signup_v2', { apiKeys: [walletApiKey(solanaWallet()), walletApiKey(wallet)], authenticators: [], oauthProviders: [] });
    expect(again.status).toBe(409);
    expect(errorInfo(again.body)).toEqual({ reason: 'ALREADY_EXISTS', field: 'apiKeys[1].publicKey' });
    expect(again.body.message).toBe('apiKeys[1].publicKey: is already an API key of an account: look the account up (filterType PUBLIC_KEY) and log in instead');
    expect(JSON.stringify([relay.state.organizations, relay.state.users, relay.state.apiKeys])).toBe(before);
  });

  it('refuses a key repeated in the body, and a key another account linked (also with an email signup)', async () => {
    const wallet = solanaWallet();
    const repeated = await client.call('signup_v2', { apiKeys: [walletApiKey(wallet), walletApiKey(wallet)], authenticators: [], oauthProviders: [] });
    expect(repeated.status).toBe(409);
    expect(errorInfo(repeated.body).field).toBe('apiKeys[1].publicKey');
    expect((await signUp(wallet)).status).toBe(200);
    const withEmail = await client.call('signup_v2', { userEmail: 'ada@example.com', ...walletSignupBody(wallet) });
    expect(withEmail.status).toBe(409);
    expect(errorInfo(withEmail.body).field).toBe('apiKeys[0].publicKey');
    expect(Object.keys(relay.state.users)).toHaveLength(1);
  });

  it('lets a key sign up again once its registration has expired', async () => {
    const wallet = ethereumWallet();
    expect((await signUp(wallet, { apiKeys: [{ ...walletApiKey(wallet), expirationSeconds: '60' }] })).status).toBe(200);
    now += 60_000;
    expect(await lookUp(wallet.publicKey)).toEqual({});
    expect((await signUp(wallet)).status).toBe(200);
  });
});

describe('account lookup by PUBLIC_KEY', () => {
  it('finds any unexpired API key (P-256 too, given compressed or uncompressed); {} for an unknown key', async () => {
    const key = signingKeyFromPrivateKey(randomPrivateKey());
    const signedUp = await client.call('signup_v2', {
      userEmail: 'ada@example.com',
      apiKeys: [{ apiKeyName: 'server', publicKey: toHex(key.publicKey), curveType: 'API_KEY_CURVE_P256' }],
      authenticators: [],
      oauthProviders: [],
    });
    const organizationId = signedUp.body.organizationId as string;
    expect(await lookUp(toHex(key.publicKey))).toEqual({ organizationId });
    expect(await lookUp(toHex(key.publicKeyUncompressed).toUpperCase())).toEqual({ organizationId });
    expect(await lookUp(toHex(ed25519.getPublicKey(ed25519.utils.randomSecretKey())))).toEqual({});
    expect(await lookUp(toHex(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey())))).toEqual({});
  });

  it.each([
    ['not hex', 'wallet'],
    ['0x-prefixed', `0x${'ab'.repeat(32)}`],
    ['31 bytes', 'ab'.repeat(31)],
    ['33 bytes not starting 02 or 03', `04${'ab'.repeat(32)}`],
    ['65 bytes not starting 04', `02${'ab'.repeat(64)}`],
    ['an Ethereum address', `0x${'ab'.repeat(20)}`],
  ])('refuses a value that is %s: 400 naming filterValue', async (_why, filterValue) => {
    const result = await client.call('account', { filterType: 'PUBLIC_KEY', filterValue });
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'filterValue' });
  });
});
