import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LoginKitOptions, OtpResendResult, Session } from '../core/internal';
import { LoginKitProvider } from './login-kit-provider';
import { createFakeKit, createTestRelay, kitOptionsFor, latestCode } from './test-utils/test-kits';
import { useOtpLogin, type UseOtpLoginOptions } from './use-otp-login';
import { useSession } from './use-session';

function renderLogin(options: LoginKitOptions, hookOptions: UseOtpLoginOptions = {}) {
  const wrapper = ({ children }: { children?: ReactNode }) => <LoginKitProvider options={options}>{children}</LoginKitProvider>;
  return renderHook(() => ({ otp: useOtpLogin(hookOptions), session: useSession() }), { wrapper });
}

/** A login against a fresh mock relay, `contact` sent, on its code screen. */
async function onCodeScreen(contact: string) {
  const relay = createTestRelay();
  const { result } = renderLogin(kitOptionsFor(relay));
  await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringContact'));
  act(() => result.current.otp.setContact(contact));
  act(() => result.current.otp.submitContact());
  await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringCode'));
  return { relay, result };
}

describe('useOtpLogin against the mock relay', () => {
  it('signs up a new email user: contact, code from the mailbox, success, and onSuccess once', async () => {
    const relay = createTestRelay();
    const onSuccess = vi.fn<(session: Session) => void>();
    const { result } = renderLogin(kitOptionsFor(relay), { onSuccess });

    expect(result.current.otp.state).toBeUndefined();
    await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringContact'));
    expect(result.current.otp.config?.otpChannels).toEqual(['email', 'sms']);

    act(() => result.current.otp.setContact('ada@example.com'));
    act(() => result.current.otp.submitContact());
    expect(result.current.otp.state?.status).toBe('sendingCode');
    await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringCode'));

    act(() => result.current.otp.setCode(latestCode(relay, 'ada@example.com')));
    act(() => result.current.otp.submitCode());
    expect(result.current.otp.state?.status).toBe('verifying');
    await waitFor(() => expect(result.current.otp.state?.status).toBe('success'), { timeout: 30_000 });

    const state = result.current.otp.state;
    if (state?.status !== 'success') throw new Error('expected success');
    expect(state.isNewUser).toBe(true);
    expect(state.session.contact).toBe('ada@example.com');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith(state.session);
    await waitFor(() => expect(result.current.session.state.status).toBe('signedIn'));
    expect(result.current.session.session?.userId).toBe(state.session.userId);
  });

  it('a wrong code ends in codeInvalid, keeping the contact and the code', async () => {
    const { relay, result } = await onCodeScreen('typo@example.com');

    const wrong = latestCode(relay, 'typo@example.com') === '000000' ? '111111' : '000000';
    act(() => result.current.otp.setCode(wrong));
    act(() => result.current.otp.submitCode());
    await waitFor(() => expect(result.current.otp.state?.status).toBe('codeInvalid'));
    const state = result.current.otp.state;
    if (state?.status !== 'codeInvalid') throw new Error('expected codeInvalid');
    expect(state.error.code).toBe('otp_invalid');
    expect(state.contact).toBe('typo@example.com');
    expect(state.code).toBe(wrong);
    expect(result.current.session.state.status).toBe('signedOut');
  });

  it('refuses an address that is not one, without asking the relay', async () => {
    const relay = createTestRelay();
    const { result } = renderLogin(kitOptionsFor(relay));
    await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringContact'));
    act(() => result.current.otp.setContact('not-an-address'));
    act(() => result.current.otp.submitContact());
    const state = result.current.otp.state;
    if (state?.status !== 'enteringContact') throw new Error('expected enteringContact');
    expect(state.error?.code).toBe('invalid_input');
    expect(relay.mailbox).toHaveLength(0);
  });

  it('starts on the requested channel', async () => {
    const relay = createTestRelay();
    const { result } = renderLogin(kitOptionsFor(relay), { channel: 'sms' });
    await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringContact'));
    expect(result.current.otp.state?.channel).toBe('sms');
  });

  it('reports a configuration that cannot load, and loads it again on reloadConfig', async () => {
    const relay = createTestRelay();
    let reachable = false;
    const options = kitOptionsFor(relay, {
      fetch: (input, init) => (reachable ? relay.fetch(new Request(input, init)) : Promise.reject(new TypeError('Failed to fetch'))),
    });
    const { result } = renderLogin(options);
    await waitFor(() => expect(result.current.otp.configError).toBeDefined(), { timeout: 30_000 });
    expect(result.current.otp.state).toBeUndefined();
    reachable = true;
    act(() => result.current.otp.reloadConfig());
    await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringContact'), { timeout: 30_000 });
    expect(result.current.otp.configError).toBeUndefined();
  });
});

describe('useOtpLogin and its flow', () => {
  it('creates one flow once the configuration is loaded and disposes it on unmount', async () => {
    const kit = createFakeKit();
    const wrapper = ({ children }: { children?: ReactNode }) => <LoginKitProvider kit={kit}>{children}</LoginKitProvider>;
    const { result, unmount } = renderHook(() => useOtpLogin(), { wrapper });
    await waitFor(() => expect(result.current.state?.status).toBe('enteringContact'));
    expect(kit.flows).toHaveLength(1);
    const flow = kit.flows[0];
    if (flow === undefined) throw new Error('no flow');
    const dispose = vi.spyOn(flow, 'dispose');
    unmount();
    await waitFor(() => expect(dispose).toHaveBeenCalledTimes(1));
  });

  it('passes the clock with resend and retry', async () => {
    const kit = createFakeKit();
    const wrapper = ({ children }: { children?: ReactNode }) => <LoginKitProvider kit={kit}>{children}</LoginKitProvider>;
    const { result } = renderHook(() => useOtpLogin(), { wrapper });
    await waitFor(() => expect(result.current.state).toBeDefined());
    const flow = kit.flows[0];
    if (flow === undefined) throw new Error('no flow');
    const send = vi.spyOn(flow, 'send');
    const before = Date.now();
    act(() => result.current.resend());
    act(() => result.current.retry());
    const [[resend], [retry]] = send.mock.calls as [[{ type: string; now: number }], [{ type: string; now: number }]];
    expect(resend).toMatchObject({ type: 'resend' });
    expect(retry).toMatchObject({ type: 'retry' });
    expect(resend.now).toBeGreaterThanOrEqual(before);
    expect(retry.now).toBeLessThanOrEqual(Date.now());
  });
});

describe('useOtpLogin: resend() says when a new code is possible', () => {
  function renderOnFakeKit() {
    const kit = createFakeKit();
    const wrapper = ({ children }: { children?: ReactNode }) => <LoginKitProvider kit={kit}>{children}</LoginKitProvider>;
    const view = renderHook(() => useOtpLogin(), { wrapper });
    const flow = () => {
      const created = kit.flows[0];
      if (created === undefined) throw new Error('no flow');
      return created;
    };
    /** Puts the flow on the code screen, a resend possible at `resendAvailableAt`. */
    const codeSent = (resendAvailableAt: number) => {
      act(() => view.result.current.setContact('ada@example.com'));
      act(() => view.result.current.submitContact());
      act(() => flow().send({ type: 'codeSent', otpId: 'otp-1', otpEncryptionTargetBundle: '{}', resendAvailableAt }));
    };
    return { ...view, codeSent };
  }

  it('during the cooldown: nothing is sent, and the result says when a resend works and how long until then', async () => {
    const { result, codeSent } = renderOnFakeKit();
    await waitFor(() => expect(result.current.state?.status).toBe('enteringContact'));
    const retryAt = Date.now() + 30_000;
    codeSent(retryAt);
    let outcome: OtpResendResult | undefined;
    act(() => void (outcome = result.current.resend()));
    expect(outcome).toMatchObject({ status: 'coolingDown', retryAt });
    if (outcome?.status !== 'coolingDown') throw new Error('expected coolingDown');
    expect(outcome.availableInMs).toBeGreaterThan(29_000);
    expect(outcome.availableInMs).toBeLessThanOrEqual(30_000);
    expect(result.current.state?.status).toBe('enteringCode');
  });

  it('after the cooldown: a new code is on its way', async () => {
    const { result, codeSent } = renderOnFakeKit();
    await waitFor(() => expect(result.current.state?.status).toBe('enteringContact'));
    codeSent(Date.now() - 1);
    let outcome: OtpResendResult | undefined;
    act(() => void (outcome = result.current.resend()));
    expect(outcome).toEqual({ status: 'sending' });
    expect(result.current.state?.status).toBe('sendingCode');
  });

  it('with no code sent yet: unavailable', async () => {
    const { result } = renderOnFakeKit();
    await waitFor(() => expect(result.current.state?.status).toBe('enteringContact'));
    expect(result.current.resend()).toEqual({ status: 'unavailable' });
  });

  it('against the mock relay: right after a code is sent, coolingDown until the code screen’s resendAvailableAt, and no second code', async () => {
    const { relay, result } = await onCodeScreen('eve@example.com');
    const state = result.current.otp.state;
    if (state?.status !== 'enteringCode') throw new Error('expected enteringCode');
    const mails = relay.mailbox.length;
    let outcome: OtpResendResult | undefined;
    act(() => void (outcome = result.current.otp.resend()));
    expect(outcome).toMatchObject({ status: 'coolingDown', retryAt: state.resendAvailableAt });
    expect(result.current.otp.state).toBe(state);
    expect(relay.mailbox).toHaveLength(mails);
  });
});

describe('useOtpLogin: cancel while the relay does not answer', () => {
  /** The relay, except that `path`'s requests wait until `release` is called. */
  function stalling(relay: ReturnType<typeof createTestRelay>, path: string) {
    const held: (() => void)[] = [];
    const options = kitOptionsFor(relay, {
      fetch: (input, init) => {
        const request = new Request(input, init);
        if (!new URL(request.url).pathname.endsWith(path)) return relay.fetch(request);
        return new Promise<Response>((resolve) => held.push(() => resolve(relay.fetch(request))));
      },
    });
    return { options, held, release: () => held.splice(0).forEach((go) => go()) };
  }

  it('a first send goes back to the address typed, and its late answer is ignored', async () => {
    const relay = createTestRelay();
    const { options, held, release } = stalling(relay, '/otp_init_v2');
    const { result } = renderLogin(options);
    await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringContact'));
    act(() => result.current.otp.setContact('ada@example.com'));
    act(() => result.current.otp.submitContact());
    await waitFor(() => expect(held).toHaveLength(1));
    expect(result.current.otp.state?.status).toBe('sendingCode');

    act(() => result.current.otp.cancel());
    expect(result.current.otp.state).toEqual({ status: 'enteringContact', channel: 'email', contact: 'ada@example.com' });
    release();
    await waitFor(() => expect(relay.mailbox).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.otp.state?.status).toBe('enteringContact');
  });

  it('a check goes back to the code typed, without an error', async () => {
    const relay = createTestRelay();
    const { options, held } = stalling(relay, '/otp_verify_v2');
    const { result } = renderLogin(options);
    await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringContact'));
    act(() => result.current.otp.setContact('ada@example.com'));
    act(() => result.current.otp.submitContact());
    await waitFor(() => expect(result.current.otp.state?.status).toBe('enteringCode'));
    const code = latestCode(relay, 'ada@example.com');
    act(() => result.current.otp.setCode(code));
    act(() => result.current.otp.submitCode());
    await waitFor(() => expect(held).toHaveLength(1));

    act(() => result.current.otp.cancel());
    expect(result.current.otp.state).toMatchObject({ status: 'enteringCode', contact: 'ada@example.com', code });
    expect(result.current.otp.state).not.toHaveProperty('error');
    expect(result.current.session.state.status).toBe('signedOut');
  });
});
