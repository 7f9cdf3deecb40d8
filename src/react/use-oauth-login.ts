import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KitConfig, OauthEvent, OauthProvider, OauthState, Session } from '../core/internal';
import { useLoginKitContext } from './use-login-kit';
import { useFlowState, useOwnedFlow, useSuccessCallback } from './use-owned-flow';
import { useWalletKitConfig } from './use-wallet-kit-config';

export interface UseOauthLoginOptions {
  /** Called once each time the flow reaches `success`. */
  onSuccess?(session: Session): void;
  /**
   * Whether to run the flow (default true). The flow makes its session key and PKCE values as
   * it starts, so a modal passes its open state: keys are made when it opens and dropped when it
   * closes (an attempt under way is kept: the popup may still finish it). A login that came
   * back by redirect is shown regardless.
   */
  enabled?: boolean;
  /**
   * Log in revoking the user's sessions on every other device (oauth_login `invalidateExisting`),
   * by popup or by full-page redirect; read once.
   */
  invalidateExisting?: boolean;
}

/** The user actions of the social login. Each sends one event synchronously; nothing until the flow exists. */
export interface OauthLoginActions {
  /** Opens the provider's popup: call it from the click handler itself. */
  signIn(provider: OauthProvider): void;
  /** Links the provider to the logged-in user (popup): call it from the click handler itself. */
  link(provider: OauthProvider): void;
  /** Leaves the open popup and continues by full-page redirect ("popup blocked? continue in this tab"). */
  continueInTab(): void;
  /** Tries the failed attempt again (a new popup): call it from the click handler itself. */
  retry(): void;
  /** Back to choosing a provider (an open popup is closed). */
  back(): void;
  /** Stops waiting on the relay (`completing`): back to choosing a provider with no error; its requests are aborted. */
  cancel(): void;
}

export interface UseOauthLoginResult extends OauthLoginActions {
  /**
   * The flow's state; undefined until the configuration has loaded (and a login that came back
   * by redirect has completed), and while the configuration offers no social provider.
   */
  state: OauthState | undefined;
  config: KitConfig | undefined;
  /** The providers offered, in the configuration's order (empty while loading). */
  providers: readonly OauthProvider[];
  /** True when the state is the outcome of a login that came back to this page by redirect. */
  returnedFromRedirect: boolean;
  /** Replaces the flow with a new one at `idle` (the modal does this after a finished login). */
  reset(): void;
}

type RedirectOutcome = { done: false } | { done: true; state: OauthState | undefined };

/**
 * Headless social login (Google, Apple, X, Discord): loads the configuration, completes a login
 * that came back by full-page redirect, and runs one flow (per kit and configuration,
 * StrictMode-safe, disposed at unmount). The flow prepares the session key and PKCE values as it
 * is created, so `signIn(provider)` can open the popup inside the click; a blocked popup becomes a
 * redirect by itself.
 *
 * ```tsx
 * const social = useOauthLogin();
 * <button onClick={() => social.signIn('google')}>Continue with Google</button>
 * ```
 */
export function useOauthLogin(options: UseOauthLoginOptions = {}): UseOauthLoginResult {
  const { kit } = useLoginKitContext('useOauthLogin');
  const config = useWalletKitConfig().data;
  const [generation, setGeneration] = useState(0);
  const [redirect, setRedirect] = useState<RedirectOutcome>({ done: false });
  const providers = config?.oauthProviders ?? noProviders;
  const returned = redirect.done && redirect.state !== undefined && generation === 0;
  const busy = useRef(false); // the flow's last state was an attempt under way
  const wanted = options.enabled !== false || returned || busy.current;
  const offered = config !== undefined && providers.length > 0 && redirect.done && wanted ? config : undefined;

  useEffect(() => {
    let active = true;
    kit.completeOauthRedirect().then(
      (state) => active && setRedirect({ done: true, state }),
      () => active && setRedirect({ done: true, state: undefined }),
    );
    return () => {
      active = false;
    };
  }, [kit]);

  // useOwnedFlow keeps its first `create`: it reads the redirect outcome through this ref.
  const initial = useRef<OauthState | undefined>(undefined);
  initial.current = redirect.done && generation === 0 ? redirect.state : undefined;
  const invalidateExisting = useRef(options.invalidateExisting === true).current;
  const flow = useOwnedFlow<OauthState, OauthEvent>(
    kit,
    offered,
    (owner, loaded) =>
      owner.createOauthFlow(loaded, {
        ...(initial.current === undefined ? {} : { initial: initial.current }),
        ...(invalidateExisting ? { invalidateExisting } : {}),
      }),
    generation,
  );
  const state = useFlowState(flow);
  busy.current = state?.status === 'authorizing' || state?.status === 'redirecting' || state?.status === 'completing';
  useSuccessCallback(state, options.onSuccess);

  const send = useCallback((event: OauthEvent) => flow?.send(event), [flow]);
  const reset = useCallback(() => setGeneration((count) => count + 1), []);

  return useMemo<UseOauthLoginResult>(
    () => ({
      state: offered === undefined ? undefined : state,
      config,
      providers,
      returnedFromRedirect: returned,
      signIn: (provider) => send({ type: 'signIn', provider }),
      link: (provider) => send({ type: 'link', provider }),
      continueInTab: () => send({ type: 'continueInTab' }),
      retry: () => send({ type: 'retry' }),
      back: () => send({ type: 'back' }),
      cancel: () => send({ type: 'cancel' }),
      reset,
    }),
    [offered, state, config, providers, returned, send, reset],
  );
}

const noProviders: readonly OauthProvider[] = [];
