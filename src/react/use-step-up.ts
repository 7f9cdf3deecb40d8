import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { stepUpResendResult, type AccountOutcome, type Flow, type LoginKit, type MfaChallenge, type OauthProvider, type OtpResendResult, type StepUpEvent, type StepUpMethodKind, type StepUpState } from '../core/internal';
import { scheduleDispose, type PendingDispose } from './deferred-dispose';
import { useLoginKitContext } from './use-login-kit';

/** What the person can do in a step-up; each sends one event synchronously and does nothing without a flow. */
export interface StepUpActions {
  /**
   * Uses one of the current step's options (`provider`: which social login, default the first
   * linked). A passkey prompt or a social login's window opens in this very call: call it in the
   * click handler itself, awaiting nothing before.
   */
  choose(method: StepUpMethodKind, provider?: OauthProvider): void;
  setCode(code: string): void;
  submitCode(): void;
  /**
   * Asks for a new code, and says what became of it (as `useOtpLogin().resend()` does): `sending`;
   * `coolingDown` with `retryAt` and `availableInMs` when the last code is too recent or the relay
   * rate-limited it (nothing is sent; `state.resendAvailableAt`, or `state.retryAt` when
   * `rateLimited`, said so beforehand); `unavailable` where there is no code to resend.
   */
  resend(): OtpResendResult;
  /** Tries the failed attempt again (a passkey or window opens in it: call it from the click), or starts over after a retryable failure. */
  retry(): void;
  /** From a code or a failed attempt: back to the step's options. From the cancel question: back to where the person was. */
  back(): void;
  /** Asks to leave: the flow asks whether to reject the activity (`confirmingCancel`). */
  cancel(): void;
  /** Refuses the activity (reject_activity): the call ends `rejected`. */
  reject(): void;
  /** Leaves it waiting for later (`cancelled`): the call resolves with the challenge. */
  dismiss(): void;
}

export interface UseStepUpResult extends StepUpActions {
  /** The flow's state; undefined without a challenge. */
  state: StepUpState | undefined;
  /**
   * Once the step-up has ended, what the account call it came from resolves with (an
   * `onMfaRequired` handler returns it): `completed` with the operation's result, `rejected`, or the
   * challenge itself when the person left it for later. Undefined until then (and while `failed`).
   */
  outcome: AccountOutcome<unknown> | undefined;
}

export interface UseStepUpOptions {
  /** Called once when the step-up ends, with `outcome`. */
  onOutcome?(outcome: AccountOutcome<unknown>): void;
}

/** What an ended step-up resolves its account call with (see `UseStepUpResult.outcome`). */
export function stepUpStateOutcome(state: StepUpState | undefined): AccountOutcome<unknown> | undefined {
  switch (state?.status) {
    case 'completed':
      return { status: 'completed', activity: state.activity, result: state.result };
    case 'rejected':
      return { status: 'rejected', activity: state.activity, votes: state.activity.votes, canApprove: false, canReject: false };
    case 'cancelled':
      return state.challenge;
    default:
      return undefined;
  }
}

interface OwnedStepUp {
  flow: Flow<StepUpState, StepUpEvent>;
  kit: LoginKit;
  challenge: MfaChallenge;
  pendingDispose?: PendingDispose;
}

/**
 * Headless MFA step-up: proves the remaining steps of the MFA policy that holds an activity
 * (`challenge`: the `mfaRequired` outcome of an account call, or what `onMfaRequired` receives),
 * then reads the operation's result; or rejects it, or leaves it for later. One flow per
 * challenge object (StrictMode-safe; keep the same object across renders: another one starts a
 * new step-up), disposed at unmount or when the challenge changes. Render `state`
 * however you like; `<StepUpDialog>` (loginkit/ui) is the kit's rendering of it.
 *
 * **User activation.** `choose` and `retry` open a passkey prompt or a social login's window in
 * their own call: call them directly in the click handler.
 *
 * ```tsx
 * const outcome = await kit.account.exportPrivateKey({ privateKeyId });
 * if (outcome.status === 'mfaRequired') setChallenge(outcome);
 * // …
 * const stepUp = useStepUp(challenge, { onOutcome: (done) => setChallenge(undefined) });
 * if (stepUp.state?.status === 'choosing') return <button onClick={() => stepUp.choose('passkey')}>Use your passkey</button>;
 * ```
 */
export function useStepUp(challenge: MfaChallenge | undefined, options: UseStepUpOptions = {}): UseStepUpResult {
  const { kit } = useLoginKitContext('useStepUp');
  const owned = useRef<OwnedStepUp | null>(null);
  const [flow, setFlow] = useState<Flow<StepUpState, StepUpEvent> | null>(null);

  useEffect(() => {
    if (challenge === undefined) {
      setFlow(null);
      return undefined;
    }
    let entry = owned.current;
    if (entry !== null && entry.kit === kit && entry.challenge === challenge && entry.pendingDispose !== undefined) {
      entry.pendingDispose.cancel(); // StrictMode's second run: keep the flow (and its running requests)
      entry.pendingDispose = undefined;
    } else {
      entry = { flow: kit.createStepUpFlow(challenge), kit, challenge };
      owned.current = entry;
    }
    const current = entry;
    setFlow(current.flow);
    return () => {
      current.pendingDispose = scheduleDispose(() => {
        current.flow.dispose();
        if (owned.current === current) owned.current = null;
      });
    };
  }, [kit, challenge]);

  const subscribe = useCallback((listener: () => void) => (flow ? flow.subscribe(listener) : () => undefined), [flow]);
  const snapshot = useCallback(() => flow?.getSnapshot(), [flow]);
  const flowState = useSyncExternalStore(subscribe, snapshot, snapshot);
  // A flow left from an earlier challenge is not shown for the new one.
  const state = challenge !== undefined && flow !== null && owned.current?.flow === flow ? flowState : undefined;
  const outcome = useMemo(() => stepUpStateOutcome(state), [state]);

  const onOutcome = useRef(options.onOutcome);
  useEffect(() => {
    onOutcome.current = options.onOutcome;
  });
  const reported = useRef<AccountOutcome<unknown> | undefined>(undefined);
  useEffect(() => {
    if (outcome === undefined || reported.current === outcome) return;
    reported.current = outcome;
    onOutcome.current?.(outcome);
  }, [outcome]);

  const send = useCallback((event: StepUpEvent) => flow?.send(event), [flow]);
  return useMemo<UseStepUpResult>(
    () => ({
      state,
      outcome,
      choose: (method, provider) => send(provider === undefined ? { type: 'choose', method } : { type: 'choose', method, provider }),
      setCode: (code) => send({ type: 'setCode', code }),
      submitCode: () => send({ type: 'submitCode' }),
      resend: () => {
        if (flow === null) return { status: 'unavailable' };
        const now = Date.now();
        const result = stepUpResendResult(flow.getSnapshot(), now);
        // Sent whatever the result: the machine ignores a resend it refuses (the state says why).
        flow.send({ type: 'resend', now });
        return result;
      },
      retry: () => send({ type: 'retry', now: Date.now() }),
      back: () => send({ type: 'back' }),
      cancel: () => send({ type: 'cancel' }),
      reject: () => send({ type: 'reject' }),
      dismiss: () => send({ type: 'dismiss' }),
    }),
    [state, outcome, send, flow],
  );
}
