/**
 * The kit's side of checking app proofs (loaded when there are proofs to check): what a signup's
 * proofs must name, the boot proof fetched with the session's key, and the root to check it
 * against (the `appProofs.enclaveRoot` option, else the AWS Nitro root).
 */
import { createApiKeyStamper } from '../crypto/api-key-stamper';
import { LoginKitError, toLoginKitError } from '../errors';
import type { Session } from '../session/session-types';
import type { KeyStore } from '../storage/key-store';
import type { ApiClient } from '../transport/api-client';
import type { SignupRequest, SignupResponse } from '../transport/relay-types';
import type { AppProofOptions, AppProofResult, ExpectedProofObjects } from './app-proof-types';
import { awsNitroRootPem } from './aws-nitro-root';
import { enclaveRootDer } from './enclave-root';
import { verifyAppProofSet } from './verify-app-proof-set';

export interface CheckDeps {
  options: AppProofOptions | undefined;
  api: ApiClient;
  keys: KeyStore;
  now: () => number;
  /** The active session, and a subscription to its changes (the session manager's). */
  activeSession: () => Session | undefined;
  subscribeSession: (listener: () => void) => () => void;
}

/** What a signup's proofs must name: the new organization, its wallet, and each requested account's path with the address answered for it. */
export function expectedObjects(request: SignupRequest, response: SignupResponse): ExpectedProofObjects {
  const wallet = response.wallet;
  const accounts = request.wallet?.accounts;
  return {
    organizationId: response.organizationId,
    ...(wallet === undefined ? {} : { walletId: wallet.walletId }),
    ...(wallet === undefined || accounts === undefined ? {} : { accounts: accounts.map((account, index) => ({ path: account.path, address: wallet.addresses[index] ?? '' })) }),
  };
}

/** Checks `proofs` against `expected`, fetching boot proofs (get_boot_proof) stamped with `session`'s key. */
export function checkAppProofs(deps: CheckDeps, proofs: readonly unknown[] | undefined, expected: ExpectedProofObjects, session: Session): Promise<AppProofResult> {
  const fetchBootProof = async (ephemeralKey: string): Promise<unknown> => {
    const key = await deps.keys.get(session.publicKey);
    if (key === undefined) throw new Error("the session's key is no longer on this device");
    return deps.api.query('get_boot_proof', { organizationId: session.organizationId, ephemeralKey }, { stamper: createApiKeyStamper(key) });
  };
  const rootDer = enclaveRootDer(deps.options?.enclaveRoot ?? awsNitroRootPem);
  return verifyAppProofSet({ proofs, expected, fetchBootProof, rootDer, now: deps.now() });
}

/** `kit.verifyAppProofs`: with the active session (`session_expired` when signed out). */
export async function checkActiveAppProofs(deps: CheckDeps, proofs: readonly unknown[] | undefined, expected: ExpectedProofObjects): Promise<AppProofResult> {
  const session = deps.activeSession();
  if (session === undefined) throw new LoginKitError('session_expired', 'Log in first: boot proofs are fetched with the session’s key');
  return checkAppProofs(deps, proofs, expected, session);
}

/**
 * Checks a signup's proofs once the new account's session is the active one (the login that
 * follows the signup), then reports the outcome. A check that cannot run (e.g. an unreadable
 * `enclaveRoot`) reports `invalid` with its error; a wallet signup answered without proofs is
 * `invalid` with `proof_missing` at once.
 */
export function checkOnceLoggedIn(deps: CheckDeps, request: SignupRequest, response: SignupResponse, report: (result: AppProofResult) => void): void {
  const { organizationId } = response;
  // A signup that created a wallet is answered with its proofs: none is a relay dropping them,
  // exactly what proofs exist to catch — a failed check of its own, not `absent` (issue 23).
  if (request.wallet !== undefined && (response.appProofs ?? []).length === 0) {
    const error = new LoginKitError('proof_missing', 'signup_v2: the signup created a wallet, and its answer carried no app proofs', { details: { field: 'appProofs' } });
    return report({ status: 'invalid', organizationId, proofs: [], claims: [], error, checkedAt: deps.now() });
  }
  const run = (session: Session): void => {
    const expected = expectedObjects(request, response);
    new Promise<AppProofResult>((resolve) => resolve(checkAppProofs(deps, response.appProofs ?? [], expected, session)))
      .catch((error: unknown): AppProofResult => ({ status: 'invalid', organizationId, proofs: [], claims: [], error: toLoginKitError(error), checkedAt: deps.now() }))
      .then(report);
  };
  const now = deps.activeSession();
  if (now?.organizationId === organizationId) return run(now);
  const stop = deps.subscribeSession(() => {
    const session = deps.activeSession();
    if (session?.organizationId !== organizationId) return;
    stop();
    run(session);
  });
}
