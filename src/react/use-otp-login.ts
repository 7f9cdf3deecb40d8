import { useCallback, useMemo, useRef } from 'react';
import { otpResendResult, type KitConfig, type LoginKitError, type OtpChannel, type OtpEvent, type OtpResendResult, type OtpState, type Session } from '../core/internal';
import { useLoginKitContext } from './use-login-kit';
import { useFlowState, useOwnedFlow, useSuccessCallback } from './use-owned-flow';
import { useReloadWalletKitConfig, useWalletKitConfig } from './use-wallet-kit-config';

export interface UseOtpLoginOptions {
  /** The channel to start on (it must be enabled in the relay's configuration). */
  channel?: OtpChannel;
  /** Log in revoking the user's sessions on every other device (otp_login_v2 `invalidateExisting`); read once. */
  invalidateExisting?: boolean;
  /** Called once each time the flow reaches `success`. */
  onSuccess?(session: Session): void;
}

/** The user actions of the OTP flow: each sends one event; they do nothing until the flow exists. */
export interface OtpLoginActions {
  setChannel(channel: OtpChannel): void;
  setContact(contact: string): void;
  submitContact(): void;
  setCode(code: string): void;
  submitCode(): void;
  /**
   * Sends a new code. During the cooldown after a send (or while the relay rate-limits the contact)
   * nothing is sent and the result says until when: `{ status: 'coolingDown', retryAt, availableInMs }`
   * (`state.resendAvailableAt`, or `state.retryAt` when `rateLimited`, say the same beforehand).
   * `{ status: 'sending' }` when a code is on its way; `{ status: 'unavailable' }` where there is no
   * code to resend (no code sent yet, a send or check under way, logged in, configuration loading).
   */
  resend(): OtpResendResult;
  retry(): void;
  changeContact(): void;
  reset(): void;
  /**
   * Stops waiting on the relay (sending a code, checking one): back to the contact, or to the code
   * screen with the code typed, with no error. The requests under way are aborted.
   */
  cancel(): void;
}

export interface UseOtpLoginResult extends OtpLoginActions {
  /** The flow's state; undefined until the configuration has loaded. */
  state: OtpState | undefined;
  config: KitConfig | undefined;
  /** Why the configuration could not be loaded, if it could not. */
  configError: LoginKitError | undefined;
  /** Loads the configuration again: after `configError`, or while a first load is slow to answer. */
  reloadConfig(): void;
}

/**
 * Headless email/SMS one-time-code login: loads the configuration, runs one OTP flow and
 * re-renders on every state change. Render `state` however you like.
 */
export function useOtpLogin(options: UseOtpLoginOptions = {}): UseOtpLoginResult {
  const { kit } = useLoginKitContext('useOtpLogin');
  const configQuery = useWalletKitConfig();
  const config = configQuery.data;
  const initial = useRef({ channel: options.channel, invalidateExisting: options.invalidateExisting });
  // One flow per (kit, config), disposed at unmount; the first render's channel is where it starts.
  const flow = useOwnedFlow<OtpState, OtpEvent>(kit, config, (owner, loaded) => {
    const { channel, invalidateExisting } = initial.current;
    return owner.createOtpFlow(
      loaded,
      channel === undefined && !invalidateExisting ? undefined : { ...(channel === undefined ? {} : { channel }), ...(invalidateExisting ? { invalidateExisting } : {}) },
    );
  });
  const state = useFlowState(flow);
  useSuccessCallback(state, options.onSuccess);

  const send = useCallback((event: OtpEvent) => flow?.send(event), [flow]);
  const reloadConfig = useReloadWalletKitConfig();

  const actions = useMemo<OtpLoginActions>(
    () => ({
      setChannel: (channel) => send({ type: 'setChannel', channel }),
      setContact: (contact) => send({ type: 'setContact', contact }),
      submitContact: () => send({ type: 'submitContact' }),
      setCode: (code) => send({ type: 'setCode', code }),
      submitCode: () => send({ type: 'submitCode' }),
      resend: () => {
        if (flow === null) return { status: 'unavailable' };
        const now = Date.now();
        const result = otpResendResult(flow.getSnapshot(), now);
        // Sent whatever the result: the machine ignores a resend it refuses (the state says why).
        flow.send({ type: 'resend', now });
        return result;
      },
      retry: () => send({ type: 'retry', now: Date.now() }),
      changeContact: () => send({ type: 'changeContact' }),
      reset: () => send({ type: 'reset' }),
      cancel: () => send({ type: 'cancel' }),
    }),
    [send, flow],
  );

  return useMemo(
    () => ({
      ...actions,
      state: config === undefined ? undefined : state,
      config,
      configError: configQuery.error ?? undefined,
      reloadConfig,
    }),
    [actions, state, config, configQuery.error, reloadConfig],
  );
}
