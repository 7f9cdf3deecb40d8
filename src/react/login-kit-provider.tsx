import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { createLoginKit, invalidInput, LoginKitError, type LoginKit, type LoginKitOptions } from '../core/index';
import { scheduleDispose, type PendingDispose } from './deferred-dispose';
import { LoginKitContext, type LoginKitContextValue } from './login-kit-context';
import { StepUpOutlet } from './use-step-up-dialog';
import { createStepUpRequests, type StepUpRequests } from './use-step-up-requests';

interface CommonProps {
  children?: ReactNode;
  /**
   * The QueryClient for loginkit's queries. Defaults to the client of an enclosing
   * <QueryClientProvider>, else one the provider creates. The provider never replaces the
   * host's QueryClientProvider for its children.
   */
  queryClient?: QueryClient;
  /**
   * Who completes an account call that an MFA policy holds (the service's step-up; read at mount).
   * `dialog` (default): the kit's step-up dialog opens over the page (what is being approved, the
   * steps, the operation's success) and the call resolves with how it ended: `completed` with its
   * result, `rejected`, or the `mfaRequired` challenge when the person kept it for later. The
   * dialog is the UI layer's: mount `<StepUpDialog />` from loginkit/ui once inside the provider
   * (the provider renders it, and its code loads only when a challenge comes); without one mounted,
   * calls resolve with the challenge as in `headless`. `headless`: calls resolve with the
   * challenge; complete it with `useStepUp(challenge)`. An `onMfaRequired` in `options` always
   * wins (no dialog). With a `kit` you created, pass its queue as `stepUpRequests`.
   */
  stepUp?: 'dialog' | 'headless';
  /**
   * The step-up dialog's queue, for a `kit` you created: make it with `createStepUpRequests()` and
   * create the kit with `onMfaRequired: stepUpRequests.handle`. (With `options`, the provider
   * makes its own.)
   */
  stepUpRequests?: StepUpRequests;
}

export type LoginKitProviderProps = CommonProps &
  (
    | {
        /** Options of the LoginKit the provider creates; read once at mount (remount with a `key` to change them). */
        options: LoginKitOptions;
        kit?: undefined;
      }
    | {
        /** A LoginKit you created: the provider uses it and leaves disposing it to you. */
        kit: LoginKit;
        options?: undefined;
      }
  );

/**
 * Kits created by a render that has not committed yet, keyed by that render's options object.
 * React 18's StrictMode renders a mounting component twice without keeping its refs; both
 * renders see the same props object, so the second one finds the first one's kit here instead of
 * creating another client. The committed provider claims (removes) its entry.
 */
const uncommittedKits = new WeakMap<LoginKitOptions, OwnedKit>();

/** The kit's options: the app's, with the step-up dialog's queue as `onMfaRequired` unless the app has its own or wants none. */
function kitOptions(options: LoginKitOptions, stepUp: 'dialog' | 'headless', requests: StepUpRequests): LoginKitOptions {
  if (stepUp === 'headless' || options.onMfaRequired !== undefined) return options;
  return { ...options, onMfaRequired: requests.handle };
}

function kitForRender(options: LoginKitOptions, stepUp: 'dialog' | 'headless'): OwnedKit {
  const existing = uncommittedKits.get(options);
  if (existing) return existing;
  const stepUpRequests = createStepUpRequests();
  const created = kitOptions(options, stepUp, stepUpRequests);
  const entry: OwnedKit = { kit: createLoginKit(created), options, created, stepUpRequests, disposed: false };
  uncommittedKits.set(options, entry);
  return entry;
}

interface OwnedKit {
  kit: LoginKit;
  /** The app's options (the key of `uncommittedKits`), and those the kit was created with. */
  options: LoginKitOptions;
  created: LoginKitOptions;
  stepUpRequests: StepUpRequests;
  disposed: boolean;
  pendingDispose?: PendingDispose;
}

/** One LoginKit (and its step-up queue) for the provider's life: created at the first render, disposed at unmount. */
function useOwnedKit(options: LoginKitOptions | undefined, injected: LoginKit | undefined, stepUp: 'dialog' | 'headless'): OwnedKit | undefined {
  const owned = useRef<OwnedKit | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  if (injected === undefined && owned.current === null) {
    if (options === undefined) throw invalidInput('options', 'pass `options` (or a `kit`) to <LoginKitProvider>');
    owned.current = kitForRender(options, stepUp);
  }

  useEffect(() => {
    let entry = owned.current;
    if (entry === null) return undefined;
    if (entry.disposed) {
      // Reconnected after a real disconnect (for example a hidden <Activity>): start a new client.
      entry = { ...entry, kit: createLoginKit(entry.created), disposed: false, pendingDispose: undefined };
      owned.current = entry;
      rerender();
    } else {
      entry.pendingDispose?.cancel();
      if (uncommittedKits.get(entry.options) === entry) uncommittedKits.delete(entry.options);
    }
    const current = entry;
    return () => {
      current.pendingDispose = scheduleDispose(() => {
        current.disposed = true;
        current.stepUpRequests.closeAll();
        current.kit.dispose();
      });
    };
  }, []);

  return injected === undefined ? (owned.current as OwnedKit) : undefined;
}

/** The explicit client, else the host's ambient one, else a client of our own. */
function useChosenQueryClient(explicit: QueryClient | undefined): QueryClient {
  const ambient = useContext(QueryClientContext);
  const own = useRef<QueryClient | null>(null);
  let client = explicit ?? ambient;
  if (client === undefined) {
    own.current ??= new QueryClient();
    client = own.current;
  }
  useEffect(() => {
    // mount() is reference-counted, so mounting a client its own provider also mounts is harmless.
    client.mount();
    return () => client.unmount();
  }, [client]);
  return client;
}

/** Calls kit.restoreSession(), then kit.completeOauthRedirect(), once per kit (StrictMode's repeated effects included). */
function useRestoreSessionOnce(kit: LoginKit): void {
  const restored = useRef<LoginKit | null>(null);
  useEffect(() => {
    if (restored.current === kit) return;
    restored.current = kit;
    // Then a social login that came back by full-page redirect (or, in the login popup, its answer
    // for the opener) is completed; useOauthLogin shows its outcome.
    const restore = kit.restoreSession();
    void restore.catch(() => undefined).then(() => kit.completeOauthRedirect().catch(() => undefined));
    restore.catch((error: unknown) => {
      // The kit reports its own problems; this only keeps a failed restore from going unhandled.
      const warning =
        error instanceof LoginKitError
          ? error
          : new LoginKitError('storage_unavailable', 'the persisted session could not be restored', { cause: error });
      kit.options.onWarning?.(warning);
    });
  }, [kit]);
}

/**
 * Gives its descendants one LoginKit client (and the QueryClient loginkit's hooks use).
 * Place it once near the root of the app; `<LoginModal>` and the hooks must be inside it.
 */
export function LoginKitProvider(props: LoginKitProviderProps): ReactNode {
  const [stepUp] = useState(props.stepUp ?? 'dialog');
  const owned = useOwnedKit(props.options, props.kit, stepUp);
  const kit = owned?.kit ?? (props.kit as LoginKit);
  // An injected kit without its queue still gets one: `handle` then opens the dialog when called directly.
  const [ownQueue] = useState(createStepUpRequests);
  const stepUpRequests = owned?.stepUpRequests ?? props.stepUpRequests ?? ownQueue;
  const queryClient = useChosenQueryClient(props.queryClient);
  useRestoreSessionOnce(kit);
  const value = useMemo<LoginKitContextValue>(() => ({ kit, queryClient, stepUpRequests }), [kit, queryClient, stepUpRequests]);
  return (
    <LoginKitContext.Provider value={value}>
      {props.children}
      <StepUpOutlet requests={stepUpRequests} />
    </LoginKitContext.Provider>
  );
}
