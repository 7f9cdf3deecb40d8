import { describe, expect, it, vi } from 'vitest';
import { verifyApiStamp } from '../../crypto/api-stamp-verify';
import { LoginKitError } from '../../errors';
import type { StepUpState } from './step-up.types';
import { createHarness, newWorld } from './test-utils/step-up-harness';
import { challenge, fingerprint, heldActivity, passkeyThenCode } from './test-utils/step-up-fixtures';

const webauthnStamp = { headerName: 'X-Stamp-WebAuthn' as const, headerValue: '{"credentialId":"Y3JlZC0x"}' };
const sessionStep = { ...passkeyThenCode(), requiredMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_SESSION' }] }] };

describe('step-up effects: preparing', () => {
  it('reads the activity, its status, the account’s contacts and passkeys (stamped with the session) and the configuration', async () => {
    const h = await createHarness();
    const state = await h.until('choosing');
    expect(h.api.calls.map((call) => call.path).sort()).toEqual(['get_activity', 'get_authenticators', 'get_mfa_status', 'get_user']);
    for (const call of h.api.calls) {
      expect(call.body).toMatchObject({ organizationId: 'org-ada' });
      const { headerValue } = await call.stamper.stamp('{}');
      expect((await verifyApiStamp('{}', headerValue)).publicKey).toBe(h.session.publicKey);
    }
    expect(h.api.calls.find((call) => call.path === 'get_user')!.body).toEqual({ organizationId: 'org-ada', userId: 'user-ada' });
    expect(state).toMatchObject({ context: { codeRules: { otpLength: 6, resendCooldownMs: 30_000 }, steps: [{ options: [{ kind: 'passkey', credentialIds: ['Y3JlZC0x'] }] }, {}] } });
  });

  it('reads only what the policy needs: a session-only policy reads no contacts, passkeys or social logins', async () => {
    const world = newWorld();
    world.statuses = [sessionStep];
    const h = await createHarness({ world });
    await h.until('choosing');
    expect(h.api.calls.map((call) => call.path).sort()).toEqual(['get_activity', 'get_mfa_status']);
  });

  it('signed out: failed with session_expired, not retryable; a failed read: failed, retryable, and retry reads again', async () => {
    const out = await createHarness({ signedOut: true });
    expect(await out.until('failed')).toMatchObject({ error: { code: 'session_expired' }, retryable: false });
    const world = newWorld();
    world.failQuery.get_mfa_status = new LoginKitError('network', 'down');
    const h = await createHarness({ world });
    expect(await h.until('failed')).toMatchObject({ error: { code: 'network' }, retryable: true });
    h.flow.send({ type: 'retry', now: Date.now() });
    expect((await h.until('choosing')).status).toBe('choosing');
  });
});

describe('step-up effects: the passkey', () => {
  it('opens the prompt in the click itself, limited to the account’s passkeys, and approves with the passkey’s stamp', async () => {
    const h = await createHarness();
    await h.until('choosing');
    let answer: (stamp: typeof webauthnStamp) => void = () => undefined;
    h.prompt.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    h.flow.send({ type: 'choose', method: 'passkey' });
    expect(h.prompt).toHaveBeenCalledTimes(1); // synchronously: the browser keeps the user activation
    expect(h.flow.getSnapshot().status).toBe('prompting');
    answer(webauthnStamp);
    const next = await h.until('choosing');
    const approve = h.api.calls.find((call) => call.path === 'approve_activity')!;
    expect(approve.body).toEqual({ type: 'ACTIVITY_TYPE_APPROVE_ACTIVITY', parameters: { fingerprint } });
    expect(approve.stamp?.headerName).toBe('X-Stamp-WebAuthn');
    expect(next).toMatchObject({ context: { current: 1, steps: [{ satisfied: true }, { satisfied: false }] } });
  });

  it('a closed prompt: choosing with passkey_cancelled, nothing approved; retry opens it again', async () => {
    const h = await createHarness();
    await h.until('choosing');
    h.prompt.mockImplementationOnce(() => Promise.reject(new LoginKitError('passkey_cancelled', 'closed')));
    h.flow.send({ type: 'choose', method: 'passkey' });
    expect(await h.until('choosing')).toMatchObject({ error: { code: 'passkey_cancelled' }, failedMethod: { kind: 'passkey' } });
    expect(h.api.calls.filter((call) => call.path === 'get_mfa_status')).toHaveLength(1); // nothing sent, nothing to settle
    h.flow.send({ type: 'retry', now: Date.now() });
    expect(h.prompt).toHaveBeenCalledTimes(2);
  });

  it('cancel while the prompt is open closes it and aborts the approval', async () => {
    const h = await createHarness();
    await h.until('choosing');
    h.flow.send({ type: 'choose', method: 'passkey' });
    h.flow.send({ type: 'cancel' });
    expect(h.flow.getSnapshot()).toMatchObject({ status: 'confirmingCancel', resume: { status: 'choosing' } });
    expect(h.cancelPasskeyCeremony).toHaveBeenCalledTimes(1);
    expect(h.api.calls.find((call) => call.path === 'approve_activity')!.signal?.aborted).toBe(true);
  });
});

describe('step-up effects: the session, approvals whose answer was lost', () => {
  const sessionWorld = () => {
    const world = newWorld();
    world.statuses = [{ ...sessionStep, requiredMethods: [...sessionStep.requiredMethods, { any: [{ type: 'AUTHENTICATION_TYPE_SESSION' }] }] }];
    return world;
  };

  it('approves with the session’s key (X-Stamp) and moves to the next step', async () => {
    const h = await createHarness({ world: sessionWorld() });
    await h.until('choosing');
    h.flow.send({ type: 'choose', method: 'session' });
    expect(await h.until('choosing')).toMatchObject({ context: { current: 1 } });
    const approve = h.api.calls.find((call) => call.path === 'approve_activity')!;
    expect((await verifyApiStamp(JSON.stringify(approve.body), approve.stamp!.headerValue)).publicKey).toBe(h.session.publicKey);
  });

  it('the answer lost but the step moved on: approved; not moved on: choosing with the error', async () => {
    const world = sessionWorld();
    const approve = world.approve;
    world.approve = async (call) => {
      await approve(call);
      throw new LoginKitError('network', 'connection reset');
    };
    const h = await createHarness({ world });
    await h.until('choosing');
    h.flow.send({ type: 'choose', method: 'session' });
    expect(await h.until('choosing')).toMatchObject({ context: { current: 1 } });
    expect(h.flow.getSnapshot()).not.toHaveProperty('error');

    world.approve = async () => {
      throw new LoginKitError('network', 'connection reset');
    };
    h.flow.send({ type: 'choose', method: 'session' });
    expect(await h.until('choosing')).toMatchObject({ error: { code: 'network' }, failedMethod: { kind: 'session' }, context: { current: 1 } });
  });

  it('a refused approval because the activity no longer waits: reads it again (preparing)', async () => {
    const world = sessionWorld();
    world.approve = async () => {
      world.activity = heldActivity('ACTIVITY_STATUS_REJECTED');
      throw new LoginKitError('failed_precondition', 'waits for no approval', { details: { status: 400 } });
    };
    const h = await createHarness({ world });
    await h.until('choosing');
    h.flow.send({ type: 'choose', method: 'session' });
    expect((await h.until('rejected')).status).toBe('rejected');
  });
});

describe('step-up effects: a code to the account’s own address', () => {
  it('sends it to the address get_user gave (never a typed one)', async () => {
    const h = await createHarness({ world: Object.assign(newWorld(), { statuses: [passkeyThenCode([{ type: 'AUTHENTICATION_TYPE_PASSKEY' }])] }) });
    await h.until('choosing');
    h.flow.send({ type: 'choose', method: 'email_otp' });
    expect(await h.until('enteringCode')).toMatchObject({ contact: 'ada@example.com', otpId: 'otp-1' });
    expect(h.relay.otpInit).toHaveBeenCalledWith({ otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' }, { signal: expect.any(AbortSignal) });
  });
});

describe('step-up effects: finishing, rejecting', () => {
  it('all satisfied: reads the activity and its result through the challenge (as the operation’s call reads it)', async () => {
    const world = newWorld();
    world.statuses = [passkeyThenCode([{ type: 'AUTHENTICATION_TYPE_PASSKEY' }, { type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }])];
    world.activity = heldActivity('ACTIVITY_STATUS_PENDING');
    const readResult = vi.fn(async () => ({ privateKeyId: 'pk-1', privateKey: new Uint8Array([1]) }));
    let reads = 0;
    const h = await createHarness({ world, challenge: challenge(world.statuses[0], readResult) });
    h.api.calls.length = 0;
    const query = h.api.query.bind(h.api);
    h.api.query = (async (path: string, body: Record<string, unknown>, options: { stamper: never }) => {
      if (path === 'get_activity' && (reads += 1) === 3) world.activity = heldActivity('ACTIVITY_STATUS_COMPLETED', { exportPrivateKeyResult: {} });
      return query(path, body, options);
    }) as typeof h.api.query;
    const done = (await h.until('completed')) as Extract<StepUpState, { status: 'completed' }>;
    expect(done.result).toEqual({ privateKeyId: 'pk-1', privateKey: new Uint8Array([1]) });
    expect(readResult).toHaveBeenCalledWith(expect.objectContaining({ id: 'activity-1', status: 'ACTIVITY_STATUS_COMPLETED' }));
    expect(done.action).toEqual({ activityType: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY', key: 'export_private_key' });
  });

  it('the activity failed as it ran: failed with activity_failed', async () => {
    const world = newWorld();
    world.statuses = [passkeyThenCode([{ type: 'AUTHENTICATION_TYPE_PASSKEY' }, { type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }])];
    const h = await createHarness({ world });
    await h.until('finishing', 'failed', 'completed');
    world.activity = heldActivity('ACTIVITY_STATUS_FAILED');
    expect(await h.until('failed', 'completed')).toMatchObject({ status: 'failed', error: { code: 'activity_failed' }, retryable: false });
  });

  it('cancel, then reject: reject_activity stamped with the session, and the activity as read after it', async () => {
    const h = await createHarness();
    await h.until('choosing');
    h.flow.send({ type: 'cancel' });
    h.flow.send({ type: 'reject' });
    const rejected = (await h.until('rejected')) as Extract<StepUpState, { status: 'rejected' }>;
    expect(rejected.activity.status).toBe('ACTIVITY_STATUS_REJECTED');
    const call = h.api.calls.find((candidate) => candidate.path === 'reject_activity')!;
    expect(call.body).toEqual({ type: 'ACTIVITY_TYPE_REJECT_ACTIVITY', parameters: { fingerprint } });
    expect((await verifyApiStamp(JSON.stringify(call.body), call.stamp!.headerValue)).publicKey).toBe(h.session.publicKey);
  });

  it('a rejection that fails: back to the question with the error; dismiss leaves the activity waiting', async () => {
    const world = newWorld();
    world.reject = async () => {
      throw new LoginKitError('network', 'down');
    };
    const h = await createHarness({ world });
    await h.until('choosing');
    h.flow.send({ type: 'cancel' });
    h.flow.send({ type: 'reject' });
    expect(await h.until('confirmingCancel')).toMatchObject({ error: { code: 'network' } });
    h.flow.send({ type: 'dismiss' });
    expect(h.flow.getSnapshot().status).toBe('cancelled');
    expect(world.activity.status).toBe('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED');
  });

  it('leaving a state aborts its requests', async () => {
    const world = newWorld();
    world.statuses = [passkeyThenCode([{ type: 'AUTHENTICATION_TYPE_PASSKEY' }, { type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }])];
    world.activity = heldActivity('ACTIVITY_STATUS_PENDING');
    const h = await createHarness({ world, deps: { sleep: () => new Promise(() => undefined) } });
    await h.until('finishing');
    await vi.waitFor(() => expect(h.api.calls.filter((call) => call.path === 'get_activity')).toHaveLength(2));
    const reading = h.api.calls.at(-1)!;
    expect(reading.signal?.aborted).toBe(false);
    h.flow.dispose();
    expect(reading.signal?.aborted).toBe(true);
  });
});
