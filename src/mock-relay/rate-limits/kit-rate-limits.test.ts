import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createLoginKit, type LoginKit, type OtpState } from '../../core/internal';
import { createMockRelay, type MockRelay, type MockRelayOptions } from '../handler';
import { call, testConfigId } from '../test-utils/relay-test-client';

/**
 * The kit against a rate-limited mock relay: a 429 with Retry-After becomes a `rate_limited`
 * LoginKitError carrying `retryAfterMs`, and the OTP flow waits in `rateLimited` until exactly
 * then (the modal's countdown reads `retryAt`). The relay's clock is fixed, so its Retry-After is known.
 */
const relayNow = Date.UTC(2030, 0, 1);
const clientAddress = '203.0.113.7';

function setup(options: MockRelayOptions = {}): { relay: MockRelay; kit: LoginKit } {
  const relay = createMockRelay({ now: () => relayNow, ...options, config: { configId: testConfigId, ...options.config } });
  const kit = createLoginKit({
    authProxyUrl: 'http://relay.test',
    authProxyConfigId: testConfigId,
    trustedKeys: relay.keys,
    indexedDB: new IDBFactory(),
    fetch: (input, init) => relay.fetch(new Request(input, init), { clientAddress }),
    onWarning: (warning) => {
      throw warning;
    },
  });
  return { relay, kit };
}

type Flow = ReturnType<LoginKit['createOtpFlow']>;

function until(flow: Flow, statuses: OtpState['status'][]): Promise<OtpState> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const state = flow.getSnapshot();
      if (!statuses.includes(state.status)) return false;
      resolve(state);
      return true;
    };
    if (check()) return;
    const timer = setTimeout(() => reject(new Error(`still ${flow.getSnapshot().status}`)), 5000);
    const stop = flow.subscribe(() => {
      if (check()) {
        clearTimeout(timer);
        stop();
      }
    });
  });
}

async function askForCode(kit: LoginKit, contact: string): Promise<{ flow: Flow; state: OtpState; before: number; after: number }> {
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
  flow.send({ type: 'setContact', contact });
  const before = Date.now();
  flow.send({ type: 'submitContact' });
  const state = await until(flow, ['enteringCode', 'rateLimited', 'failed']);
  return { flow, state, before, after: Date.now() };
}

describe('the kit follows the mock relay’s rate limits', () => {
  it('codes for one contact: the sixth request waits for the relay’s Retry-After', async () => {
    const { relay, kit } = setup();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await call(relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' })).status).toBe(200);
    }
    const { state, before, after } = await askForCode(kit, 'ada@example.com');
    expect(state).toMatchObject({ status: 'rateLimited', previous: 'sendingCode', contact: 'ada@example.com', error: { code: 'rate_limited', details: { retryAfterMs: 60_000 } } });
    const retryAt = state.status === 'rateLimited' ? state.retryAt : 0;
    expect(retryAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(retryAt).toBeLessThanOrEqual(after + 60_000);
  });

  it('codes from one address: over the per-address limit, any contact waits', async () => {
    const { kit } = setup({ rateLimits: { otpInitPerAddress: { limit: 2, windowSeconds: 45 } } });
    expect((await askForCode(kit, 'one@example.com')).state.status).toBe('enteringCode');
    expect((await askForCode(kit, 'two@example.com')).state.status).toBe('enteringCode');
    const { state } = await askForCode(kit, 'three@example.com');
    expect(state).toMatchObject({ status: 'rateLimited', previous: 'sendingCode', error: { code: 'rate_limited', details: { retryAfterMs: 45_000 } } });
  });

  it('code checks for one contact: over the limit, the code screen waits with the code kept', async () => {
    const { relay, kit } = setup({ rateLimits: { otpVerifyPerContact: { limit: 1, windowSeconds: 30 } } });
    const { flow, state } = await askForCode(kit, 'grace@example.com');
    expect(state.status).toBe('enteringCode');
    const code = relay.mailbox.at(-1)?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    flow.send({ type: 'setCode', code: wrong });
    flow.send({ type: 'submitCode' });
    expect(await until(flow, ['codeInvalid', 'rateLimited', 'failed'])).toMatchObject({ status: 'codeInvalid' });

    flow.send({ type: 'setCode', code });
    flow.send({ type: 'submitCode' });
    const limited = await until(flow, ['success', 'rateLimited', 'failed']);
    expect(limited).toMatchObject({ status: 'rateLimited', previous: 'verifying', code, error: { code: 'rate_limited', details: { retryAfterMs: 30_000 } } });
  });

  it('with rateLimits: false, nothing is limited', async () => {
    const { relay, kit } = setup({ rateLimits: false, config: { otpSendLimit: 1 } });
    await call(relay, '/v1/otp_init_v2', { otpType: 'OTP_TYPE_EMAIL', contact: 'alan@example.com' });
    expect((await askForCode(kit, 'alan@example.com')).state.status).toBe('enteringCode');
  });
});
