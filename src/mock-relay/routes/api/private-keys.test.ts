import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58 } from '@scure/base';
import { beforeEach, describe, expect, it } from 'vitest';
import { verifyEnclaveEnvelope } from '../../../core/crypto/enclave-envelope';
import { decryptExportBundle } from '../../../core/crypto/export-bundle';
import { fromHex, toHex } from '../../../core/encoding/hex';
import type { PrivateKeySeed } from '../../private-keys/private-key-seeds';
import { ApiAccountTest, type ApiAccount } from '../../test-utils/api-account';
import { newTargetKey } from '../../test-utils/api-test-client';
import { errorInfo } from '../../test-utils/relay-test-client';

const seeds: PrivateKeySeed[] = [
  { privateKeyName: 'treasury', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM', 'ADDRESS_FORMAT_COMPRESSED', 'ADDRESS_FORMAT_UNCOMPRESSED'] },
  { privateKeyName: 'payouts', curve: 'CURVE_ED25519', addressFormats: ['ADDRESS_FORMAT_SOLANA'] },
];

let test: ApiAccountTest;
let ada: ApiAccount;

beforeEach(async () => {
  test = new ApiAccountTest({ privateKeys: seeds });
  ada = await test.signUp('ada@example.com');
});

interface PrivateKey {
  privateKeyId: string;
  privateKeyName: string;
  curve: string;
  publicKey: string;
  addresses: { format: string; address: string }[];
  exported: boolean;
}

const listKeys = async (account = ada) => (await test.read<{ privateKeys: PrivateKey[] }>(account, 'list_private_keys')).privateKeys;
const keyNamed = async (name: string) => {
  const key = (await listKeys()).find((item) => item.privateKeyName === name);
  if (key === undefined) throw new Error(`no private key ${name}`);
  return key;
};

/** EIP-55, written out independently of the mock's helper. */
function ethereumAddressOf(uncompressedHex: string): string {
  const hex = toHex(keccak_256(fromHex(uncompressedHex).subarray(1)).subarray(12));
  const hash = toHex(keccak_256(new TextEncoder().encode(hex)));
  return `0x${[...hex].map((char, index) => (Number.parseInt(hash[index] ?? '0', 16) >= 8 ? char.toUpperCase() : char)).join('')}`;
}

async function exportKey(privateKeyId: string) {
  const target = newTargetKey();
  const result = await test.submit(ada, 'export_private_key', { privateKeyId, targetPublicKey: target.publicKey });
  return { result, target };
}

describe('private keys come from the relay setting `privateKeys`, with real key material per organization', () => {
  it('list_private_keys lists them with their curve, public key and derived addresses; never exported yet', async () => {
    const [treasury, payouts] = await listKeys();
    expect(treasury).toMatchObject({ privateKeyId: expect.stringMatching(/^privatekey-/), privateKeyName: 'treasury', curve: 'CURVE_SECP256K1', exported: false, imported: false, privateKeyTags: [] });
    expect(treasury?.publicKey).toMatch(/^04[0-9a-f]{128}$/);
    const point = secp256k1.Point.fromHex(treasury?.publicKey ?? '');
    expect(treasury?.addresses).toEqual([
      { format: 'ADDRESS_FORMAT_ETHEREUM', address: ethereumAddressOf(treasury?.publicKey ?? '') },
      { format: 'ADDRESS_FORMAT_COMPRESSED', address: toHex(point.toBytes(true)) },
      { format: 'ADDRESS_FORMAT_UNCOMPRESSED', address: treasury?.publicKey },
    ]);
    expect(payouts).toMatchObject({ privateKeyName: 'payouts', curve: 'CURVE_ED25519', exported: false });
    expect(payouts?.publicKey).toMatch(/^[0-9a-f]{64}$/);
    expect(payouts?.addresses).toEqual([{ format: 'ADDRESS_FORMAT_SOLANA', address: base58.encode(fromHex(payouts?.publicKey ?? '')) }]);
    expect(JSON.stringify(await listKeys())).not.toMatch(/"privateKey"/);
  });

  it('each organization gets its own keys; get_private_key reads one of its own only', async () => {
    const grace = await test.signUp('grace@example.com');
    const mine = await listKeys();
    const theirs = await listKeys(grace);
    expect(theirs.map((key) => key.publicKey)).not.toContain(mine[0]?.publicKey);
    const privateKeyId = mine[0]?.privateKeyId ?? '';
    expect((await test.read(ada, 'get_private_key', { privateKeyId })).privateKey).toEqual(mine[0]);
    const foreign = await test.query(grace, 'get_private_key', { privateKeyId });
    expect(foreign.status).toBe(404);
    expect(errorInfo(foreign.body)).toEqual({ reason: 'NOT_FOUND', field: 'privateKeyId' });
    expect(errorInfo((await test.query(ada, 'get_private_key')).body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'privateKeyId' });
  });
});

describe('export_private_key returns an export bundle (protocol.md section 4)', () => {
  it.each(['treasury', 'payouts'])('%s: the bundle opens, with the pinned signer key and the organization id, to the key behind the public key', async (name) => {
    const key = await keyNamed(name);
    const { result, target } = await exportKey(key.privateKeyId);
    expect(result.status).toBe(200);
    const activity = result.body.activity as { type: string; intent: Record<string, unknown>; result: { exportPrivateKeyResult: { privateKeyId: string; exportBundle: string } } };
    expect(activity.type).toBe('ACTIVITY_TYPE_EXPORT_PRIVATE_KEY');
    expect(activity.intent).toEqual({ exportPrivateKeyIntent: { privateKeyId: key.privateKeyId, targetPublicKey: target.publicKey } });
    const { privateKeyId, exportBundle } = activity.result.exportPrivateKeyResult;
    expect(privateKeyId).toBe(key.privateKeyId);

    const data = await verifyEnclaveEnvelope<Record<string, string>>(exportBundle, test.relay.keys.signer, 'exportBundle');
    expect(data).toEqual({ encappedPublic: expect.stringMatching(/^04[0-9a-f]{128}$/), ciphertext: expect.stringMatching(/^[0-9a-f]+$/), organizationId: ada.organizationId });
    const secret = await decryptExportBundle(exportBundle, ada.organizationId, target.privateKey, test.relay.keys.signer);
    expect(secret).toHaveLength(32);
    const publicKey = key.curve === 'CURVE_ED25519' ? ed25519.getPublicKey(secret) : secp256k1.getPublicKey(secret, false);
    expect(toHex(publicKey)).toBe(key.publicKey);

    await expect(decryptExportBundle(exportBundle, 'org-other', target.privateKey, test.relay.keys.signer)).rejects.toMatchObject({ code: 'bundle_invalid' });
    await expect(decryptExportBundle(exportBundle, ada.organizationId, target.privateKey, test.relay.keys.tlsFetcher)).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it('marks the key exported', async () => {
    const { privateKeyId } = await keyNamed('treasury');
    await exportKey(privateKeyId);
    expect((await keyNamed('treasury')).exported).toBe(true);
    expect((await keyNamed('payouts')).exported).toBe(false);
  });

  it.each([
    [{ targetPublicKey: 'TARGET' }, 'parameters.privateKeyId', 'INVALID_ARGUMENT', 400],
    [{ privateKeyId: 'privatekey-unknown', targetPublicKey: 'TARGET' }, 'parameters.privateKeyId', 'NOT_FOUND', 404],
    [{ privateKeyId: 'KEY' }, 'parameters.targetPublicKey', 'INVALID_ARGUMENT', 400],
    [{ privateKeyId: 'KEY', targetPublicKey: 42 }, 'parameters.targetPublicKey', 'INVALID_ARGUMENT', 400],
    [{ privateKeyId: 'KEY', targetPublicKey: '04' + 'zz'.repeat(64) }, 'parameters.targetPublicKey', 'INVALID_ARGUMENT', 400],
    [{ privateKeyId: 'KEY', targetPublicKey: '02' + '11'.repeat(32) }, 'parameters.targetPublicKey', 'INVALID_ARGUMENT', 400],
    [{ privateKeyId: 'KEY', targetPublicKey: '04' + '11'.repeat(64) }, 'parameters.targetPublicKey', 'INVALID_ARGUMENT', 400],
  ])('refuses %j naming %s and exports nothing', async (template, field, reason, status) => {
    const { privateKeyId } = await keyNamed('treasury');
    const parameters = JSON.parse(JSON.stringify(template).replace('"KEY"', JSON.stringify(privateKeyId)).replace('"TARGET"', JSON.stringify(newTargetKey().publicKey))) as Record<string, unknown>;
    const result = await test.submit(ada, 'export_private_key', parameters);
    expect(result.status).toBe(status);
    expect(errorInfo(result.body)).toEqual({ reason, field });
    expect((await keyNamed('treasury')).exported).toBe(false);
  });
});

describe('delete_private_keys refuses keys never exported unless deleteWithoutExport is true', () => {
  it('a never-exported key: 400 FAILED_PRECONDITION naming it, and the key stays', async () => {
    const { privateKeyId } = await keyNamed('treasury');
    const result = await test.submit(ada, 'delete_private_keys', { privateKeyIds: [privateKeyId] });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(9);
    expect(errorInfo(result.body)).toEqual({ reason: 'FAILED_PRECONDITION', field: 'parameters.privateKeyIds[0]' });
    expect(result.body.message).toMatch(/never exported.*deleteWithoutExport/);
    expect(await listKeys()).toHaveLength(2);
  });

  it('with deleteWithoutExport: true it is deleted (deletePrivateKeysResult {privateKeyIds})', async () => {
    const { privateKeyId } = await keyNamed('treasury');
    const activity = await test.completed(ada, 'delete_private_keys', { privateKeyIds: [privateKeyId], deleteWithoutExport: true });
    expect(activity).toMatchObject({ type: 'ACTIVITY_TYPE_DELETE_PRIVATE_KEYS', result: { deletePrivateKeysResult: { privateKeyIds: [privateKeyId] } } });
    expect((await listKeys()).map((key) => key.privateKeyName)).toEqual(['payouts']);
    const again = await test.submit(ada, 'export_private_key', { privateKeyId, targetPublicKey: newTargetKey().publicKey });
    expect(again.status).toBe(404);
  });

  it('an exported key is deleted without the flag; all or none when one of several is refused', async () => {
    const treasury = await keyNamed('treasury');
    const payouts = await keyNamed('payouts');
    await exportKey(treasury.privateKeyId);
    const mixed = await test.submit(ada, 'delete_private_keys', { privateKeyIds: [treasury.privateKeyId, payouts.privateKeyId], deleteWithoutExport: false });
    expect(errorInfo(mixed.body).field).toBe('parameters.privateKeyIds[1]');
    expect(await listKeys()).toHaveLength(2);
    expect((await test.submit(ada, 'delete_private_keys', { privateKeyIds: [treasury.privateKeyId] })).status).toBe(200);
    expect((await listKeys()).map((key) => key.privateKeyName)).toEqual(['payouts']);
  });

  it.each([
    [{}, 'parameters.privateKeyIds', 'INVALID_ARGUMENT', 400],
    [{ privateKeyIds: 'KEY' }, 'parameters.privateKeyIds', 'INVALID_ARGUMENT', 400],
    [{ privateKeyIds: [] }, 'parameters.privateKeyIds', 'INVALID_ARGUMENT', 400],
    [{ privateKeyIds: [1] }, 'parameters.privateKeyIds[0]', 'INVALID_ARGUMENT', 400],
    [{ privateKeyIds: ['privatekey-unknown'], deleteWithoutExport: true }, 'parameters.privateKeyIds[0]', 'NOT_FOUND', 404],
    [{ privateKeyIds: ['KEY', 'KEY'], deleteWithoutExport: true }, 'parameters.privateKeyIds[1]', 'INVALID_ARGUMENT', 400],
    [{ privateKeyIds: ['KEY'], deleteWithoutExport: 'yes' }, 'parameters.deleteWithoutExport', 'INVALID_ARGUMENT', 400],
  ])('refuses %j naming %s and deletes nothing', async (template, field, reason, status) => {
    const { privateKeyId } = await keyNamed('treasury');
    const parameters = JSON.parse(JSON.stringify(template).replaceAll('"KEY"', JSON.stringify(privateKeyId))) as Record<string, unknown>;
    const result = await test.submit(ada, 'delete_private_keys', parameters);
    expect(result.status).toBe(status);
    expect(errorInfo(result.body)).toEqual({ reason, field });
    expect(await listKeys()).toHaveLength(2);
  });

  it("refuses another organization's key (404)", async () => {
    const grace = await test.signUp('grace@example.com');
    const { privateKeyId } = await keyNamed('treasury');
    const result = await test.submit(grace, 'delete_private_keys', { privateKeyIds: [privateKeyId], deleteWithoutExport: true });
    expect(result.status).toBe(404);
    expect(await listKeys()).toHaveLength(2);
  });
});
