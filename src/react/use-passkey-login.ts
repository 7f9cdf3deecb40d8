import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KitConfig, PasskeyEvent, PasskeyFlowOptions, PasskeyHint, PasskeyState, Session } from '../core/internal';
import { useLoginKitContext } from './use-login-kit';
import { useFlowState, useOwnedFlow, useSuccessCallback } from './use-owned-flow';
import { useWalletKitConfig } from './use-wallet-kit-config';

export interface UsePasskeyLoginOptions {
  /** Log in revoking the user's sessions on every other device (create_read_write_session `invalidateExisting`); read once. */
  invalidateExisting?: boolean;
  /** Called once each time the flow reaches `success`. */
  onSuccess?(session: Session): void;
  /**
   * Offer passkeys in the browser's autofill (conditional mediation) while this hook is mounted
   * and the flow is `idle`: give your username or email input `autocomplete="username webauthn"`
   * (or `"email webauthn"`; `webauthn` last). Picking a passkey there logs in as `login()` does.
   * Where the browser cannot (no conditional mediation), nothing happens. Same as calling
   * `setAutofill(true)` while your input is shown.
   */
  autofill?: boolean;
  /** Which kind of authenticator the prompts offer first (WebAuthn `hints`); read once. */
  hints?: PasskeyHint[];
}

/**
 * The user actions of the passkey flow. Each sends one event to the flow synchronously (nothing
 * is awaited first) and does nothing until the flow exists.
 */
export interface PasskeyLoginActions {
  /** Opens the browser's passkey prompt to log in: call it from the click handler itself. */
  login(): void;
  /** Goes to the naming step of a passkey signup. */
  startSignup(): void;
  setUserName(userName: string): void;
  /** Opens the browser's prompt to create the passkey: call it from the click handler itself. */
  createPasskey(): void;
  /** Runs the failed or cancelled ceremony again: call it from the click handler itself. */
  retry(): void;
  /** One step back (naming → idle, an open prompt is abandoned, failures go back to the start). */
  back(): void;
  /**
   * Stops waiting on the service after the browser's prompt (`completing`): back to `idle` with
   * no error; the attempt's requests are aborted and its answer ignored.
   */
  cancel(): void;
  /**
   * A field offering passkeys in the browser's autofill (`autocomplete="… webauthn"`) is shown
   * (`true`) or gone (`false`); at `idle` the flow then keeps one autofill request open, ended
   * before any other passkey prompt. The modal calls it from its email and phone fields.
   */
  setAutofill(enabled: boolean): void;
}

export interface UsePasskeyLoginResult extends PasskeyLoginActions {
  /**
   * The flow's state; undefined until the configuration has loaded, and while the relay's
   * configuration does not offer passkeys (`config.showPasskey` false).
   */
  state: PasskeyState | undefined;
  config: KitConfig | undefined;
  /** Replaces the flow with a new one at `idle` (the modal does this after a finished login). */
  reset(): void;
}

/**
 * Headless passkey login and signup: loads the configuration and, when it offers passkeys, runs
 * one passkey flow (per kit and configuration, StrictMode-safe, disposed at unmount) and
 * re-renders on every state change.
 *
 * **User activation.** WebAuthn prompts need the user's gesture (Safari is strict about it), so
 * `login`, `createPasskey` and `retry` must be called directly in the click (or submit) handler:
 * they send their event to the flow synchronously, and the flow starts the browser's ceremony in
 * that same call (its client key is prepared beforehand). Do not `await` anything, set state and
 * wait for a re-render, or defer with a timer before calling them:
 *
 * ```tsx
 * const passkey = usePasskeyLogin();
 * <button onClick={passkey.login}>Continue with a passkey</button>          // right
 * <button onClick={async () => { await x(); passkey.login(); }}>…</button>  // prompt may be refused
 * ```
 */
export function usePasskeyLogin(options: UsePasskeyLoginOptions = {}): UsePasskeyLoginResult {
  const { kit } = useLoginKitContext('usePasskeyLogin');
  const config = useWalletKitConfig().data;
  const [generation, setGeneration] = useState(0);
  const offered = config?.showPasskey === true ? config : undefined;
  // Read once, as the flow is made.
  const flowOptions = useRef<PasskeyFlowOptions | undefined>(undefined);
  flowOptions.current ??= {
    ...(options.invalidateExisting === true ? { invalidateExisting: true } : {}),
    ...(options.hints === undefined ? {} : { hints: options.hints }),
  };
  const flow = useOwnedFlow<PasskeyState, PasskeyEvent>(
    kit,
    offered,
    (owner, loaded) => {
      const made = flowOptions.current;
      return made === undefined || Object.keys(made).length === 0 ? owner.createPasskeyFlow(loaded) : owner.createPasskeyFlow(loaded, made);
    },
    generation,
  );
  const state = useFlowState(flow);
  useSuccessCallback(state, options.onSuccess);

  // `autofill`: on while mounted and idle (a finished or abandoned attempt comes back to idle without it).
  const autofill = options.autofill === true;
  const idle = state?.status === 'idle';
  useEffect(() => {
    if (!autofill || !flow || !idle) return undefined;
    flow.send({ type: 'setAutofill', enabled: true });
    return () => flow.send({ type: 'setAutofill', enabled: false });
  }, [autofill, flow, idle]);

  const send = useCallback((event: PasskeyEvent) => flow?.send(event), [flow]);
  const reset = useCallback(() => setGeneration((count) => count + 1), []);
  // Stable (the fields that call it re-run their effect on a new function).
  const setAutofill = useCallback((enabled: boolean) => send({ type: 'setAutofill', enabled: enabled === true }), [send]);

  return useMemo<UsePasskeyLoginResult>(
    () => ({
      state: offered === undefined ? undefined : state,
      config,
      login: () => send({ type: 'login' }),
      startSignup: () => send({ type: 'startSignup' }),
      setUserName: (userName) => send({ type: 'setUserName', userName }),
      createPasskey: () => send({ type: 'createPasskey' }),
      retry: () => send({ type: 'retry' }),
      back: () => send({ type: 'back' }),
      cancel: () => send({ type: 'cancel' }),
      setAutofill,
      reset,
    }),
    [offered, state, config, send, reset, setAutofill],
  );
}
