import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base58 } from '@scure/base';
import { beforeEach, describe, expect, it } from 'vitest';
import { verifyEnclaveEnvelope } from '../../../core/crypto/enclave-envelope';
import { decryptExportBundle } from '../../../core/crypto/export-bundle';
import { toHex } from '../../../core/encoding/hex';
import { ethereumAddress } from '../../private-keys/private-key-material';
import { ApiAccountTest, type ApiAccount } from '../../test-utils/api-account';
import { newTargetKey } from '../../test-utils/api-test-client';
import { errorInfo } from '../../test-utils/relay-test-client';

const ethereum = { curve: 'CURVE_SECP256K1', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/60'/0'/0/0", addressFormat: 'ADDRESS_FORMAT_ETHEREUM' };
const solana = { curve: 'CURVE_ED25519', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/501'/0'/0'", addressFormat: 'ADDRESS_FORMAT_SOLANA' };

let test: ApiAccountTest;
let ada: ApiAccount;
let walletId: string;
let addresses: string[];

beforeEach(async () => {
  test = new ApiAccountTest();
  ada = await test.signUp('ada@example.com', { wallet: { walletName: 'Main', accounts: [ethereum, solana] } });
  const { wallets } = await test.read<{ wallets: { walletId: string }[] }>(ada, 'list_wallets');
  walletId = wallets[0]!.walletId;
  const { accounts } = await test.read<{ accounts: { address: string }[] }>(ada, 'list_wallet_accounts', { walletId });
  addresses = accounts.map((account) => account.address);
});

const mnemonicOf = (id: string) => test.relay.state.wallets[id]!.mnemonic;
const exportedFlag = async () => (await test.read<{ wallets: { exported: boolean }[] }>(ada, 'list_wallets')).wallets[0]!.exported;

describe('export_wallet: the mnemonic in an export bundle (protocol.md section 4), as Turnkey publishes the operation', () => {
  it('opens, with the pinned signer key and the organization id, to the wallet’s mnemonic; the wallet then reads exported', async () => {
    const target = newTargetKey();
    const activity = await test.completed(ada, 'export_wallet', { walletId, targetPublicKey: target.publicKey });
    expect(activity).toMatchObject({ type: 'ACTIVITY_TYPE_EXPORT_WALLET', intent: { exportWalletIntent: { walletId, targetPublicKey: target.publicKey } } });
    const { walletId: answered, exportBundle } = (activity.result as { exportWalletResult: { walletId: string; exportBundle: string } }).exportWalletResult;
    expect(answered).toBe(walletId);
    const data = await verifyEnclaveEnvelope<Record<string, string>>(exportBundle, test.relay.keys.signer, 'exportBundle');
    expect(data).toEqual({ encappedPublic: expect.stringMatching(/^04[0-9a-f]{128}$/), ciphertext: expect.stringMatching(/^[0-9a-f]+$/), organizationId: ada.organizationId });
    const plaintext = await decryptExportBundle(exportBundle, ada.organizationId, target.privateKey, test.relay.keys.signer);
    expect(new TextDecoder().decode(plaintext)).toBe(mnemonicOf(walletId));
    expect(await exportedFlag()).toBe(true);
    await expect(decryptExportBundle(exportBundle, 'org-other', target.privateKey, test.relay.keys.signer)).rejects.toMatchObject({ code: 'bundle_invalid' });
    await expect(decryptExportBundle(exportBundle, ada.organizationId, target.privateKey, test.relay.keys.tlsFetcher)).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it('takes language MNEMONIC_LANGUAGE_ENGLISH; another published language is refused (the mock’s mnemonics are English)', async () => {
    const english = await test.submit(ada, 'export_wallet', { walletId, targetPublicKey: newTargetKey().publicKey, language: 'MNEMONIC_LANGUAGE_ENGLISH' });
    expect(english.status).toBe(200);
    const french = await test.submit(ada, 'export_wallet', { walletId, targetPublicKey: newTargetKey().publicKey, language: 'MNEMONIC_LANGUAGE_FRENCH' });
    expect(errorInfo(french.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'parameters.language' });
  });

  it('another organization’s wallet is NOT_FOUND, and stays unexported', async () => {
    const grace = await test.signUp('grace@example.com');
    const result = await test.submit(grace, 'export_wallet', { walletId, targetPublicKey: newTargetKey().publicKey });
    expect(result.status).toBe(404);
    expect(errorInfo(result.body)).toEqual({ reason: 'NOT_FOUND', field: 'parameters.walletId' });
    expect(await exportedFlag()).toBe(false);
  });
});

describe('export_wallet_account: one account’s private key, named by its address', () => {
  it.each([
    [0, 'Ethereum (secp256k1, BIP-32)'],
    [1, 'Solana (Ed25519, SLIP-10)'],
  ])('account %i, %s: the bundle opens to the 32-byte key whose address it is', async (index) => {
    const address = addresses[index]!;
    const target = newTargetKey();
    const activity = await test.completed(ada, 'export_wallet_account', { address, targetPublicKey: target.publicKey });
    const result = (activity.result as { exportWalletAccountResult: { address: string; exportBundle: string } }).exportWalletAccountResult;
    expect(result.address).toBe(address);
    const secret = await decryptExportBundle(result.exportBundle, ada.organizationId, target.privateKey, test.relay.keys.signer);
    expect(secret).toHaveLength(32);
    const derived = index === 0 ? ethereumAddress(secp256k1.getPublicKey(secret, false)) : base58.encode(ed25519.getPublicKey(secret));
    expect(derived).toBe(address);
    expect(toHex(secret)).not.toBe('00'.repeat(32));
  });

  it.each([
    [{ targetPublicKey: 'TARGET' }, 'parameters.address', 'INVALID_ARGUMENT', 400],
    [{ address: '0x0000000000000000000000000000000000000001', targetPublicKey: 'TARGET' }, 'parameters.address', 'NOT_FOUND', 404],
    [{ address: 'ADDRESS' }, 'parameters.targetPublicKey', 'INVALID_ARGUMENT', 400],
    [{ address: 'ADDRESS', targetPublicKey: '02' + '11'.repeat(32) }, 'parameters.targetPublicKey', 'INVALID_ARGUMENT', 400],
  ])('refuses %j naming %s', async (template, field, reason, status) => {
    const parameters = JSON.parse(JSON.stringify(template).replace('"ADDRESS"', JSON.stringify(addresses[0])).replace('"TARGET"', JSON.stringify(newTargetKey().publicKey))) as Record<string, unknown>;
    const result = await test.submit(ada, 'export_wallet_account', parameters);
    expect(result.status).toBe(status);
    expect(errorInfo(result.body)).toEqual({ reason, field });
  });
});

describe('MFA policies hold wallet exports as they hold private key exports (resource WALLET, action EXPORT)', () => {
  it.each([
    ["activity.resource == 'WALLET' && activity.action == 'EXPORT'", 'export_wallet'],
    ["activity.action == 'EXPORT'", 'export_wallet_account'],
  ] as const)('%s holds %s: AUTHENTICATORS_NEEDED, no result, nothing exported', async (condition, operation) => {
    await test.completed(ada, 'create_mfa_policy', {
      userId: ada.userId,
      mfaPolicyName: 'Exports',
      condition,
      requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }],
      order: 0,
    });
    const parameters = operation === 'export_wallet' ? { walletId } : { address: addresses[0] };
    const held = await test.submit(ada, operation, { ...parameters, targetPublicKey: newTargetKey().publicKey });
    expect(held.status).toBe(200);
    const activity = held.body.activity as { status: string; result?: Record<string, unknown> };
    expect(activity.status).toBe('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED');
    expect(JSON.stringify(activity.result ?? {})).not.toContain('exportBundle');
    expect(await exportedFlag()).toBe(false);
  });
});

describe('list_wallet_accounts without walletId (Turnkey: every account of the organization)', () => {
  it('lists every wallet’s accounts', async () => {
    const { accounts } = await test.read<{ accounts: { address: string; walletId: string }[] }>(ada, 'list_wallet_accounts');
    expect(accounts.map((account) => account.address)).toEqual(addresses);
  });
});
