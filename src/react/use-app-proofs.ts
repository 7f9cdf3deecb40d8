import { useCallback, useSyncExternalStore } from 'react';
import type { AppProofResult } from '../core/internal';
import { useLoginKitContext } from './use-login-kit';

/**
 * The app proofs of the logged-in account's signup, as the kit checked them: `verified`,
 * `invalid` (with a `proof_invalid` error saying which check failed) or `absent`; undefined
 * while they are being checked, when this session did not sign up in this page, or when signed
 * out. Re-renders when a check finishes and when the session changes. The login stands either
 * way: the app decides what an invalid proof means (e.g. hide the wallet, warn, log out).
 *
 * ```tsx
 * const proofs = useAppProofs();
 * if (proofs?.status === 'invalid') return <p>Could not confirm your wallet: {proofs.error?.message}</p>;
 * ```
 */
export function useAppProofs(): AppProofResult | undefined {
  const { kit } = useLoginKitContext('useAppProofs');
  const subscribe = useCallback(
    (listener: () => void) => {
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
    const result = kit.getAppProofs();
    const state = kit.getSessionState();
    return result !== undefined && state.status === 'signedIn' && state.session.organizationId === result.organizationId ? result : undefined;
  }, [kit]);
  return useSyncExternalStore(subscribe, read, read);
}
