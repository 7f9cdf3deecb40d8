import { beforeEach, describe, expect, it } from 'vitest';
import { randomPrivateKey } from '../../../core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../../core/crypto/p256-private-key';
import { toHex } from '../../../core/encoding/hex';
import { createHttpClient } from '../../../core/transport/http';
import { createRelayClient } from '../../../core/transport/relay-client';
import type { WalletAccountParams } from '../../../core/transport/relay-types';
import { createMockRelay, type MockRelay } from '../../handler';
import { ApiTestClient } from '../../test-utils/api-test-client';
import { baseUrl, errorInfo, RelayTestClient, testConfigId } from '../../test-utils/relay-test-client';
import { deriveWallet } from '../../wallets/wallet-input';

let now: number;
let relay: MockRelay;
let client: RelayTestClient;

beforeEach(async () => {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({ config: { configId: testConfigId }, now: () => now });
  client = await RelayTestClient.create(relay);
});

const ethereum = { curve: 'CURVE_SECP256K1', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/60'/0'/0/0", addressFormat: 'ADDRESS_FORMAT_ETHEREUM' };
const solana = { curve: 'CURVE_ED25519', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/501'/0'/0'", addressFormat: 'ADDRESS_FORMAT_SOLANA' };
const body = (wallet: unknown, extra: Record<string, unknown> = {}) => ({
  userEmail: 'ada@example.com',
  apiKeys: [],
  authenticators: [],
  oauthProviders: [],
  wallet,
  ...extra,
});

describe('signup_v2 with a wallet', () => {
  it('creates the wallet with the sub-organization and answers {walletId, addresses}', async () => {
    const result = await client.call('signup_v2', body({ walletName: 'Main', accounts: [ethereum, solana] }));
    expect(result.status).toBe(200);
    const organizationId = result.body.organizationId as string;
    const answered = result.body.wallet as { walletId: string; addresses: string[] };
    const stored = relay.state.wallets[answered.walletId];
    expect(stored).toMatchObject({ organizationId, walletName: 'Main', exported: false, createdAt: now });
    expect(stored?.mnemonic.split(' ')).toHaveLength(12);
    expect(stored?.accounts).toEqual([
      expect.objectContaining({ ...ethereum, address: answered.addresses[0] }),
      expect.objectContaining({ ...solana, address: answered.addresses[1] }),
    ]);
    expect(answered.addresses[0]).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(answered.addresses[1]).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    // The addresses are the real derivations of the stored mnemonic.
    const again = deriveWallet({ walletName: 'Main', mnemonicLength: 12, accounts: [ethereum, solana] as never }, stored?.mnemonic);
    expect(again.accounts.map((account) => account.address)).toEqual(answered.addresses);
    expect(Object.keys(answered).sort()).toEqual(['addresses', 'walletId']);
  });

  it('makes a mnemonic of the asked length (default 12) and fresh keys per wallet', async () => {
    const long = await client.call('signup_v2', body({ walletName: 'Long', accounts: [ethereum], mnemonicLength: 24 }));
    const other = await client.call('signup_v2', body({ walletName: 'Other', accounts: [ethereum] }, { userEmail: 'bob@example.com' }));
    const longWallet = relay.state.wallets[(long.body.wallet as { walletId: string }).walletId];
    expect(longWallet?.mnemonic.split(' ')).toHaveLength(24);
    expect((other.body.wallet as { addresses: string[] }).addresses).not.toEqual((long.body.wallet as { addresses: string[] }).addresses);
  });

  it('works with a verification token and client signature (the wallet is not part of the signed message)', async () => {
    const { token, claims } = await client.verifiedToken(await client.sendCode('OTP_TYPE_EMAIL', 'ada@example.com'), now);
    const signed = await client.signupBody(token, claims);
    const result = await client.call('signup_v2', { ...signed, wallet: { walletName: 'Main', accounts: [solana] } });
    expect(result.status).toBe(200);
    expect((result.body.wallet as { addresses: string[] }).addresses).toHaveLength(1);
  });

  it.each([
    ['w', 'wallet'],
    [{ accounts: [ethereum] }, 'wallet.walletName'],
    [{ walletName: 'w' }, 'wallet.accounts'],
    [{ walletName: 'w', accounts: [ethereum, null] }, 'wallet.accounts[1]'],
    [{ walletName: 'w', accounts: [ethereum, { ...ethereum, curve: 'CURVE_P256' }] }, 'wallet.accounts[1].curve'],
    [{ walletName: 'w', accounts: [ethereum, { ...ethereum, pathFormat: 'PATH_FORMAT_SLIP44' }] }, 'wallet.accounts[1].pathFormat'],
    [{ walletName: 'w', accounts: [ethereum, { ...ethereum, path: "m/44'/60'/x" }] }, 'wallet.accounts[1].path'],
    [{ walletName: 'w', accounts: [ethereum, { ...solana, path: "m/44'/501'/0'/0" }] }, 'wallet.accounts[1].path'],
    [{ walletName: 'w', accounts: [ethereum, { ...ethereum }] }, 'wallet.accounts[1].path'],
    [{ walletName: 'w', accounts: [ethereum, { ...ethereum, addressFormat: 'ADDRESS_FORMAT_SOLANA' }] }, 'wallet.accounts[1].addressFormat'],
    [{ walletName: 'w', accounts: [ethereum, { ...ethereum, addressFormat: 'ADDRESS_FORMAT_BITCOIN_MAINNET_P2WPKH' }] }, 'wallet.accounts[1].addressFormat'],
    [{ walletName: 'w', accounts: [ethereum], mnemonicLength: 13 }, 'wallet.mnemonicLength'],
  ])('refuses %j naming %s, storing nothing', async (wallet, field) => {
    const result = await client.call('signup_v2', body(wallet));
    expect(result.status).toBe(400);
    expect(errorInfo(result.body)).toEqual({ reason: 'INVALID_ARGUMENT', field });
    expect(relay.state.organizations).toEqual({});
    expect(relay.state.users).toEqual({});
    expect(relay.state.wallets).toEqual({});
  });

  it('stores no wallet when the rest of the signup is refused (an email that has an account)', async () => {
    expect((await client.call('signup_v2', body(undefined))).status).toBe(200);
    const again = await client.call('signup_v2', body({ walletName: 'w', accounts: [ethereum] }));
    expect(again.status).toBe(409);
    expect(relay.state.wallets).toEqual({});
    expect(Object.keys(relay.state.organizations)).toHaveLength(1);
  });
});

describe('wallet reads (beyond the spec, Turnkey query paths)', () => {
  it('lists the wallets and accounts of the caller organization, never the mnemonic', async () => {
    const api = new ApiTestClient(relay, { origin: 'https://app.example.com', now: () => now });
    const key = signingKeyFromPrivateKey(randomPrivateKey());
    const apiKeys = [{ apiKeyName: 'server', publicKey: toHex(key.publicKey), curveType: 'API_KEY_CURVE_P256' }];
    const result = await client.call('signup_v2', body({ walletName: 'Main', accounts: [ethereum, solana] }, { apiKeys }));
    const organizationId = result.body.organizationId as string;
    const { walletId, addresses } = result.body.wallet as { walletId: string; addresses: string[] };
    const mnemonic = relay.state.wallets[walletId]?.mnemonic ?? '';

    for (const name of ['list_wallets', 'get_wallets']) {
      const wallets = await api.query(name, { organizationId }, key);
      expect(wallets.status).toBe(200);
      expect(wallets.body).toEqual({
        wallets: [{ walletId, walletName: 'Main', exported: false, imported: false, createdAt: expect.any(Object), updatedAt: expect.any(Object) }],
      });
    }
    for (const name of ['list_wallet_accounts', 'get_wallet_accounts']) {
      const accounts = await api.query(name, { organizationId, walletId }, key);
      expect(accounts.status).toBe(200);
      expect((accounts.body.accounts as { address: string }[]).map((account) => account.address)).toEqual(addresses);
      expect(accounts.body.accounts).toEqual([
        expect.objectContaining({ ...ethereum, organizationId, walletId, walletAccountId: expect.any(String), publicKey: expect.stringMatching(/^0[23]/) }),
        expect.objectContaining({ ...solana, organizationId, walletId }),
      ]);
      expect(JSON.stringify(accounts.body)).not.toContain(mnemonic);
    }
    expect((await api.query('get_wallet', { organizationId, walletId }, key)).body).toMatchObject({ wallet: { walletId, walletName: 'Main' } });
    const missing = await api.query('list_wallet_accounts', { organizationId, walletId: 'wallet-nope' }, key);
    expect(missing.status).toBe(404);
    expect(errorInfo(missing.body).field).toBe('walletId');
  });
});

describe('the kit relay client against the mock', () => {
  it('signs up with a wallet through createRelayClient and reads {walletId, addresses}', async () => {
    const http = createHttpClient({ fetch: ((input: RequestInfo | URL, init?: RequestInit) => relay.fetch(new Request(input, init))) as typeof fetch });
    const kit = createRelayClient({ authProxyUrl: baseUrl, configId: testConfigId, http });
    const result = await kit.signup({
      userEmail: 'ada@example.com',
      apiKeys: [],
      authenticators: [],
      oauthProviders: [],
      wallet: { walletName: 'Main', accounts: [ethereum, solana] as WalletAccountParams[], mnemonicLength: 15 },
    });
    expect(result.wallet?.addresses).toEqual(relay.state.wallets[result.wallet?.walletId ?? '']?.accounts.map((account) => account.address));
    expect(relay.state.wallets[result.wallet?.walletId ?? '']?.mnemonic.split(' ')).toHaveLength(15);
  });
});
