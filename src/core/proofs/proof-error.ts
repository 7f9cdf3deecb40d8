import { LoginKitError } from '../errors';
import type { ProofCheck } from './app-proof-types';

/** A `proof_invalid` error naming the check that failed (`details.check`) and, when one was wrong, the field. */
export function proofInvalid(check: ProofCheck, message: string, details: { field?: string; cause?: unknown } = {}): LoginKitError {
  return new LoginKitError('proof_invalid', `${check}: ${message}`, {
    ...(details.cause === undefined ? {} : { cause: details.cause }),
    details: { check, ...(details.field === undefined ? {} : { field: details.field }) },
  });
}
