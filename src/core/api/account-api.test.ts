import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { verifyApiStamp } from '../crypto/api-stamp-verify';
import { encryptCredentialBundle } from '../crypto/credential-bundle';
import { encryptExportBundle } from '../crypto/export-bundle';
import { productionTrustedKeys } from '../crypto/trusted-keys';
import { fromHex, toHex } from '../encoding/hex';
import { isLoginKitError, LoginKitError } from '../errors';
import type { Session } from '../session/session-types';
import { createKeyStore } from '../storage/key-store';
import type { Activity } from '../transport/activity';
import type { ActivityOutcome, ApiClient, SubmitOperation, SubmitOptions } from '../transport/api-client';
import { submitOperations, type SubmitOperationPath } from '../transport/operations';
import { createAccountApi } from './account-api';
import type { AccountApi } from './account-types';
import { compressedKey, validSubmitParameters } from './test-utils/valid-parameters';
import { signingKeyFromPrivateKey } from '../crypto/p256-private-key';

const NOW = 1_767_225_600_000;
const { signer, tlsFetcher, sessionKey } = interop.keys;

interface Submitted {
  operation: SubmitOperation;
  organizationId: string;
  parameters: Record<string, unknown>;
  options: SubmitOptions;
}

type Answer = (sent: Submitted) => ActivityOutcome<unknown> | Promise<ActivityOutcome<unknown>>;

function activity(operation: SubmitOperation, status = 'ACTIVITY_STATUS_COMPLETED', extra: Partial<Activity> = {}): Activity {
  return {
    id: 'activity-1',
    organizationId: 'org-ada',
    status,
    type: operation.type,
    intent: {},
    result: {},
    votes: [],
    fingerprint: 'sha256:00',
    canApprove: false,
    canReject: false,
    ...extra,
  };
}

const completed = (result: unknown): Answer => ({ operation }) => ({ status: 'completed', activity: activity(operation), result });

/** An account API over a fake ApiClient, signed in as Ada with a session key in a fresh key store. */
async function setup(
  answer: Answer = completed({}),
  queryAnswer: (path: string, body: Record<string, unknown>) => unknown = () => ({}),
  extra: Pick<Parameters<typeof createAccountApi>[0], 'passkeys'> = {},
) {
  const keys = createKeyStore({ indexedDB: new IDBFactory(), onWarning: () => undefined });
  const key = await keys.createSessionKey();
  const session: Session = {
    publicKey: toHex(key.publicKey),
    organizationId: 'org-ada',
    userId: 'user-ada',
    sessionType: 'SESSION_TYPE_READ_WRITE',
    expiresAt: NOW + 60_000,
    createdAt: NOW,
    method: 'otp_email',
  };
  const submitted: Submitted[] = [];
  const queried: { path: string; body: Record<string, unknown>; options: { stamper: SubmitOptions['stamper'] } }[] = [];
  const api: ApiClient = {
    submit: async <Result,>(operation: SubmitOperation, organizationId: string, parameters: Record<string, unknown>, options: SubmitOptions) => {
      const sent = { operation, organizationId, parameters, options };
      submitted.push(sent);
      return (await answer(sent)) as ActivityOutcome<Result>;
    },
    query: async <Response,>(path: string, body: Record<string, unknown>, options: { stamper: SubmitOptions['stamper'] }) => {
      queried.push({ path, body, options });
      return queryAnswer(path, body) as Response;
    },
  };
  const state = { session: session as Session | undefined };
  const account = createAccountApi({
    api,
    keys,
    currentSession: () => state.session,
    trustedKeys: { ...productionTrustedKeys, signer: signer.publicKeyUncompressed },
    now: () => NOW,
    ...extra,
  });
  return { account, keys, session, submitted, queried, state };
}

const camel = (path: string) => path.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const methodOf = (path: SubmitOperationPath) => camel(path) as keyof AccountApi;
const kitMadeTarget = new Set<SubmitOperationPath>(['otp_auth', 'create_read_write_session', 'export_private_key', 'export_wallet', 'export_wallet_account']);

/** The typed input of a submit method: the valid parameters without what the kit fills in. */
function inputOf(path: SubmitOperationPath): Record<string, unknown> {
  const { targetPublicKey: _made, ...rest } = validSubmitParameters[path];
  return kitMadeTarget.has(path) ? rest : validSubmitParameters[path];
}

type AnyMethod = (input: unknown, options?: unknown) => Promise<unknown>;
const call = (account: AccountApi, path: SubmitOperationPath, input: unknown = inputOf(path), options?: unknown) =>
  (account[methodOf(path)] as unknown as AnyMethod)(input, options);

const submitPaths = Object.keys(submitOperations) as SubmitOperationPath[];
const waiting: Answer = ({ operation }) => ({ status: 'consensusNeeded', activity: activity(operation, 'ACTIVITY_STATUS_CONSENSUS_NEEDED'), votes: [], canApprove: true, canReject: true });

describe('kit.account: one method per submit operation of the table', () => {
  it.each(submitPaths)('%s is sent by its method with the operation of the table', async (path) => {
    const { account, submitted } = await setup(waiting);
    await call(account, path);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.operation).toMatchObject({ ...submitOperations[path] });
    expect(submitted[0]!.organizationId).toBe('org-ada');
    const { targetPublicKey, ...parameters } = submitted[0]!.parameters;
    expect(kitMadeTarget.has(path) ? parameters : submitted[0]!.parameters).toEqual(inputOf(path));
    if (kitMadeTarget.has(path)) expect(targetPublicKey).toMatch(/^04[0-9a-f]{128}$/);
  });

  it.each(submitPaths)('%s is stamped (X-Stamp) with the session key', async (path) => {
    const { account, submitted, session } = await setup(waiting);
    await call(account, path);
    const body = JSON.stringify({ type: submitOperations[path].type, parameters: submitted[0]!.parameters });
    const { headerName, headerValue } = await submitted[0]!.options.stamper.stamp(body);
    expect(headerName).toBe('X-Stamp');
    expect((await verifyApiStamp(body, headerValue)).publicKey).toBe(session.publicKey);
  });
});

describe('generateAppProofs: sent only where spec section 4.1 lists it', () => {
  const listed = submitPaths.filter((path) => submitOperations[path].appProofs);
  const unlisted = submitPaths.filter((path) => !submitOperations[path].appProofs);

  it('lists it for all but create_session_profile and the MFA policies (create_mfa_policy, update_mfa_policy, delete_mfa_policy)', () => {
    expect(unlisted.sort()).toEqual(['create_mfa_policy', 'create_session_profile', 'delete_mfa_policy', 'update_mfa_policy']);
  });

  it.each(listed)('%s passes generateAppProofs on when asked, and leaves it out otherwise', async (path) => {
    const { account, submitted } = await setup(waiting);
    await call(account, path, inputOf(path), { generateAppProofs: true });
    await call(account, path);
    expect(submitted[0]!.options.generateAppProofs).toBe(true);
    expect(submitted[1]!.options).not.toHaveProperty('generateAppProofs');
  });

  it.each(unlisted)('%s refuses generateAppProofs (invalid_input) and sends nothing', async (path) => {
    const { account, submitted } = await setup(waiting);
    await expect(call(account, path, inputOf(path), { generateAppProofs: true })).rejects.toMatchObject({
      code: 'invalid_input',
      details: { field: 'options.generateAppProofs' },
    });
    expect(submitted).toHaveLength(0);
  });
});

describe('consensus outcomes are values, not errors', () => {
  it.each(submitPaths)('%s returns consensusNeeded with votes, canApprove and canReject', async (path) => {
    const votes = [{ id: 'vote-1', selection: 'VOTE_SELECTION_APPROVED', userId: 'user-2' }];
    const { account } = await setup(({ operation }) => ({
      status: 'consensusNeeded',
      activity: activity(operation, 'ACTIVITY_STATUS_CONSENSUS_NEEDED', { votes, canApprove: true, canReject: false }),
      votes,
      canApprove: true,
      canReject: false,
    }));
    expect(await call(account, path)).toMatchObject({ status: 'consensusNeeded', votes, canApprove: true, canReject: false, activity: { id: 'activity-1' } });
  });

  it('returns rejected the same way', async () => {
    const { account } = await setup(({ operation }) => ({ status: 'rejected', activity: activity(operation, 'ACTIVITY_STATUS_REJECTED'), votes: [{ id: 'v' }], canApprove: false, canReject: false }));
    expect(await account.updatePolicy({ policyId: 'policy-1', policyEffect: 'EFFECT_DENY' })).toMatchObject({ status: 'rejected', votes: [{ id: 'v' }] });
  });
});

describe('input, session and organization', () => {
  it('checks the input before anything is signed and sent, naming the field', async () => {
    const { account, submitted } = await setup();
    await expect(account.setIpAllowlist({ rules: [{ cidr: '10.0.0.0/8' }, { cidr: '10.0.0.0/33' }] })).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'rules[1].cidr' } });
    await expect(account.updateUser({ userPhoneNumber: '555-0123' })).rejects.toMatchObject({ details: { field: 'userPhoneNumber' } });
    await expect(call(account, 'update_user', 'user-1')).rejects.toMatchObject({ details: { field: 'input' } });
    expect(submitted).toHaveLength(0);
  });

  it("fills userId with the session's user where the operation takes one, and keeps a given one", async () => {
    const { account, submitted } = await setup(completed({ userId: 'user-ada' }));
    await account.updateUser({ userName: 'Ada' });
    await account.updateUser({ userId: 'user-bob', userName: 'Bob' });
    expect(submitted.map((sent) => sent.parameters)).toEqual([
      { userId: 'user-ada', userName: 'Ada' },
      { userId: 'user-bob', userName: 'Bob' },
    ]);
  });

  it("after update_user changes the session's own user, the browser learns its current names for the passkey handles seen here (signalCurrentUserDetails)", async () => {
    const signalled: unknown[] = [];
    vi.stubGlobal('PublicKeyCredential', { signalCurrentUserDetails: async (options: unknown) => void signalled.push(options) });
    const userHandles = { get: (userId: string) => (userId === 'user-ada' ? ['aGFuZGxl'] : []), remember: () => undefined };
    const user = { userId: 'user-ada', userName: 'Ada Lovelace', userEmail: 'ada@example.com', userTags: [], authenticators: [], apiKeys: [], oauthProviders: [], createdAt: { seconds: '0', nanos: '0' }, updatedAt: { seconds: '0', nanos: '0' } };
    const { account, queried } = await setup(completed({ userId: 'user-ada' }), () => ({ user }), { passkeys: { userHandles, relyingParty: () => ({ rpId: 'app.example' }) } });
    await account.updateUser({ userName: 'Ada Lovelace' });
    await vi.waitFor(() => expect(signalled).toEqual([{ rpId: 'app.example', userId: 'aGFuZGxl', name: 'ada@example.com', displayName: 'Ada Lovelace' }]));
    expect(queried.map((item) => item.path)).toEqual(['get_user']);

    await account.updateUser({ userId: 'user-bob', userName: 'Bob' }); // another user: not this browser's passkeys
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signalled).toHaveLength(1);
    expect(queried).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('without the Signals API, update_user makes no extra request', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const userHandles = { get: () => ['aGFuZGxl'], remember: () => undefined };
    const { account, queried } = await setup(completed({ userId: 'user-ada' }), () => ({}), { passkeys: { userHandles, relyingParty: () => ({ rpId: 'app.example' }) } });
    await account.updateUser({ userEmail: 'ada@example.org' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queried).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('acts in another organization when asked (e.g. the parent, for its IP allowlist)', async () => {
    const { account, submitted } = await setup();
    await account.setIpAllowlist({ enabled: false }, { organizationId: 'org-parent' });
    expect(submitted[0]!.organizationId).toBe('org-parent');
    await expect(account.setIpAllowlist({}, { organizationId: '' })).rejects.toMatchObject({ details: { field: 'options.organizationId' } });
  });

  it('refuses a targetPublicKey: the kit makes the target key itself', async () => {
    const { account, submitted } = await setup();
    await expect(call(account, 'export_private_key', { privateKeyId: 'key-1', targetPublicKey: `04${'ab'.repeat(64)}` })).rejects.toMatchObject({ details: { field: 'targetPublicKey' } });
    expect(submitted).toHaveLength(0);
  });

  it('is session_expired when signed out, when the session has expired, or when its key is gone; nothing is sent', async () => {
    const { account, submitted, queried, state, session } = await setup();
    state.session = undefined;
    expect(isLoginKitError(await account.updateUser({ userName: 'x' }).catch((error: unknown) => error), 'session_expired')).toBe(true);
    state.session = { ...session, expiresAt: NOW };
    expect(isLoginKitError(await account.getUser().catch((error: unknown) => error), 'session_expired')).toBe(true);
    state.session = { ...session, publicKey: `02${'00'.repeat(32)}` };
    expect(isLoginKitError(await account.getPolicies().catch((error: unknown) => error), 'session_expired')).toBe(true);
    expect(submitted).toHaveLength(0);
    expect(queried).toHaveLength(0);
  });
});

describe('completed results, read against the spec', () => {
  it('returns the typed result with the activity', async () => {
    const { account } = await setup(completed({ userTagId: 'tag-1', userIds: ['user-1'] }));
    const outcome = await account.createUserTag({ userTagName: 'admins', userIds: ['user-1'] });
    expect(outcome).toMatchObject({ status: 'completed', result: { userTagId: 'tag-1', userIds: ['user-1'] }, activity: { id: 'activity-1' } });
  });

  it('refuses a result without the members the spec requires, naming the member', async () => {
    const { account } = await setup(completed({ endpointId: 'endpoint-1' }));
    await expect(account.updateWebhookEndpoint({ endpointId: 'endpoint-1', isActive: false })).rejects.toMatchObject({
      code: 'response_invalid',
      details: { field: 'updateWebhookEndpointResult.webhookEndpoint' },
    });
  });

  it('lets a result the spec does not show (or an empty one) be absent', async () => {
    const { account, submitted } = await setup(completed({}));
    await account.updateMfaPolicy({ mfaPolicyId: 'mfa-1', order: 1 });
    await account.createAuthenticators({ authenticators: validSubmitParameters.create_authenticators.authenticators as never });
    await account.removeIpAllowlist({});
    await account.updateUser({ userName: 'Ada' }).catch(() => undefined);
    expect(submitted.map((sent) => sent.operation.resultOptional)).toEqual([true, true, true, undefined]);
  });
});

describe('otp_auth and create_read_write_session: the credential bundle is decrypted into the key store', () => {
  /** Answers as the service does: the session key, encrypted to the target key the kit sent. */
  const withBundle = (result: Record<string, unknown>, plaintext = fromHex(sessionKey.privateKey)): Answer => async ({ operation, parameters }) => {
    const target = fromHex(parameters.targetPublicKey as string);
    return { status: 'completed', activity: activity(operation), result: { ...result, credentialBundle: await encryptCredentialBundle(new Uint8Array(plaintext), target) } };
  };

  it('otp_auth sends a fresh uncompressed target key and returns the session key it decrypted (never its bytes)', async () => {
    const { account, keys, submitted } = await setup(withBundle({ userId: 'user-ada', apiKeyId: 'api-key-1' }));
    const outcome = await account.otpAuth({ otpId: 'otp-1', otpCode: '123456', expirationSeconds: '600' });
    expect(submitted[0]!.parameters.targetPublicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(outcome).toMatchObject({ status: 'completed', result: { userId: 'user-ada', apiKeyId: 'api-key-1', sessionKey: { publicKey: sessionKey.publicKeyCompressed, expiresAt: NOW + 600_000 } } });
    expect(JSON.stringify(outcome.status === 'completed' ? outcome.result : {})).not.toContain(sessionKey.privateKey);
    const stored = await keys.get(sessionKey.publicKeyCompressed);
    expect(stored?.privateKey.extractable).toBe(false);
  });

  it('otp_auth without a credential bundle returns the user only', async () => {
    const { account } = await setup(completed({ userId: 'user-ada' }));
    expect(await account.otpAuth({ otpId: 'otp-1', otpCode: '123456' })).toMatchObject({ status: 'completed', result: { userId: 'user-ada' } });
  });

  it('a bundle for another key is bundle_invalid', async () => {
    const { account } = await setup(async ({ operation }) => ({
      status: 'completed',
      activity: activity(operation),
      result: { userId: 'user-ada', credentialBundle: await encryptCredentialBundle(fromHex(sessionKey.privateKey), fromHex(interop.keys.receiver.publicKeyUncompressed)) },
    }));
    await expect(account.otpAuth({ otpId: 'otp-1', otpCode: '123456' })).rejects.toMatchObject({ code: 'bundle_invalid' });
  });

  it('create_read_write_session returns the session and its decrypted key (default lifetime 900 s)', async () => {
    const result = { organizationId: 'org-ada', organizationName: 'Ada', userId: 'user-ada', username: 'ada', apiKeyId: 'api-key-2' };
    const { account, keys } = await setup(withBundle(result));
    const outcome = await account.createReadWriteSession({ invalidateExisting: true });
    expect(outcome).toMatchObject({ status: 'completed', result: { ...result, sessionKey: { publicKey: sessionKey.publicKeyCompressed, expiresAt: NOW + 900_000 } } });
    expect(outcome.status === 'completed' && 'credentialBundle' in outcome.result).toBe(false);
    expect(await keys.get(sessionKey.publicKeyCompressed)).toBeDefined();
  });
});

describe('export_private_key: verified against the pinned signer and the organization, then decrypted', () => {
  const exported = new Uint8Array(fromHex('7f2fa136858eda16943314e844a12a364f9212a1e5501631c2fd56280a5d5d5a'));
  const answerWith = (organizationId: string, signerPrivateKey: string, privateKeyId = 'key-1'): Answer => async ({ operation, parameters }) => ({
    status: 'completed',
    activity: activity(operation),
    result: { privateKeyId, exportBundle: await encryptExportBundle(exported, fromHex(parameters.targetPublicKey as string), organizationId, signingKeyFromPrivateKey(fromHex(signerPrivateKey))) },
  });

  it('returns the private key bytes to the caller, and nothing else of the bundle', async () => {
    const { account, submitted } = await setup(answerWith('org-ada', signer.privateKey));
    const outcome = await account.exportPrivateKey({ privateKeyId: 'key-1' });
    expect(submitted[0]!.parameters).toEqual({ privateKeyId: 'key-1', targetPublicKey: expect.stringMatching(/^04[0-9a-f]{128}$/) });
    if (outcome.status !== 'completed') throw new Error(outcome.status);
    expect(Object.keys(outcome.result)).toEqual(['privateKeyId', 'privateKey']);
    expect(toHex(outcome.result.privateKey)).toBe(toHex(exported));
  });

  it('checks the organization the bundle names against the one acted in (bundle_invalid)', async () => {
    const { account } = await setup(answerWith('org-mallory', signer.privateKey));
    await expect(account.exportPrivateKey({ privateKeyId: 'key-1' })).rejects.toMatchObject({ code: 'bundle_invalid', details: { field: 'exportBundle' } });
  });

  it('refuses a bundle signed by a key other than the pinned signer (signature_invalid)', async () => {
    const { account } = await setup(answerWith('org-ada', tlsFetcher.privateKey));
    await expect(account.exportPrivateKey({ privateKeyId: 'key-1' })).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it('refuses the export of another key than the one asked for', async () => {
    const { account } = await setup(answerWith('org-ada', signer.privateKey, 'key-2'));
    await expect(account.exportPrivateKey({ privateKeyId: 'key-1' })).rejects.toMatchObject({ code: 'response_invalid', details: { field: 'exportPrivateKeyResult.privateKeyId' } });
  });
});

describe('export_wallet and export_wallet_account: the same checks as export_private_key, then the mnemonic or the key', () => {
  const mnemonic = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
  const accountKey = new Uint8Array(fromHex('7f2fa136858eda16943314e844a12a364f9212a1e5501631c2fd56280a5d5d5a'));
  const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  const sealed = (plaintext: Uint8Array, parameters: Record<string, unknown>, organizationId: string, signerPrivateKey: string) =>
    encryptExportBundle(plaintext, fromHex(parameters.targetPublicKey as string), organizationId, signingKeyFromPrivateKey(fromHex(signerPrivateKey)));
  const walletAnswer = (text: string, { organizationId = 'org-ada', signerKey = signer.privateKey, walletId = 'wallet-1' } = {}): Answer => async ({ operation, parameters }) => ({
    status: 'completed',
    activity: activity(operation),
    result: { walletId, exportBundle: await sealed(new TextEncoder().encode(text), parameters, organizationId, signerKey) },
  });
  const accountAnswer = ({ organizationId = 'org-ada', signerKey = signer.privateKey, answered = address } = {}): Answer => async ({ operation, parameters }) => ({
    status: 'completed',
    activity: activity(operation),
    result: { address: answered, exportBundle: await sealed(accountKey, parameters, organizationId, signerKey) },
  });

  it('exportWallet sends walletId and a target key the kit made, and returns the decrypted mnemonic only', async () => {
    const { account, submitted } = await setup(walletAnswer(mnemonic));
    const outcome = await account.exportWallet({ walletId: 'wallet-1' });
    expect(submitted[0]!.operation.type).toBe('ACTIVITY_TYPE_EXPORT_WALLET');
    expect(submitted[0]!.parameters).toEqual({ walletId: 'wallet-1', targetPublicKey: expect.stringMatching(/^04[0-9a-f]{128}$/) });
    expect(outcome).toMatchObject({ status: 'completed', result: { walletId: 'wallet-1', mnemonic } });
    expect(outcome.status === 'completed' && Object.keys(outcome.result)).toEqual(['walletId', 'mnemonic']);
  });

  it('reads a passphrase after the newline (Turnkey: "mnemonic + optional newline passphrase")', async () => {
    const { account } = await setup(walletAnswer(`${mnemonic}\nTREZOR`));
    expect(await account.exportWallet({ walletId: 'wallet-1' })).toMatchObject({ result: { mnemonic, passphrase: 'TREZOR' } });
  });

  it('exportWalletAccount sends the address and returns the account key bytes', async () => {
    const { account, submitted } = await setup(accountAnswer());
    const outcome = await account.exportWalletAccount({ address });
    expect(submitted[0]!.parameters).toEqual({ address, targetPublicKey: expect.stringMatching(/^04[0-9a-f]{128}$/) });
    if (outcome.status !== 'completed') throw new Error(outcome.status);
    expect(toHex(outcome.result.privateKey)).toBe(toHex(accountKey));
  });

  it.each([
    ['a bundle for another organization (bundle_invalid)', { organizationId: 'org-mallory' }, { code: 'bundle_invalid', details: { field: 'exportBundle' } }],
    ['a bundle signed by a key other than the pinned signer (signature_invalid)', { signerKey: tlsFetcher.privateKey }, { code: 'signature_invalid' }],
  ])('both refuse %s', async (_, bent, error) => {
    await expect((await setup(walletAnswer(mnemonic, bent))).account.exportWallet({ walletId: 'wallet-1' })).rejects.toMatchObject(error);
    await expect((await setup(accountAnswer(bent))).account.exportWalletAccount({ address })).rejects.toMatchObject(error);
  });

  it('refuses the export of another wallet or account than the one asked for (response_invalid), and a bundle that holds no words', async () => {
    await expect((await setup(walletAnswer(mnemonic, { walletId: 'wallet-2' }))).account.exportWallet({ walletId: 'wallet-1' })).rejects.toMatchObject({
      code: 'response_invalid',
      details: { field: 'exportWalletResult.walletId' },
    });
    await expect((await setup(accountAnswer({ answered: '0x0' }))).account.exportWalletAccount({ address })).rejects.toMatchObject({
      code: 'response_invalid',
      details: { field: 'exportWalletAccountResult.address' },
    });
    await expect((await setup(walletAnswer(' \n'))).account.exportWallet({ walletId: 'wallet-1' })).rejects.toMatchObject({ code: 'bundle_invalid' });
  });

  it('refuses a targetPublicKey from the caller (the kit makes it) and a language outside the published ones, before sending', async () => {
    const { account, submitted } = await setup(walletAnswer(mnemonic));
    await expect(account.exportWallet({ walletId: 'wallet-1', targetPublicKey: `04${'11'.repeat(64)}` } as never)).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'targetPublicKey' } });
    await expect(account.exportWallet({ walletId: 'wallet-1', language: 'MNEMONIC_LANGUAGE_KLINGON' as never })).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'language' } });
    expect(submitted).toHaveLength(0);
  });
});

describe('the queries: stamped, in the session organization, read against their shapes', () => {
  const at = { seconds: '1', nanos: '0' };
  const policy = { policyId: 'policy-1', policyName: 'p', effect: 'EFFECT_ALLOW', condition: '', consensus: "approvers.any(user, user.id == 'user-ada')", notes: '', createdAt: at, updatedAt: at };
  const profile = { sessionProfileId: 'sp-1', sessionProfileName: 'Read only', scope: 'read', createdAt: { seconds: '1', nanos: '0' }, updatedAt: { seconds: '1', nanos: '0' } };
  const endpoint = { endpointId: 'endpoint-1', organizationId: 'org-ada', url: 'https://hooks.example', name: 'Feed', isActive: true, subscriptions: [{ eventType: 'ACTIVITY_UPDATES' }] };
  const answers: Record<string, unknown> = {
    get_session_profiles: { sessionProfiles: [profile] },
    get_authenticator: { authenticator: { authenticatorId: 'auth-1', credentialId: 'cred-1', authenticatorName: 'Laptop' } },
    get_user: { user: { userId: 'user-ada', userName: 'Ada', userTags: [] } },
    list_policies: { policies: [policy] },
    list_webhook_endpoints: { webhookEndpoints: [endpoint] },
    get_activity: { activity: { ...activity(submitOperations.update_user), result: { updateUserResult: { userId: 'user-ada' } } } },
    get_ip_allowlist: { allowlist: { organizationId: 'org-ada', enabled: true, rules: [{ cidr: '203.0.113.0/24', createdAt: '1767225600000' }], onEvaluationError: 'DENY' } },
  };

  it('get_session_profiles (spec 4.3): {organizationId} → sessionProfiles, stamped with the session key', async () => {
    const { account, queried, session } = await setup(undefined, (path) => answers[path]);
    expect(await account.getSessionProfiles()).toEqual([profile]);
    expect(queried[0]).toMatchObject({ path: 'get_session_profiles', body: { organizationId: 'org-ada' } });
    const { headerValue } = await queried[0]!.options.stamper.stamp('{}');
    expect((await verifyApiStamp('{}', headerValue)).publicKey).toBe(session.publicKey);
  });

  it('get_authenticator (spec 4.3) reads the authenticator', async () => {
    const { account, queried } = await setup(undefined, (path) => answers[path]);
    expect(await account.getAuthenticator({ authenticatorId: 'auth-1' })).toMatchObject({ authenticatorId: 'auth-1', credentialId: 'cred-1' });
    expect(queried[0]!.body).toEqual({ organizationId: 'org-ada', authenticatorId: 'auth-1' });
  });

  it("reads beyond the spec under Turnkey's paths: get_user (the session's user by default), list_policies, list_webhook_endpoints, get_ip_allowlist", async () => {
    const { account, queried } = await setup(undefined, (path) => answers[path]);
    expect(await account.getUser()).toEqual({ userId: 'user-ada', userName: 'Ada', userTags: [] });
    expect(await account.getPolicies()).toEqual([policy]);
    expect(await account.getWebhookEndpoints()).toEqual([endpoint]);
    expect(await account.getIpAllowlist()).toEqual({ allowlist: { organizationId: 'org-ada', enabled: true, rules: [{ cidr: '203.0.113.0/24', createdAt: '1767225600000' }], onEvaluationError: 'DENY' } });
    expect(queried.map((query) => [query.path, query.body])).toEqual([
      ['get_user', { organizationId: 'org-ada', userId: 'user-ada' }],
      ['list_policies', { organizationId: 'org-ada' }],
      ['list_webhook_endpoints', { organizationId: 'org-ada' }],
      ['get_ip_allowlist', { organizationId: 'org-ada' }],
    ]);
  });

  it.each([
    ['absent', {}],
    ['null', { allowlist: null }],
    ['an empty message', { allowlist: {} }],
    ['a message of defaults', { allowlist: { organizationId: '', rules: [], enabled: false } }],
  ])('get_ip_allowlist reads {allowlist: null} when the allowlist is %s (there is none)', async (_, body) => {
    const none = await setup(undefined, () => body);
    expect(await none.account.getIpAllowlist({ publicKey: compressedKey })).toEqual({ allowlist: null });
    expect(none.queried[0]!.body).toEqual({ organizationId: 'org-ada', publicKey: compressedKey });
  });

  it('get_ip_allowlist refuses an allowlist without its published required members (response_invalid naming the member)', async () => {
    const partial = await setup(undefined, () => ({ allowlist: { enabled: true, rules: [] } }));
    await expect(partial.account.getIpAllowlist()).rejects.toMatchObject({ code: 'response_invalid', details: { field: 'allowlist.organizationId' } });
    const badRule = await setup(undefined, () => ({ allowlist: { organizationId: 'org-ada', rules: [{ label: 'office' }] } }));
    await expect(badRule.account.getIpAllowlist()).rejects.toMatchObject({ code: 'response_invalid', details: { field: 'allowlist.rules[0].cidr' } });
  });

  it('get_activity reads the activity', async () => {
    const { account } = await setup(undefined, (path) => answers[path]);
    expect(await account.getActivity({ activityId: 'activity-1' })).toMatchObject({ id: 'activity-1', result: { updateUserResult: { userId: 'user-ada' } } });
  });

  it('names a malformed answer (response_invalid) and a bad query input (invalid_input)', async () => {
    const { account, queried } = await setup(undefined, () => ({ sessionProfiles: [{ ...profile, scope: 3 }] }));
    await expect(account.getSessionProfiles()).rejects.toMatchObject({ code: 'response_invalid', details: { field: 'sessionProfiles[0].scope' } });
    await expect(account.getPolicy({ policyId: '' })).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'policyId' } });
    expect(queried).toHaveLength(1);
  });
});

describe('refusals from the service', () => {
  it("a service refusal naming parameters.<field> reaches the caller naming <field>, as the kit's own checks name it", async () => {
    const refused = new LoginKitError('already_exists', 'parameters.apiKeys[0].publicKey: is already registered', {
      details: { status: 409, reason: 'ALREADY_EXISTS', field: 'parameters.apiKeys[0].publicKey' },
    });
    const { account } = await setup(() => Promise.reject(refused));
    const error = await call(account, 'create_api_keys').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'already_exists', message: refused.message, details: { status: 409, reason: 'ALREADY_EXISTS', field: 'apiKeys[0].publicKey' } });
    const other = new LoginKitError('unauthenticated', 'X-Stamp: expired', { details: { field: 'X-Stamp' } });
    const { account: second } = await setup(() => Promise.reject(other));
    expect(await call(second, 'update_user').catch((caught: unknown) => caught)).toBe(other);
  });
});
