import { act, renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { initialStepUpState, transitionStepUp, type MfaChallenge, type StepUpEvent, type StepUpState } from '../core/internal';
import { challenge, heldActivity, passkeyThenCode, prepared } from '../core/flows/step-up/test-utils/step-up-fixtures';
import { LoginKitProvider } from './login-kit-provider';
import { createFakeFlow, createFakeKit, type FakeFlow } from './test-utils/test-kits';
import { stepUpStateOutcome, useStepUp } from './use-step-up';

function setup() {
  const flows: FakeFlow<StepUpState, StepUpEvent>[] = [];
  const createStepUpFlow = vi.fn((given: MfaChallenge) => {
    const flow = createFakeFlow<StepUpState, StepUpEvent>(initialStepUpState(given), transitionStepUp);
    flows.push(flow);
    return flow;
  });
  const kit = Object.assign(createFakeKit(), { createStepUpFlow });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <StrictMode>
      <LoginKitProvider kit={kit}>{children}</LoginKitProvider>
    </StrictMode>
  );
  return { flows, createStepUpFlow, wrapper };
}

describe('useStepUp', () => {
  it('nothing without a challenge; one flow per challenge under StrictMode, disposed when it changes', async () => {
    const { flows, createStepUpFlow, wrapper } = setup();
    const first = challenge();
    const { result, rerender } = renderHook(({ given }: { given: MfaChallenge | undefined }) => useStepUp(given), { wrapper, initialProps: { given: undefined as MfaChallenge | undefined } });
    expect(result.current.state).toBeUndefined();
    rerender({ given: first });
    expect(result.current.state).toEqual({ status: 'preparing', challenge: first });
    expect(createStepUpFlow).toHaveBeenCalledTimes(1);
    const second = challenge();
    rerender({ given: second });
    await Promise.resolve();
    expect(flows[0]!.disposed).toBe(true);
    expect(result.current.state).toEqual({ status: 'preparing', challenge: second });
  });

  it('each action sends its event (now-stamped where the flow needs the time)', () => {
    const { flows, wrapper } = setup();
    const given = challenge();
    const { result } = renderHook(() => useStepUp(given), { wrapper });
    act(() => flows[0]!.send({ type: 'prepared', prepared: prepared() }));
    expect(result.current.state?.status).toBe('choosing');
    const actions = result.current;
    act(() => actions.choose('oauth', 'google'));
    act(() => actions.choose('passkey'));
    act(() => {
      actions.setCode('12');
      actions.submitCode();
      actions.resend();
      actions.retry();
      actions.back();
      actions.cancel();
      actions.reject();
      actions.dismiss();
    });
    const sent = flows[0]!.events.slice(1).map((event) => ('now' in event ? { ...event, now: typeof event.now } : event));
    expect(sent).toEqual([
      { type: 'choose', method: 'oauth', provider: 'google' },
      { type: 'choose', method: 'passkey' },
      { type: 'setCode', code: '12' },
      { type: 'submitCode' },
      { type: 'resend', now: 'number' },
      { type: 'retry', now: 'number' },
      { type: 'back' },
      { type: 'cancel' },
      { type: 'reject' },
      { type: 'dismiss' },
    ]);
  });

  it('resend() says what became of it: unavailable with no code, coolingDown before the code’s cooldown ends, sending after', () => {
    vi.useFakeTimers({ now: 1000, toFake: ['Date'] });
    try {
      const { flows, wrapper } = setup();
      const given = challenge();
      const { result } = renderHook(() => useStepUp(given), { wrapper });
      const flow = flows[0]!;
      act(() => {
        flow.send({ type: 'prepared', prepared: prepared({ mfaStatuses: [passkeyThenCode([{ type: 'AUTHENTICATION_TYPE_PASSKEY' }])] }) });
        flow.send({ type: 'choose', method: 'email_otp' });
      });
      expect(result.current.state?.status).toBe('sendingCode');
      expect(result.current.resend()).toEqual({ status: 'unavailable' });
      act(() => flow.send({ type: 'codeSent', otpId: 'otp-1', otpEncryptionTargetBundle: 'bundle', resendAvailableAt: 31_000 }));
      expect(result.current.resend()).toEqual({ status: 'coolingDown', retryAt: 31_000, availableInMs: 30_000 });
      expect(result.current.state?.status).toBe('enteringCode');
      vi.setSystemTime(31_000);
      act(() => expect(result.current.resend()).toEqual({ status: 'sending' }));
      expect(result.current.state?.status).toBe('sendingCode');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports the outcome once when it ends: completed with the result', () => {
    const { flows, wrapper } = setup();
    const onOutcome = vi.fn();
    const given = challenge();
    const { result, rerender } = renderHook(() => useStepUp(given, { onOutcome }), { wrapper });
    act(() => flows[0]!.send({ type: 'prepared', prepared: prepared({ activity: heldActivity('ACTIVITY_STATUS_COMPLETED') }) }));
    expect(result.current.state?.status).toBe('finishing');
    const activity = heldActivity('ACTIVITY_STATUS_COMPLETED');
    act(() => flows[0]!.send({ type: 'finished', activity, result: { privateKey: 'k' } }));
    expect(result.current.outcome).toEqual({ status: 'completed', activity, result: { privateKey: 'k' } });
    rerender();
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome).toHaveBeenCalledWith({ status: 'completed', activity, result: { privateKey: 'k' } });
  });
});

describe('stepUpStateOutcome', () => {
  it('completed, rejected (no more votes to cast), the challenge when left for later; nothing before the end or while failed', () => {
    const given = challenge();
    const action = { activityType: given.activity.type, key: 'export_private_key' } as const;
    const refused = heldActivity('ACTIVITY_STATUS_REJECTED');
    expect(stepUpStateOutcome({ status: 'rejected', challenge: given, action, activity: refused })).toEqual({ status: 'rejected', activity: refused, votes: [], canApprove: false, canReject: false });
    expect(stepUpStateOutcome({ status: 'cancelled', challenge: given, action })).toBe(given);
    expect(stepUpStateOutcome({ status: 'preparing', challenge: given })).toBeUndefined();
    expect(stepUpStateOutcome(undefined)).toBeUndefined();
  });
});
