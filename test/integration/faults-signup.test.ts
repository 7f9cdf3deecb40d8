import { afterEach, describe, expect, it } from 'vitest';
import { createFaultHarness, startLogin, submitCode, until, type FaultHarness } from './faults-harness';

/**
 * A new user's signup whose outcome the kit cannot know (the answer was lost after the relay
 * created the account, or never sent): the kit never sends a second signup without looking the
 * account up first, and exactly one account exists afterwards.
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
const count = (paths: readonly string[], path: string) => paths.filter((item) => item === path).length;

async function signUpUnder(h: FaultHarness, contact: string, rule: Record<string, unknown>) {
  const flow = await startLogin(h, contact);
  await until(flow, ['enteringCode']);
  await h.faults({ endpoint: '/v1/signup', ...rule });
  submitCode(h, flow);
  return { flow, settled: await until(flow, ['success', 'failed']) };
}

describe('signup with an unknown outcome', () => {
  it.each([
    ['a 500 after the write', { fault: 'status', status: 500, phase: 'after' }],
    ['a 503 after the write', { fault: 'status', status: 503, phase: 'after' }],
    ['a connection dropped after the write', { fault: 'drop', phase: 'after' }],
    ['a body cut short', { fault: 'truncate', bytes: 10 }],
  ])('%s: the kit looks the account up, logs in to it, and one account exists', async (_name, rule) => {
    const h = await setup();
    const { settled } = await signUpUnder(h, 'lin@example.com', { ...rule, times: 1 });
    expect(settled).toMatchObject({ status: 'success', isNewUser: true });
    const accounts = await h.accountsOf('lin@example.com');
    expect(accounts).toHaveLength(1);
    expect(settled.status === 'success' && settled.session.organizationId).toBe(accounts[0]);
    expect(count(h.paths, '/v1/signup_v2')).toBe(1);
    // Looked up before signing up, and again after the failed signup.
    expect(count(h.paths, '/v1/account')).toBe(2);
  });

  it('a 503 before the write (no account made): failed keeping the code; Try again looks up, signs up once, logs in', async () => {
    const h = await setup();
    const { flow, settled } = await signUpUnder(h, 'mae@example.com', { fault: 'status', status: 503, times: 1 });
    expect(settled).toMatchObject({ status: 'failed', previous: 'verifying', error: { code: 'unavailable' } });
    expect(await h.accountsOf('mae@example.com')).toEqual([]);

    flow.send({ type: 'retry', now: Date.now() });
    expect(await until(flow, ['success', 'failed'])).toMatchObject({ status: 'success', isNewUser: true });
    expect(await h.accountsOf('mae@example.com')).toHaveLength(1);
    expect(count(h.paths, '/v1/signup_v2')).toBe(2);
  });

  it('the lookup after a lost signup fails too: the error is shown, and Try again logs in to the one account', async () => {
    const h = await setup();
    const flow = await startLogin(h, 'ida@example.com');
    await until(flow, ['enteringCode']);
    await h.faults({
      rules: [
        { endpoint: '/v1/signup', fault: 'drop', phase: 'after', times: 1 },
        // The first lookup (before the signup) answers; the three tries after the lost signup do not.
        { endpoint: '/v1/account', fault: 'status', status: 503, skip: 1, times: 3 },
      ],
    });
    submitCode(h, flow);
    // The signup's own failure is reported (the lookup could not tell whether it happened).
    expect(await until(flow, ['failed', 'success'])).toMatchObject({ status: 'failed', error: { code: 'network' } });

    flow.send({ type: 'retry', now: Date.now() });
    expect((await until(flow, ['success', 'failed'])).status).toBe('success');
    expect(await h.accountsOf('ida@example.com')).toHaveLength(1);
    expect(count(h.paths, '/v1/signup_v2')).toBe(1);
  });
});
