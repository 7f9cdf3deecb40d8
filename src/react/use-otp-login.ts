import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Flow, KitConfig, LoginKit, LoginKitError, OtpChannel, OtpEvent, OtpState, Session } from '../core/index';
import { scheduleDispose, type PendingDispose } from './deferred-dispose';
import { useLoginKitContext } from './use-login-kit';
import { useWalletKitConfig } from './use-wallet-kit-config';

export interface UseOtpLoginOptions {
  /** The channel to start on (it must be enabled in the relay's configuration). */
  channel?: OtpChannel;
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
  resend(): void;
  retry(): void;
  changeContact(): void;
  reset(): void;
}

export interface UseOtpLoginResult extends OtpLoginActions {
  /** The flow's state; undefined until the configuration has loaded. */
  state: OtpState | undefined;
  config: KitConfig | undefined;
  /** Why the configuration could not be loaded, if it could not. */
  configError: LoginKitError | undefined;
  /** Loads the configuration again after `configError`. */
  reloadConfig(): void;
}

type OtpFlow = Flow<OtpState, OtpEvent>;

interface OwnedFlow {
  flow: OtpFlow;
  kit: LoginKit;
  config: KitConfig;
  disposed: boolean;
  pendingDispose?: PendingDispose;
}

const noSubscription = (): (() => void) => () => undefined;
const noState = (): undefined => undefined;

/** One OTP flow per (kit, config), created once the config is loaded and disposed at unmount. */
function useOtpFlow(kit: LoginKit, config: KitConfig | undefined, channel: OtpChannel | undefined): OtpFlow | null {
  const [flow, setFlow] = useState<OtpFlow | null>(null);
  const owned = useRef<OwnedFlow | null>(null);
  const initialChannel = useRef(channel);

  useEffect(() => {
    if (config === undefined) return undefined;
    let entry = owned.current;
    if (entry !== null && entry.kit === kit && entry.config === config && !entry.disposed) {
      entry.pendingDispose?.cancel();
    } else {
      const start = initialChannel.current;
      const created = kit.createOtpFlow(config, start === undefined ? undefined : { channel: start });
      entry = { flow: created, kit, config, disposed: false };
      owned.current = entry;
    }
    const current = entry;
    setFlow(current.flow);
    return () => {
      current.pendingDispose = scheduleDispose(() => {
        current.disposed = true;
        current.flow.dispose();
      });
    };
  }, [kit, config]);

  return flow;
}

/**
 * Headless email/SMS one-time-code login: loads the configuration, runs one OTP flow and
 * re-renders on every state change. Render `state` however you like.
 */
export function useOtpLogin(options: UseOtpLoginOptions = {}): UseOtpLoginResult {
  const { kit } = useLoginKitContext('useOtpLogin');
  const configQuery = useWalletKitConfig();
  const config = configQuery.data;
  const flow = useOtpFlow(kit, config, options.channel);

  const subscribe = useMemo(() => (flow ? (listener: () => void) => flow.subscribe(listener) : noSubscription), [flow]);
  const getSnapshot = useMemo(() => (flow ? () => flow.getSnapshot() : noState), [flow]);
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  const onSuccess = useRef(options.onSuccess);
  useEffect(() => {
    onSuccess.current = options.onSuccess;
  });
  const reported = useRef<OtpState | undefined>(undefined);
  useEffect(() => {
    if (state?.status !== 'success' || reported.current === state) return;
    reported.current = state;
    onSuccess.current?.(state.session);
  }, [state]);

  const send = useCallback((event: OtpEvent) => flow?.send(event), [flow]);
  const { refetch } = configQuery;
  const reloadConfig = useCallback(() => {
    void refetch();
  }, [refetch]);

  const actions = useMemo<OtpLoginActions>(
    () => ({
      setChannel: (channel) => send({ type: 'setChannel', channel }),
      setContact: (contact) => send({ type: 'setContact', contact }),
      submitContact: () => send({ type: 'submitContact' }),
      setCode: (code) => send({ type: 'setCode', code }),
      submitCode: () => send({ type: 'submitCode' }),
      resend: () => send({ type: 'resend', now: Date.now() }),
      retry: () => send({ type: 'retry', now: Date.now() }),
      changeContact: () => send({ type: 'changeContact' }),
      reset: () => send({ type: 'reset' }),
    }),
    [send],
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
