import { afterEach, describe, expect, it } from 'vitest';
import { createFaultHarness, startLogin, submitCode, until, type FaultHarness } from './faults-harness';

/**
 * The OTP login under the mock relay's fault rules: what the user typed survives every failure,
 * nothing that writes is repeated behind the user's back, and "Try again" finishes the login.
 */
const harnesses: FaultHarness[] = [];
afterEach(() => {
  for (const harness of harnesses.splice(0)) harness.dispose();
});
async function setup(): Promise<FaultHarness> {
  const harness = await createFaultHarness();
  harnesses.push(harness);
  return harness;
}
/** A login on its code screen, the fault rule set, and the code submitted: what the rule does to the check. */
async function submitCodeWithFault(contact: string, rule: Parameters<FaultHarness['faults']>[0]) {
  const h = await setup();
  const flow = await startLogin(h, contact);
  await until(flow, ['enteringCode']);
  await h.faults(rule);
  submitCode(h, flow);
  return { h, flow };
}
const count = (paths: readonly string[], path: string) => paths.filter((item) => item === path).length;

describe('latency', () => {
  it('keeps the flow busy (sendingCode) until the slow answer comes, then goes on', async () => {
    const h = await setup();
    await h.faults({ endpoint: '/v1/otp_init', fault: 'latency', ms: 150 });
    const flow = await startLogin(h, 'ada@example.com');
    expect(flow.getSnapshot().status).toBe('sendingCode');
    await until(flow, ['enteringCode']);
    submitCode(h, flow);
    expect(await until(flow, ['success', 'failed'])).toMatchObject({ status: 'success' });
  });
});

describe('5xx', () => {
  it('a 503 on otp_init is not retried behind the user: failed (unavailable) keeping the email; Try again sends one code', async () => {
    const h = await setup();
    await h.faults({ endpoint: '/v1/otp_init', fault: 'status', status: 503, times: 1 });
    const flow = await startLogin(h, 'ada@example.com');
    const failed = await until(flow, ['failed', 'enteringCode']);
    expect(failed).toMatchObject({ status: 'failed', previous: 'sendingCode', contact: 'ada@example.com', error: { code: 'unavailable' } });
    expect(count(h.paths, '/v1/otp_init_v2')).toBe(1);
    expect(h.relay.mailbox).toHaveLength(0);

    flow.send({ type: 'retry', now: Date.now() });
    expect(await until(flow, ['enteringCode', 'failed'])).toMatchObject({ status: 'enteringCode', contact: 'ada@example.com' });
    expect(h.relay.mailbox).toHaveLength(1);
    submitCode(h, flow);
    expect((await until(flow, ['success', 'failed'])).status).toBe('success');
  });

  it('a 503 on otp_verify keeps the typed code, and Try again checks it again', async () => {
    const { h, flow } = await submitCodeWithFault('grace@example.com', { endpoint: '/v1/otp_verify', fault: 'status', status: 503, times: 1 });
    const failed = await until(flow, ['failed', 'success']);
    expect(failed).toMatchObject({ status: 'failed', previous: 'verifying', code: h.lastCode('grace@example.com'), error: { code: 'unavailable' } });
    flow.send({ type: 'retry', now: Date.now() });
    expect((await until(flow, ['success', 'failed'])).status).toBe('success');
  });

  it('idempotent reads are retried: a 502 on the account lookup does not reach the user', async () => {
    const { h, flow } = await submitCodeWithFault('alan@example.com', { endpoint: '/v1/account', fault: 'status', status: 502, times: 1 });
    expect((await until(flow, ['success', 'failed'])).status).toBe('success');
    expect(count(h.paths, '/v1/account')).toBe(2);
  });

  it('a 502 on otp_login_v2 (not idempotent) is not retried behind the user: failed keeping the code; Try again logs in with the same token, without looking again', async () => {
    const { h, flow } = await submitCodeWithFault('alan@example.com', { endpoint: '/v1/otp_login', fault: 'status', status: 502, times: 1 });
    expect(await until(flow, ['failed', 'success'])).toMatchObject({ status: 'failed', previous: 'verifying', error: { code: 'unavailable' } });
    expect(count(h.paths, '/v1/otp_login_v2')).toBe(1);
    flow.send({ type: 'retry', now: Date.now() });
    expect((await until(flow, ['success', 'failed'])).status).toBe('success');
    expect(count(h.paths, '/v1/otp_verify_v2')).toBe(1);
    expect(count(h.paths, '/v1/signup_v2')).toBe(1);
    expect(count(h.paths, '/v1/account')).toBe(1);
  });
});

describe('dropped connection', () => {
  it('on otp_init: failed (network) keeping the number; Try again sends the code', async () => {
    const h = await setup();
    await h.faults({ endpoint: '/v1/otp_init', fault: 'drop', times: 1 });
    const flow = await startLogin(h, '+14155550123');
    expect(await until(flow, ['failed', 'enteringCode'])).toMatchObject({ status: 'failed', contact: '+14155550123', error: { code: 'network' } });
    flow.send({ type: 'retry', now: Date.now() });
    await until(flow, ['enteringCode']);
    submitCode(h, flow);
    expect((await until(flow, ['success', 'failed'])).status).toBe('success');
  });
});

describe('truncated body', () => {
  it('on otp_init: a LoginKitError (network), never a SyntaxError; Try again goes on', async () => {
    const h = await setup();
    await h.faults({ endpoint: '/v1/otp_init', fault: 'truncate', bytes: 20, times: 1 });
    const flow = await startLogin(h, 'katherine@example.com');
    const failed = await until(flow, ['failed', 'enteringCode']);
    expect(failed).toMatchObject({ status: 'failed', error: { name: 'LoginKitError', code: 'network' } });
    flow.send({ type: 'retry', now: Date.now() });
    await until(flow, ['enteringCode']);
    submitCode(h, flow);
    expect((await until(flow, ['success', 'failed'])).status).toBe('success');
  });

  it('on otp_verify the code was used up by the lost answer: Try again says it expired, and a new code logs in', async () => {
    const { h, flow } = await submitCodeWithFault('hedy@example.com', { endpoint: '/v1/otp_verify', fault: 'truncate', bytes: 5, times: 1 });
    expect(await until(flow, ['failed', 'success'])).toMatchObject({ status: 'failed', error: { code: 'network' } });
    flow.send({ type: 'retry', now: Date.now() });
    expect((await until(flow, ['codeExpired', 'success', 'failed'])).status).toBe('codeExpired');
    flow.send({ type: 'resend', now: Date.now() + 60 * 60 * 1000 }); // past the resend cooldown
    await until(flow, ['enteringCode']);
    submitCode(h, flow);
    expect((await until(flow, ['success', 'failed'])).status).toBe('success');
  });
});

describe('skewed clock', () => {
  it('a relay clock a few minutes off still logs in', async () => {
    const h = await setup();
    await h.faults({ endpoint: '*', fault: 'clock-skew', ms: 3 * 60 * 1000 });
    const flow = await startLogin(h, 'margaret@example.com');
    await until(flow, ['enteringCode']);
    submitCode(h, flow);
    expect((await until(flow, ['success', 'failed'])).status).toBe('success');
  });

  it('a relay clock an hour behind: the fresh token reads as expired here, so clock_skew (not "send a new code")', async () => {
    const { flow } = await submitCodeWithFault('joan@example.com', { endpoint: '/v1/otp_verify', fault: 'clock-skew', ms: -60 * 60 * 1000 });
    expect(await until(flow, ['failed', 'codeExpired', 'success'])).toMatchObject({ status: 'failed', error: { code: 'clock_skew', details: { field: 'verificationToken' } } });
  });
});
