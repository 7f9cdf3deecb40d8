import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { createLoginKit, invalidInput, LoginKitError, type LoginEvent, type LoginKit, type LoginKitOptions, type LogoutEvent } from '../core/internal';
import { scheduleDispose, type PendingDispose } from './deferred-dispose';
import type { LoginKitAppearance } from './appearance';
import { LoginKitContext, type LoginKitContextValue } from './login-kit-context';

interface CommonProps {
  children?: ReactNode;
  /**
   * The QueryClient for loginkit's queries. Defaults to the client of an enclosing
   * <QueryClientProvider>, else one the provider creates. The provider never replaces the
   * host's QueryClientProvider for its children.
   */
  queryClient?: QueryClient;
  /**
   * A person logged in (`isNewUser`: a signup), or a session came back (`restored`: read from
   * storage as the page loaded, or made by a login in another tab). Once per session.
   */
  onLogin?: (event: LoginEvent) => void;
  /** The active session went away: `reason` `logout` (here or in another tab) or `expired`. */
  onLogout?: (event: LogoutEvent) => void;
  /** Every error a login flow shows the person (a wrong code included), as it shows: for logging and analytics. */
  onError?: (error: LoginKitError) => void;
  /**
   * Theme, language, strings, class names and CSS variables for every loginkit component below
   * (`LoginModal`, `AccountPanel`, `PasskeyManager`, the step-up dialog…); a component's own props
   * win over it. Keep the object stable (a constant or `useMemo`): a new one re-renders them.
   */
  appearance?: LoginKitAppearance;
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
const uncommittedKits = new WeakMap<LoginKitOptions, LoginKit>();

function kitForRender(options: LoginKitOptions): LoginKit {
  const existing = uncommittedKits.get(options);
  if (existing) return existing;
  const kit = createLoginKit(options);
  uncommittedKits.set(options, kit);
  return kit;
}

interface OwnedKit {
  kit: LoginKit;
  options: LoginKitOptions;
  disposed: boolean;
  pendingDispose?: PendingDispose;
}

/** One LoginKit for the provider's life: created at the first render, disposed at unmount. */
function useOwnedKit(options: LoginKitOptions | undefined, injected: LoginKit | undefined): LoginKit {
  const owned = useRef<OwnedKit | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  if (injected === undefined && owned.current === null) {
    if (options === undefined) throw invalidInput('options', 'pass `options` (or a `kit`) to <LoginKitProvider>');
    owned.current = { kit: kitForRender(options), options, disposed: false };
  }

  useEffect(() => {
    let entry = owned.current;
    if (entry === null) return undefined;
    if (entry.disposed) {
      // Reconnected after a real disconnect (for example a hidden <Activity>): start a new client.
      entry = { kit: createLoginKit(entry.options), options: entry.options, disposed: false };
      owned.current = entry;
      rerender();
    } else {
      entry.pendingDispose?.cancel();
      if (uncommittedKits.get(entry.options) === entry.kit) uncommittedKits.delete(entry.options);
    }
    const current = entry;
    return () => {
      current.pendingDispose = scheduleDispose(() => {
        current.disposed = true;
        current.kit.dispose();
      });
    };
  }, []);

  return injected ?? (owned.current as OwnedKit).kit;
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

/** Calls the provider's `onLogin`, `onLogout` and `onError` (the latest ones given) for the kit's events. */
function useAppEvents(kit: LoginKit, handlers: Pick<CommonProps, 'onLogin' | 'onLogout' | 'onError'>): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const wanted = handlers.onLogin !== undefined || handlers.onLogout !== undefined || handlers.onError !== undefined;
  // Subscribed before the restore below runs (effects run in order), so a restored session is reported.
  useEffect(() => {
    if (!wanted) return undefined;
    return kit.subscribeEvents(({ type, ...event }) => {
      if (type === 'login') latest.current.onLogin?.(event as LoginEvent);
      else if (type === 'logout') latest.current.onLogout?.(event as LogoutEvent);
      else latest.current.onError?.((event as { error: LoginKitError }).error);
    });
  }, [kit, wanted]);
}

/**
 * Gives its descendants one LoginKit client (and the QueryClient loginkit's hooks use).
 * Place it once near the root of the app; `<LoginModal>` and the hooks must be inside it.
 */
export function LoginKitProvider(props: LoginKitProviderProps): ReactNode {
  const kit = useOwnedKit(props.options, props.kit);
  const queryClient = useChosenQueryClient(props.queryClient);
  useAppEvents(kit, props);
  useRestoreSessionOnce(kit);
  const { appearance } = props;
  const value = useMemo<LoginKitContextValue>(() => ({ kit, queryClient, appearance }), [kit, queryClient, appearance]);
  return <LoginKitContext.Provider value={value}>{props.children}</LoginKitContext.Provider>;
}
