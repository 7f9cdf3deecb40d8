import { setFaults } from '../../src/mock-relay/test-utils/fault-rules';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createLoginKit, type AppProofResult, type LoginKit, type OtpState, type SignupWallet } from '../../src/core/internal';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';

/**
 * App proofs of a signup with a wallet, end to end: the real client asks for the wallet, the mock
 * relay answers with address derivation proofs and serves their boot proof, and the kit checks
 * both against the mock's enclave root — or finds what a test told the mock to spoil.
 */
const ethereumWallet: SignupWallet = {
  walletName: 'Default wallet',
  accounts: [
    { curve: 'CURVE_SECP256K1', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/60'/0'/0/0", addressFormat: 'ADDRESS_FORMAT_ETHEREUM' },
    { curve: 'CURVE_SECP256K1', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/60'/0'/0/1", addressFormat: 'ADDRESS_FORMAT_ETHEREUM' },
  ],
};

async function mockRoot(relay: MockRelay): Promise<string> {
  return (await relay.fetch(new Request('http://relay.test/__mock/proofs/root'))).text();
}

async function setup(options: { wallet?: SignupWallet | undefined; root?: 'mock' | 'production'; verify?: boolean } = {}) {
  const relay = createMockRelay({ rateLimits: false });
  const results: AppProofResult[] = [];
  const kit: LoginKit = createLoginKit({
    authProxyUrl: 'http://relay.test',
    authProxyConfigId: relay.config.configId,
    trustedKeys: relay.keys,
    indexedDB: new IDBFactory(),
    fetch: (input, init) => relay.fetch(new Request(input, init)),
    onWarning: (warning) => {
      throw warning;
    },
    ...('wallet' in options ? (options.wallet === undefined ? {} : { signupWallet: options.wallet }) : { signupWallet: ethereumWallet }),
    ...(options.root === 'production' ? {} : { appProofs: { enclaveRoot: await mockRoot(relay), ...(options.verify === undefined ? {} : { verify: options.verify }) } }),
    onAppProofs: (result) => results.push(result),
  });
  return { relay, kit, results };
}

function until(flow: { getSnapshot(): OtpState; subscribe(l: () => void): () => void }, statuses: OtpState['status'][]): Promise<OtpState> {
  return new Promise((resolve) => {
    const check = () => statuses.includes(flow.getSnapshot().status) && resolve(flow.getSnapshot());
    flow.subscribe(check);
    check();
  });
}

async function signUp(kit: LoginKit, relay: MockRelay, contact: string): Promise<OtpState> {
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
  flow.send({ type: 'setContact', contact });
  flow.send({ type: 'submitContact' });
  await until(flow, ['enteringCode']);
  flow.send({ type: 'setCode', code: relay.mailbox.filter((m) => m.contact === contact).at(-1)!.code });
  flow.send({ type: 'submitCode' });
  return until(flow, ['success', 'failed']);
}

/** The outcome `onAppProofs` receives (the check runs in the background after login). */
async function outcome(kit: LoginKit, results: AppProofResult[]): Promise<AppProofResult> {
  await new Promise<void>((resolve) => {
    if (results.length > 0) return resolve();
    const stop = kit.subscribeAppProofs(() => {
      stop();
      resolve();
    });
  });
  return results[0]!;
}

// Key generation and the verifier's first load take a while on a busy machine.
describe('app proofs of a signup with a wallet', () => {
  it('are verified: signatures, the new organization, wallet and addresses, and the boot proof to the mock root', async () => {
    const { kit, relay, results } = await setup();
    const state = await signUp(kit, relay, 'proofs-ok@example.com');
    if (state.status !== 'success') throw new Error(state.status);
    const result = await outcome(kit, results);

    expect(result.status).toBe('verified');
    expect(result.error).toBeUndefined();
    expect(result.organizationId).toBe(state.session.organizationId);
    const wallet = Object.values(relay.state.wallets).find((item) => item.organizationId === state.session.organizationId)!;
    expect(result.claims).toEqual(
      wallet.accounts.map((account) => ({ organizationId: state.session.organizationId, walletId: wallet.walletId, derivationPath: account.path, address: account.address })),
    );
    expect(result.bootProof?.ephemeralPublicKeyHex).toBe(result.proofs[0]!.publicKey);
    expect(kit.getAppProofs()).toBe(result);
    expect(results).toHaveLength(1);
  });

  it.each([
    ['app-proof-signature', 'app-proof-signature'],
    ['app-proof-payload', 'app-proof-payload'],
    ['boot-proof-chain', 'boot-proof-chain'],
    ['boot-proof-key', 'boot-proof-key'],
    ['manifest', 'manifest'],
  ] as const)('a proof spoiled by the mock (%s) is invalid: proof_invalid naming that check, the user stays logged in', async (corrupt, check) => {
    const { kit, relay, results } = await setup();
    const contact = `proofs-${corrupt}@example.com`;
    const control = await relay.fetch(new Request('http://relay.test/__mock/proofs', { method: 'POST', body: JSON.stringify({ corrupt, contact }) }));
    expect(control.status).toBe(200);

    const state = await signUp(kit, relay, contact);
    expect(state.status).toBe('success');
    const result = await outcome(kit, results);
    expect(result.status).toBe('invalid');
    expect(result.error).toMatchObject({ code: 'proof_invalid', details: { check } });
    expect(kit.getSessionState().status).toBe('signedIn');
  });

  it('checked against the production root (AWS Nitro), the mock’s attestation does not chain', async () => {
    const { kit, relay, results } = await setup({ root: 'production' });
    await signUp(kit, relay, 'proofs-aws-root@example.com');
    const result = await outcome(kit, results);
    expect(result).toMatchObject({ status: 'invalid', error: { code: 'proof_invalid', details: { check: 'boot-proof-chain' } } });
  });

  it('a wallet signup answered without its proofs (a relay dropped them) is invalid with proof_missing, not absent', async () => {
    const { kit, relay, results } = await setup();
    await setFaults(relay, { endpoint: '/v1/signup_v2', fault: 'rewrite', remove: ['/appProofs'] });
    const state = await signUp(kit, relay, 'proofs-dropped@example.com');
    expect(state.status).toBe('success');
    expect(await outcome(kit, results)).toMatchObject({ status: 'invalid', error: { code: 'proof_missing', details: { field: 'appProofs' } } });
    expect(kit.getSessionState().status).toBe('signedIn');
  });

  it('a signup without a wallet has no proofs: absent', async () => {
    const { kit, relay, results } = await setup({ wallet: undefined });
    await signUp(kit, relay, 'proofs-none@example.com');
    expect(await outcome(kit, results)).toMatchObject({ status: 'absent', proofs: [], claims: [] });
  });

  it('with appProofs.verify false nothing is checked or reported (the wallet is still created)', async () => {
    const { kit, relay, results } = await setup({ verify: false });
    const state = await signUp(kit, relay, 'proofs-off@example.com');
    if (state.status !== 'success') throw new Error(state.status);
    expect(Object.values(relay.state.wallets).some((wallet) => wallet.organizationId === state.session.organizationId)).toBe(true);
    // A full check (signatures, boot proof fetched and verified) run now finishes after any the signup would have started.
    const other = await relay.fetch(
      new Request('http://relay.test/v1/signup_v2', {
        method: 'POST',
        headers: { 'X-Auth-Proxy-Config-Id': relay.config.configId },
        body: JSON.stringify({ userEmail: 'proofs-off-other@example.com', apiKeys: [], authenticators: [], oauthProviders: [], wallet: ethereumWallet }),
      }),
    );
    const { organizationId, appProofs } = (await other.json()) as { organizationId: string; appProofs: unknown[] };
    expect((await kit.verifyAppProofs(appProofs, { organizationId })).status).toBe('verified');
    expect(results).toEqual([]);
    expect(kit.getAppProofs()).toBeUndefined();
  });

  it('a corruption for one contact leaves another’s signup alone', async () => {
    const { kit, relay, results } = await setup();
    await relay.fetch(new Request('http://relay.test/__mock/proofs', { method: 'POST', body: JSON.stringify({ corrupt: 'manifest', contact: 'someone-else@example.com' }) }));
    await signUp(kit, relay, 'proofs-untouched@example.com');
    expect((await outcome(kit, results)).status).toBe('verified');
  });

  it('kit.verifyAppProofs checks proofs of anything else with the active session; signed out it is session_expired', async () => {
    const { kit, relay, results } = await setup();
    await expect(kit.verifyAppProofs([], { organizationId: 'x' })).rejects.toMatchObject({ code: 'session_expired' });
    const state = await signUp(kit, relay, 'proofs-again@example.com');
    if (state.status !== 'success') throw new Error(state.status);
    const first = await outcome(kit, results);
    const again = await kit.verifyAppProofs(first.proofs, { organizationId: state.session.organizationId });
    expect(again.status).toBe('verified');
    const elsewhere = await kit.verifyAppProofs(first.proofs, { organizationId: 'another-organization' });
    expect(elsewhere).toMatchObject({ status: 'invalid', error: { details: { check: 'app-proof-payload' } } });
  });
});

describe('app proofs of an activity submitted with generateAppProofs', () => {
  it('the activity carries a policy outcome proof about the organization, and kit.verifyAppProofs verifies it', async () => {
    const { kit, relay, results } = await setup();
    const state = await signUp(kit, relay, 'activity-proofs@example.com');
    if (state.status !== 'success') throw new Error(state.status);
    await outcome(kit, results);
    const account = await kit.account();
    const updated = await account.updateUser({ userId: state.session.userId, userName: 'Proven' }, { generateAppProofs: true });
    const proofs = updated.activity.appProofs;
    expect(proofs).toHaveLength(1);
    const checked = await kit.verifyAppProofs(proofs, { organizationId: state.session.organizationId });
    expect(checked).toMatchObject({ status: 'verified', claims: [] });
    const plain = await account.updateUser({ userId: state.session.userId, userName: 'Unproven' });
    expect(plain.activity.appProofs).toBeUndefined();
  });
});

describe('the appProofs option is checked when the kit is made', () => {
  it.each([
    [{ enclaveRoot: 'not a certificate' }, 'appProofs.enclaveRoot'],
    [{ verify: 'yes' }, 'appProofs.verify'],
  ])('refuses %o naming the field', (appProofs, field) => {
    expect(() =>
      createLoginKit({ authProxyUrl: 'http://relay.test', authProxyConfigId: 'c', appProofs: appProofs as never, indexedDB: new IDBFactory() }),
    ).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field } }));
  });
});
