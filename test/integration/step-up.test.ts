import { describe, expect, it, vi } from 'vitest';
import type { AccountApi, Flow, LoginKit, MfaChallenge, StepUpEvent, StepUpState, StepUpStatus } from '../../src/core/internal';
import { stepUpOutcome } from '../../src/core/internal';
import type { MockRelay } from '../../src/mock-relay/index';
import { listFaults, setFaults } from '../../src/mock-relay/test-utils/fault-rules';
import { logIn, setupPasskeyKit, signUp, sessionOf, usePasskeyDevice } from './passkey-test-kit';

/**
 * MFA step-up end to end: the real client (kit.account(), kit.createStepUpFlow) against the
 * in-process mock relay, which holds the activities an MFA policy applies to and checks every
 * approval (passkeys with @simplewebauthn/server, attested stamps against its pinned keys). The
 * browser's WebAuthn is a software passkey device.
 */
vi.mock('@simplewebauthn/browser', async () => (await import('./passkey-browser-stub')).passkeyBrowserStub);
usePasskeyDevice();

const email = 'ada@example.com';
const passkeyThenEmail = [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }, { any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }] as const;

async function until(flow: Flow<StepUpState, StepUpEvent>, ...statuses: StepUpStatus[]): Promise<StepUpState> {
  if (statuses.includes(flow.getSnapshot().status)) return flow.getSnapshot();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still ${JSON.stringify(flow.getSnapshot().status)}, expected ${statuses.join('|')}`)), 30_000);
    const stop = flow.subscribe(() => {
      const state = flow.getSnapshot();
      if (!statuses.includes(state.status)) return;
      clearTimeout(timer);
      stop();
      resolve(state);
    });
  });
}

const lastCode = (relay: MockRelay): string => relay.mailbox.filter((mail) => mail.contact === email).at(-1)?.code ?? '';

/** Ada signs up with a passkey, gives her account an email address, and adds `steps` as a policy on `condition`. */
async function adaWithPolicy(condition: string, steps: readonly unknown[] = passkeyThenEmail) {
  const made = setupPasskeyKit({ enabledProviders: ['email', 'passkey'], privateKeys: [{ privateKeyName: 'treasury', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM'] }] });
  const session = sessionOf((await signUp(made.kit, made.device, 'Ada')).state);
  const account = await made.kit.account();
  expect((await account.updateUser({ userEmail: email })).status).toBe('completed');
  const policy = await account.createMfaPolicy({ mfaPolicyName: 'Sensitive', condition, requiredAuthenticationMethods: steps as never, order: 0 });
  expect(policy.status).toBe('completed');
  const [privateKey] = await account.getPrivateKeys();
  return { ...made, session, account, privateKeyId: privateKey!.privateKeyId };
}

async function heldExport(account: AccountApi, privateKeyId: string): Promise<MfaChallenge> {
  const outcome = await account.exportPrivateKey({ privateKeyId });
  expect(outcome).toMatchObject({ status: 'mfaRequired', activity: { status: 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED' } });
  return outcome as MfaChallenge;
}

/** Step 2: the code sent to the account's own address, typed. */
async function enterCode(flow: Flow<StepUpState, StepUpEvent>, relay: MockRelay, code: string | undefined = undefined): Promise<void> {
  await until(flow, 'enteringCode', 'codeInvalid');
  flow.send({ type: 'setCode', code: code ?? lastCode(relay) });
  flow.send({ type: 'submitCode' });
}

describe('step-up against the mock relay', () => {
  it('an export held by "passkey, then an email code": the passkey, the code, then the key itself', async () => {
    const { kit, relay, device, account, privateKeyId } = await adaWithPolicy("activity.action == 'EXPORT'");
    const challenge = await heldExport(account, privateKeyId);
    expect(challenge.mfaStatuses).toEqual([expect.objectContaining({ satisfied: false, satisfiedMethods: [] })]);

    const flow = kit.createStepUpFlow(challenge);
    const first = await until(flow, 'choosing');
    expect(first).toMatchObject({ context: { current: 0, action: { key: 'export_private_key' }, steps: [{ options: [{ kind: 'passkey' }] }, { options: [{ kind: 'email_otp', contact: email }] }] } });

    const prompts = device.prompts.length;
    flow.send({ type: 'choose', method: 'passkey' });
    expect(device.prompts.length).toBe(prompts + 1); // in the click's call stack
    expect((await until(flow, 'choosing', 'failed')) as unknown).toMatchObject({ status: 'choosing', context: { current: 1 } });

    flow.send({ type: 'choose', method: 'email_otp' });
    await enterCode(flow, relay);
    const done = await until(flow, 'completed', 'failed', 'codeFailed');
    if (done.status !== 'completed') throw new Error(JSON.stringify(done));
    const result = done.result as { privateKeyId: string; privateKey: Uint8Array };
    expect(result.privateKeyId).toBe(privateKeyId);
    expect(result.privateKey).toBeInstanceOf(Uint8Array);
    expect(result.privateKey).toHaveLength(32);
    expect(done.activity.status).toBe('ACTIVITY_STATUS_COMPLETED');
    flow.dispose();
  });

  it('a wrong code first: codeInvalid, the activity still waiting; then the right one completes it', async () => {
    const { kit, relay, account, privateKeyId } = await adaWithPolicy("activity.action == 'EXPORT'", [{ any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }]);
    const challenge = await heldExport(account, privateKeyId);
    const flow = kit.createStepUpFlow(challenge);
    await until(flow, 'choosing');
    flow.send({ type: 'choose', method: 'email_otp' });
    await until(flow, 'enteringCode');
    const right = lastCode(relay);
    await enterCode(flow, relay, right === '000000' ? '111111' : '000000');
    expect(await until(flow, 'codeInvalid', 'codeFailed', 'completed')).toMatchObject({ status: 'codeInvalid', error: { code: 'otp_invalid' } });
    expect((await account.getActivity({ activityId: challenge.activity.id })).status).toBe('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED');
    await enterCode(flow, relay, right);
    expect(await until(flow, 'completed', 'failed', 'codeFailed', 'codeInvalid')).toMatchObject({ status: 'completed', result: { privateKeyId } });
  });

  it('a relay that swaps the verification token for another contact’s (genuinely signed): untrusted_response naming the contact, and nothing is approved', async () => {
    const { kit, relay, account, privateKeyId } = await adaWithPolicy("activity.action == 'EXPORT'", [{ any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }]);
    await setFaults(relay, { endpoint: '/v1/otp_verify_v2', fault: 'swap-token', to: 'mallory@example.com', contact: email });
    const challenge = await heldExport(account, privateKeyId);
    const flow = kit.createStepUpFlow(challenge);
    await until(flow, 'choosing');
    flow.send({ type: 'choose', method: 'email_otp' });
    await enterCode(flow, relay);
    expect(await until(flow, 'codeFailed', 'codeInvalid', 'failed', 'completed')).toMatchObject({
      error: { code: 'untrusted_response', details: { field: 'verificationToken', check: 'contact' } },
    });
    expect(await listFaults(relay)).toMatchObject([{ fault: 'swap-token', applied: 1 }]);
    expect((await account.getActivity({ activityId: challenge.activity.id })).status).toBe('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED');
  });

  it('cancel, then reject: the activity ends REJECTED and nothing is exported', async () => {
    const { kit, account, privateKeyId } = await adaWithPolicy("activity.action == 'EXPORT'");
    const challenge = await heldExport(account, privateKeyId);
    const flow = kit.createStepUpFlow(challenge);
    await until(flow, 'choosing');
    flow.send({ type: 'cancel' });
    expect(flow.getSnapshot()).toMatchObject({ status: 'confirmingCancel', resume: { status: 'choosing' } });
    flow.send({ type: 'reject' });
    const rejected = await until(flow, 'rejected', 'confirmingCancel', 'failed');
    expect(rejected).toMatchObject({ status: 'rejected', activity: { id: challenge.activity.id, status: 'ACTIVITY_STATUS_REJECTED', result: {} } });
    expect((await account.getActivity({ activityId: challenge.activity.id })).status).toBe('ACTIVITY_STATUS_REJECTED');
  });

  it('deleting a passkey held by "a passkey": approved with another passkey, completed with the result', async () => {
    const { kit, device, account } = await adaWithPolicy("activity.resource == 'CREDENTIAL' && activity.action == 'DELETE'", [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }]);
    const [first] = await account.getAuthenticators();
    const added = await kit.passkeys.add('Phone');
    device.pick = device.passkeys[0]; // approve with the first, delete the second
    const outcome = await account.deleteAuthenticators({ authenticatorIds: [added.authenticatorId] });
    expect(outcome.status).toBe('mfaRequired');
    const flow = kit.createStepUpFlow(outcome as MfaChallenge);
    const choosing = await until(flow, 'choosing');
    expect(choosing).toMatchObject({ context: { action: { key: 'delete_authenticators' }, steps: [{ options: [{ kind: 'passkey', credentialIds: expect.arrayContaining([first!.credentialId.replace(/=+$/, '')]) }] }] } });
    flow.send({ type: 'choose', method: 'passkey' });
    expect(await until(flow, 'completed', 'failed', 'choosing')).toMatchObject({ status: 'completed', result: { authenticatorIds: [added.authenticatorId] } });
    expect((await account.getAuthenticators()).map((item) => item.authenticatorId)).toEqual([first!.authenticatorId]);
  });

  it('a closed passkey prompt: passkey_cancelled, the activity still waiting; retry approves', async () => {
    const { kit, device, account, privateKeyId } = await adaWithPolicy("activity.action == 'EXPORT'", [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }]);
    const flow = kit.createStepUpFlow(await heldExport(account, privateKeyId));
    await until(flow, 'choosing');
    device.failNext = 'NotAllowedError';
    flow.send({ type: 'choose', method: 'passkey' });
    expect(await until(flow, 'choosing', 'failed')).toMatchObject({ status: 'choosing', error: { code: 'passkey_cancelled' }, failedMethod: { kind: 'passkey' } });
    flow.send({ type: 'retry', now: Date.now() });
    expect(await until(flow, 'completed', 'failed', 'choosing')).toMatchObject({ status: 'completed', result: { privateKeyId } });
  });

  it('the kit’s onMfaRequired option: the call itself resolves with the exported key once the handler’s step-up completes', async () => {
    const made: { kit?: LoginKit; relay?: MockRelay } = {};
    const onMfaRequired = vi.fn(async (challenge: MfaChallenge) => {
      const flow = made.kit!.createStepUpFlow(challenge);
      const outcome = stepUpOutcome(flow);
      // The submitting session counts for the first step ([session] then [email code]): the code is what is left.
      expect(await until(flow, 'choosing')).toMatchObject({ context: { current: 1 } });
      flow.send({ type: 'choose', method: 'email_otp' });
      await enterCode(flow, made.relay!);
      return outcome;
    });
    const ada = await adaWithPolicyAndHandler(onMfaRequired);
    Object.assign(made, { kit: ada.kit, relay: ada.relay });
    const outcome = await ada.account.exportPrivateKey({ privateKeyId: ada.privateKeyId });
    expect(onMfaRequired).toHaveBeenCalledTimes(1);
    expect(outcome.status).toBe('completed');
    if (outcome.status === 'completed') expect(outcome.result.privateKey).toHaveLength(32);
  });

  it('kit.setMfaHandler (what <StepUpDialog> registers): the call resolves with what it answers; unregistered, with the challenge; the onMfaRequired option wins over it', async () => {
    const ada = await adaWithPolicy("activity.action == 'EXPORT'");
    const registered = vi.fn(async (challenge: MfaChallenge) => challenge);
    const unregister = ada.kit.setMfaHandler(registered);
    expect(await ada.account.exportPrivateKey({ privateKeyId: ada.privateKeyId })).toMatchObject({ status: 'mfaRequired' });
    expect(registered).toHaveBeenCalledTimes(1);
    unregister();
    await heldExport(ada.account, ada.privateKeyId);
    expect(registered).toHaveBeenCalledTimes(1);

    const option = vi.fn(async (challenge: MfaChallenge) => challenge);
    const withOption = await adaWithPolicyAndHandler(option);
    withOption.kit.setMfaHandler(registered);
    await withOption.account.exportPrivateKey({ privateKeyId: withOption.privateKeyId });
    expect(option).toHaveBeenCalledTimes(1);
    expect(registered).toHaveBeenCalledTimes(1);
  });
});

describe('passkey changes an MFA policy holds (kit.passkeys)', () => {
  it('remove: with no handler it fails mfa_required and the passkey stays; with one, its step-up completes and the passkey is deleted', async () => {
    const ada = await adaWithPolicy("activity.resource == 'CREDENTIAL' && activity.action == 'DELETE'", [{ any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }]);
    const added = await ada.kit.passkeys.add('Work laptop');
    const ids = async (): Promise<string[]> => (await ada.kit.passkeys.list()).map((item) => item.authenticatorId);
    expect(await ids()).toContain(added.authenticatorId);

    await expect(ada.kit.passkeys.remove(added.authenticatorId)).rejects.toMatchObject({ code: 'mfa_required' });
    expect(await ids()).toContain(added.authenticatorId);

    const handler = vi.fn(async (challenge: MfaChallenge) => {
      expect(challenge.operation.path).toBe('delete_authenticators');
      const flow = ada.kit.createStepUpFlow(challenge);
      const outcome = stepUpOutcome(flow);
      if ((await until(flow, 'choosing', 'enteringCode')).status === 'choosing') flow.send({ type: 'choose', method: 'email_otp' });
      await enterCode(flow, ada.relay);
      return outcome;
    });
    ada.kit.setMfaHandler(handler);
    await ada.kit.passkeys.remove(added.authenticatorId);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(await ids()).not.toContain(added.authenticatorId);
  });

  it('add: a rejected step-up fails activity_rejected and adds nothing', async () => {
    const ada = await adaWithPolicy("activity.resource == 'CREDENTIAL' && activity.action == 'CREATE'", [{ any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }]);
    const before = (await ada.kit.passkeys.list()).length;
    ada.kit.setMfaHandler(async (challenge) => {
      const flow = ada.kit.createStepUpFlow(challenge);
      const outcome = stepUpOutcome(flow);
      await until(flow, 'choosing', 'enteringCode');
      flow.send({ type: 'cancel' });
      await until(flow, 'confirmingCancel');
      flow.send({ type: 'reject' });
      return outcome;
    });
    await expect(ada.kit.passkeys.add('Work laptop')).rejects.toMatchObject({ code: 'activity_rejected' });
    expect(await ada.kit.passkeys.list()).toHaveLength(before);
  });
});

async function adaWithPolicyAndHandler(onMfaRequired: (challenge: MfaChallenge) => Promise<never> | Promise<unknown>) {
  const made = setupPasskeyKit(
    { enabledProviders: ['email', 'passkey'], privateKeys: [{ privateKeyName: 'treasury', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM'] }] },
    { onMfaRequired: onMfaRequired as never },
  );
  await signUp(made.kit, made.device, 'Ada');
  // A signup's key is an API key of the account; a login's (create_read_write_session) is a session.
  await made.kit.logout();
  sessionOf((await logIn(made.kit, made.device)).state);
  const account = await made.kit.account();
  await account.updateUser({ userEmail: email });
  await account.createMfaPolicy({
    mfaPolicyName: 'Export',
    condition: "activity.action == 'EXPORT'",
    requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_SESSION' }] }, { any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }],
    order: 0,
  });
  const [privateKey] = await account.getPrivateKeys();
  return { ...made, account, privateKeyId: privateKey!.privateKeyId };
}
