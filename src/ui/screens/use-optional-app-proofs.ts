import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { AppProofResult } from '../../core/internal';
import { LoginKitContext } from '../../react/index';

const noSubscription = (): (() => void) => () => undefined;
const nothing = (): undefined => undefined;

/**
 * The logged-in account's app proof outcome when a <LoginKitProvider> is above (as useAppProofs
 * reads it), else undefined: screens rendered on their own (stories, custom UIs) pass it in.
 */
export function useOptionalAppProofs(): AppProofResult | undefined {
  const kit = useContext(LoginKitContext)?.kit;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (kit === undefined) return noSubscription();
      const stopProofs = kit.subscribeAppProofs(listener);
      const stopSession = kit.subscribeSession(listener);
      return () => {
        stopProofs();
        stopSession();
      };
    },
    [kit],
  );
  const read = useCallback((): AppProofResult | undefined => {
    if (kit === undefined) return nothing();
    const result = kit.getAppProofs();
    const state = kit.getSessionState();
    return result !== undefined && state.status === 'signedIn' && state.session.organizationId === result.organizationId ? result : undefined;
  }, [kit]);
  return useSyncExternalStore(subscribe, read, read);
}
