import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPasskeyUpgradeFlow, type Flow, type KitConfig, type LoginKit, type PasskeyUpgradeEvent, type PasskeyUpgradeMode, type PasskeyUpgradeState, type Session } from '../core/internal';
import { scheduleDispose, type PendingDispose } from './deferred-dispose';
import { loginKitQueryKeys } from './query-keys';
import { useLoginKitContext } from './use-login-kit';

export interface UsePasskeyUpgradeOptions {
  /**
   * The login just made: its session and whether it created the account (a code or social
   * login's `success` state has both). Undefined: no offer (`state` undefined). A new login
   * (another session) starts a new offer.
   */
  login: { session: Session; isNewUser: boolean } | undefined;
  /** `offer` (default), `automatic` (a prompt-less passkey first where the browser allows it, else the offer) or `off`. Read per login. */
  mode?: PasskeyUpgradeMode;
  /**
   * The name of the passkey added, asked as it is added (the latest function given is used): the
   * modal gives one in its language. Without it the kit's English default (`Passkey 2026-11-22 14:05`).
   */
  passkeyName?: () => string;
}

/** What the person can do with the offer; each sends one event synchronously and does nothing without an offer. */
export interface PasskeyUpgradeActions {
  /** "Add a passkey" (and Try again): opens the browser's prompt. Call it from the click handler itself. */
  add(): void;
  /** "Not now": remembered on this browser for this user, so the offer does not come back. */
  skip(): void;
}

export interface UsePasskeyUpgradeResult extends PasskeyUpgradeActions {
  /** The offer's state; undefined without a login, and until the configuration has loaded. */
  state: PasskeyUpgradeState | undefined;
}

interface OwnedUpgrade {
  flow: Flow<PasskeyUpgradeState, PasskeyUpgradeEvent>;
  kit: LoginKit;
  key: string;
  pendingDispose?: PendingDispose;
}

/**
 * Headless "log in faster next time": after a code or social login, offers to add a passkey when
 * the relay's configuration offers passkeys, the browser supports them, the user has none yet
 * and did not choose "Not now" on this browser before. One flow per login (StrictMode-safe,
 * disposed at unmount); the user's passkey list (`usePasskeys`) is refreshed after one is added.
 *
 * **User activation.** `add` opens the browser's prompt in its own call (the passkey module is
 * loaded while the offer is checked): call it directly in the click handler, awaiting nothing
 * before, as with `usePasskeyLogin`.
 *
 * ```tsx
 * const upgrade = usePasskeyUpgrade({ login: state.status === 'success' ? state : undefined });
 * if (upgrade.state?.status === 'offering') return <button onClick={upgrade.add}>Add a passkey</button>;
 * ```
 */
export function usePasskeyUpgrade({ login, mode = 'offer', passkeyName }: UsePasskeyUpgradeOptions): UsePasskeyUpgradeResult {
  const { kit, queryClient } = useLoginKitContext('usePasskeyUpgrade');
  // Read as the passkey is added, so the flow (made once per login) names it with the latest one.
  const name = useRef(passkeyName);
  useEffect(() => {
    name.current = passkeyName;
  });
  // The configuration the kit has loaded (cached); not useWalletKitConfig, whose query module would then leave the modal's initial chunk for one of its own.
  const [config, setConfig] = useState<KitConfig | undefined>(undefined);
  useEffect(() => {
    let current = true;
    kit.loadConfig().then(
      (loaded) => current && setConfig(loaded),
      () => undefined, // no configuration: no offer
    );
    return () => {
      current = false;
    };
  }, [kit]);
  const session = login?.session;
  const isNewUser = login?.isNewUser === true;
  const showPasskey = config?.showPasskey === true;
  // One offer per login: the session's key names it.
  const key = session === undefined || config === undefined ? undefined : [session.publicKey, session.userId, isNewUser, mode, showPasskey].join('|');
  const userId = session?.userId;
  const owned = useRef<OwnedUpgrade | null>(null);
  const [flow, setFlow] = useState<Flow<PasskeyUpgradeState, PasskeyUpgradeEvent> | null>(null);

  useEffect(() => {
    if (key === undefined || userId === undefined) {
      setFlow(null);
      return undefined;
    }
    let entry = owned.current;
    if (entry !== null && entry.kit === kit && entry.key === key && entry.pendingDispose !== undefined) {
      entry.pendingDispose.cancel(); // StrictMode's second run: keep the flow (and its running checks)
      entry.pendingDispose = undefined;
    } else {
      const flow = createPasskeyUpgradeFlow({ passkeys: kit.passkeys, login: { userId, isNewUser }, mode, showPasskey, passkeyName: () => name.current?.() });
      entry = { flow, kit, key };
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
    // `key` covers the login, mode and configuration (read with it).
  }, [kit, key]);

  // (Not useFlowState: sharing it with the modal's initial chunk would split it into a chunk of its own.)
  const subscribe = useCallback((listener: () => void) => (flow ? flow.subscribe(listener) : () => undefined), [flow]);
  const snapshot = useCallback(() => flow?.getSnapshot(), [flow]);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const added = state?.status === 'added';
  useEffect(() => {
    if (added && userId !== undefined) void queryClient.invalidateQueries({ queryKey: loginKitQueryKeys.passkeys(kit.options.authProxyConfigId, userId) });
  }, [added, userId, queryClient, kit]);

  const send = useCallback((event: PasskeyUpgradeEvent) => flow?.send(event), [flow]);
  return useMemo<UsePasskeyUpgradeResult>(
    () => ({
      state: key === undefined ? undefined : state,
      add: () => send({ type: 'add' }),
      skip: () => send({ type: 'skip' }),
    }),
    [key, state, send],
  );
}
