import { base64 } from '@scure/base';
import { decode, encode, Tagged } from 'cborg';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../core/encoding/hex';
import { parseAttestationDocument, parseCoseSign1 } from '../../core/proofs/attestation-document';
import { enclaveRootDer } from '../../core/proofs/enclave-root';
import { readBootProof, verifyBootProof } from '../../core/proofs/verify-boot-proof';
import { verifyAppProofs } from '../../core/internal';
import type { AppProof, BootProof } from '../../core/proofs/app-proof-types';
import { createMockRelay } from '../handler';
import { parseStoredState, type StoredState } from '../stored-state';
import { ApiAccountTest, type ApiAccount } from '../test-utils/api-account';
import { baseUrl, call } from '../test-utils/relay-test-client';

const wallet = {
  walletName: 'w',
  accounts: [
    { curve: 'CURVE_SECP256K1', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/60'/0'/0/0", addressFormat: 'ADDRESS_FORMAT_ETHEREUM' },
    { curve: 'CURVE_ED25519', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/501'/0'/0'", addressFormat: 'ADDRESS_FORMAT_SOLANA' },
  ],
};

async function rootOf(test: ApiAccountTest): Promise<Uint8Array> {
  return enclaveRootDer(await (await test.relay.fetch(new Request(`${baseUrl}/__mock/proofs/root`))).text());
}

async function bootProofOf(test: ApiAccountTest, account: ApiAccount, ephemeralKey: string): Promise<BootProof> {
  return readBootProof(await test.read(account, 'get_boot_proof', { ephemeralKey }));
}

describe('the mock relay’s app proofs and boot proof', () => {
  it('signup_v2 with a wallet answers one address derivation proof per account, and they verify end to end against the mock root', async () => {
    const test = new ApiAccountTest();
    const result = await call(test.relay, '/v1/signup_v2', { userEmail: 'proofs@example.com', apiKeys: [], authenticators: [], oauthProviders: [], wallet });
    expect(result.status).toBe(200);
    const body = result.body as { organizationId: string; wallet: { walletId: string; addresses: string[] }; appProofs: AppProof[] };
    expect(body.appProofs).toHaveLength(2);
    expect(body.appProofs.map((proof) => JSON.parse(proof.proofPayload).addressDerivationProof)).toEqual(
      wallet.accounts.map((item, index) => ({ organizationId: body.organizationId, walletId: body.wallet.walletId, derivationPath: item.path, address: body.wallet.addresses[index] })),
    );

    const account = await test.signUp('reader@example.com');
    const outcome = await verifyAppProofs({
      proofs: body.appProofs,
      expected: { organizationId: body.organizationId, walletId: body.wallet.walletId, accounts: wallet.accounts.map((item, index) => ({ path: item.path, address: body.wallet.addresses[index]! })) },
      fetchBootProof: (ephemeralKey) => test.read(account, 'get_boot_proof', { ephemeralKey }),
      enclaveRoot: await rootOf(test),
      now: test.now,
    });
    expect(outcome).toMatchObject({ status: 'verified', organizationId: body.organizationId });
  });

  it('get_boot_proof: Turnkey’s shape; an unknown ephemeral key is 404 naming ephemeralKey', async () => {
    const test = new ApiAccountTest();
    const account = await test.signUp('boot@example.com');
    const unknown = await test.query(account, 'get_boot_proof', { ephemeralKey: `04${'11'.repeat(64)}04${'22'.repeat(64)}` });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ details: [expect.objectContaining({ metadata: expect.objectContaining({ field: 'ephemeralKey' }) })] });
    const missing = await test.query(account, 'get_boot_proof', {});
    expect(missing.status).toBe(400);
  });

  it('the boot proof’s attestation is a COSE_Sign1 whose leaf key signs it; tampering with any byte of the signature is boot-proof-signature', async () => {
    const test = new ApiAccountTest();
    const account = await test.signUp('cose@example.com');
    const key = (await call(test.relay, '/v1/signup_v2', { userEmail: 'cose-w@example.com', apiKeys: [], authenticators: [], oauthProviders: [], wallet })).body as { appProofs: AppProof[] };
    const ephemeralKey = key.appProofs[0]!.publicKey;
    const bootProof = await bootProofOf(test, account, ephemeralKey);
    const root = await rootOf(test);
    await expect(verifyBootProof(bootProof, ephemeralKey, root)).resolves.not.toThrow();

    const cose = decode(base64.decode(bootProof.awsAttestationDocB64), { useMaps: true }) as [Uint8Array, Map<never, never>, Uint8Array, Uint8Array];
    const signature = cose[3].slice();
    signature[10] = signature[10]! ^ 0x01;
    const tampered = { ...bootProof, awsAttestationDocB64: base64.encode(encode([cose[0], cose[1], cose[2], signature])) };
    await expect(verifyBootProof(tampered, ephemeralKey, root)).rejects.toThrow(expect.objectContaining({ details: expect.objectContaining({ check: 'boot-proof-signature' }) }));

    // The COSE_Sign1 tag (18) is accepted as well as the untagged array Nitro sends.
    const tagged = { ...bootProof, awsAttestationDocB64: base64.encode(encode(new Tagged(18, cose))) };
    await expect(verifyBootProof(tagged, ephemeralKey, root)).resolves.not.toThrow();
    await expect(verifyBootProof({ ...bootProof, awsAttestationDocB64: 'not base64!' }, ephemeralKey, root)).rejects.toThrow(
      expect.objectContaining({ details: expect.objectContaining({ check: 'boot-proof-format' }) }),
    );
  });

  it('the attestation’s payload is an indefinite-length CBOR map (0xbf … 0xff), as AWS Nitro encodes it, and the kit reads it', async () => {
    const test = new ApiAccountTest();
    const account = await test.signUp('indefinite@example.com');
    const { appProofs } = (await call(test.relay, '/v1/signup_v2', { userEmail: 'indefinite-w@example.com', apiKeys: [], authenticators: [], oauthProviders: [], wallet })).body as { appProofs: AppProof[] };
    const ephemeralKey = appProofs[0]!.publicKey;
    const bootProof = await bootProofOf(test, account, ephemeralKey);
    const { payload } = parseCoseSign1(base64.decode(bootProof.awsAttestationDocB64));
    expect(payload[0]).toBe(0xbf);
    expect(payload.at(-1)).toBe(0xff);
    const document = parseAttestationDocument(payload);
    expect(toHex(document.publicKey!)).toBe(ephemeralKey);
    expect([...document.pcrs.keys()]).toEqual(Array.from({ length: 16 }, (_, index) => index));
    await expect(verifyBootProof(bootProof, ephemeralKey, await rootOf(test))).resolves.toMatchObject({ digest: 'SHA384' });
  });

  it('POST /__mock/proofs refuses an unknown corruption naming `corrupt`, and null clears pending ones', async () => {
    const relay = createMockRelay();
    const bad = await call(relay, '/__mock/proofs', { corrupt: 'everything' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ details: [expect.objectContaining({ metadata: expect.objectContaining({ field: 'corrupt' }) })] });
    expect((await call(relay, '/__mock/proofs', {})).status).toBe(400);
    expect((await call(relay, '/__mock/proofs', { corrupt: 'manifest', contact: 'a@example.com' })).body).toEqual({ pending: [{ corrupt: 'manifest', contact: 'a@example.com' }] });
    expect((await call(relay, '/__mock/proofs', { corrupt: null })).body).toEqual({ pending: [] });
  });

  it('keeps its enclave root with the saved state: across a restart and a reset', async () => {
    let saved: StoredState | undefined;
    const persistence = { load: () => saved, save: (state: StoredState) => void (saved = JSON.parse(JSON.stringify(state)) as StoredState) };
    const first = createMockRelay({ persistence });
    const rootPem = async (relay: ReturnType<typeof createMockRelay>) => (await relay.fetch(new Request(`${baseUrl}/__mock/proofs/root`))).text();
    const pem = await rootPem(first);
    first.reset();
    expect(await rootPem(first)).toBe(pem);
    await call(first, '/__mock/health', undefined, { method: 'GET' });
    const second = createMockRelay({ persistence });
    expect(await rootPem(second)).toBe(pem);
    expect(await rootPem(createMockRelay())).not.toBe(pem);
  });

  it('a saved state with a malformed root key is refused naming the member', () => {
    const state = JSON.parse(JSON.stringify(createMockRelay().state)) as StoredState;
    expect(() => parseStoredState({ ...state, proofRoot: { privateKey: 'xyz', createdAt: 1 } })).toThrow(expect.objectContaining({ details: { field: 'state.proofRoot.privateKey' } }));
    expect(() => parseStoredState({ ...state, proofRoot: { privateKey: 'ab'.repeat(48), createdAt: 'then' } })).toThrow(expect.objectContaining({ details: { field: 'state.proofRoot.createdAt' } }));
  });
});
