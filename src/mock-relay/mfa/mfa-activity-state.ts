/**
 * What an activity held by an MFA policy keeps (protocol.md section 14), as plain JSON inside the
 * stored activity (stored-state.ts): the policy that applied, its steps as they were when the
 * activity was submitted, the methods that satisfied them so far (one per step, in order), and the
 * submit to run once the last step is satisfied.
 */
import type { MfaMethod, MfaStep } from '../org-resources-state';
import type { CallerCredential } from '../routes/api/caller';

/** The credential that submitted a held activity, by id: looked up again when the operation runs. */
export type PendingCredential = { kind: 'apiKey'; apiKeyId: string } | { kind: 'passkey'; authenticatorId: string; userVerified: boolean };

/** The reference kept for `credential`. */
export function pendingCredential(credential: CallerCredential): PendingCredential {
  return credential.kind === 'apiKey'
    ? { kind: 'apiKey', apiKeyId: credential.apiKey.apiKeyId }
    : { kind: 'passkey', authenticatorId: credential.authenticator.authenticatorId, userVerified: credential.userVerified };
}

/** A submit whose operation runs later: what the route needs of the original request. */
export interface PendingSubmit {
  /** The operation's path name (`export_private_key`, …): its route in the submit table. */
  operation: string;
  /** The body as received (UTF-8 text), parsed again when the operation runs. */
  body: string;
  origin: string | null;
  baseUrl: string;
  clientAddress: string | null;
  /** The credential that submitted it (the operation runs as that caller, if it still exists). */
  credential: PendingCredential;
  generateAppProofs: boolean;
}

export interface StoredMfaHold {
  /** The user whose policy applied: the submitter, who also approves. */
  userId: string;
  mfaPolicyId: string;
  mfaPolicyName: string;
  /** The policy's steps when the activity was submitted. */
  requiredMethods: MfaStep[];
  /** The method that satisfied each step so far, in step order. */
  satisfiedMethods: MfaMethod[];
  /** Present while the operation has not run (dropped once it ran, failed or was rejected). */
  pending?: PendingSubmit;
}

/** The google.rpc.Status of an activity that failed when it finally ran (the published `failure`). */
export interface StoredActivityFailure {
  code: number;
  message: string;
  details: unknown[];
}
