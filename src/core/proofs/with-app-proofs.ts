/**
 * App proofs in the client: signups get `signupWallet` when they name no wallet, and each signup's
 * answer is handed to the checks (check-app-proofs.ts, loaded once the new account's session is
 * active), which report the outcome here: the latest result (`useAppProofs`) and the
 * `onAppProofs` callback. Part of the page's initial JavaScript, so it holds no more than that.
 */
import { invalidInput, toLoginKitError } from '../errors';
import type { RelayClient } from '../transport/relay-client';
import type { SignupWallet } from '../transport/relay-types';
import type { AppProofOptions, AppProofResult, ExpectedProofObjects } from './app-proof-types';
import type { CheckDeps } from './check-app-proofs';

export interface AppProofsDeps extends CheckDeps {
  signupWallet: SignupWallet | undefined;
  onAppProofs: ((result: AppProofResult) => void) | undefined;
}

export interface AppProofs {
  /** The relay client whose signups carry the wallet and have their proofs checked. */
  relay: RelayClient;
  /** The latest signup's result (undefined until one is checked). */
  latest(): AppProofResult | undefined;
  subscribe(listener: () => void): () => void;
  /** Checks proofs of anything else (e.g. an activity's `appProofs`), fetching boot proofs with the active session's key. */
  verify(proofs: readonly unknown[] | undefined, expected: ExpectedProofObjects): Promise<AppProofResult>;
}

function checkOptions(options: AppProofOptions | undefined): void {
  // Without parsing: the PEM or DER is read when proofs are checked.
  if (options?.verify !== undefined && typeof options.verify !== 'boolean') throw invalidInput('appProofs.verify', 'must be a boolean');
  const root = options?.enclaveRoot;
  if (root !== undefined && !(root instanceof Uint8Array) && !String(root).includes('-----BEGIN CERTIFICATE-----')) {
    throw invalidInput('appProofs.enclaveRoot', 'must be a PEM certificate or DER bytes');
  }
}

export function withAppProofs(relay: RelayClient, deps: AppProofsDeps): AppProofs {
  checkOptions(deps.options);
  const listeners = new Set<() => void>();
  let latest: AppProofResult | undefined;
  const checks = () => import('./check-app-proofs');
  const report = (result: AppProofResult): void => {
    latest = result;
    for (const listener of [...listeners]) listener();
    deps.onAppProofs?.(result);
  };
  return {
    relay: {
      ...relay,
      async signup(request, call) {
        const sent = deps.signupWallet !== undefined && request.wallet === undefined ? { ...request, wallet: deps.signupWallet } : request;
        const response = await relay.signup(sent, call);
        if (deps.options?.verify !== false) {
          const check = (): void =>
            void checks().then(
              ({ checkOnceLoggedIn }) => checkOnceLoggedIn(deps, sent, response, report),
              (error: unknown) => report({ status: 'invalid', organizationId: response.organizationId, proofs: [], claims: [], error: toLoginKitError(error), checkedAt: deps.now() }),
            );
          // The checks' chunk is fetched once the new account's session is the active one (they wait
          // for it anyway): it never competes with the login's own requests (issue 27). And in the
          // task after, once the page has drawn the session (React renders a store's change before
          // the next task): the slow-network bench counted it before the session on screen. Proofs
          // missing from a wallet signup are said at once, as before.
          if (sent.wallet !== undefined && !response.appProofs?.length) check();
          else {
            const stop = deps.subscribeSession(() => {
              if (deps.activeSession()?.organizationId !== response.organizationId) return;
              stop();
              setTimeout(check, 0);
            });
          }
        }
        return response;
      },
    },
    latest: () => latest,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    verify: (proofs, expected) => checks().then(({ checkActiveAppProofs }) => checkActiveAppProofs(deps, proofs, expected)),
  };
}
