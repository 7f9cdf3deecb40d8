import type { AccountOutcome, MfaChallenge } from '../../core/internal';

/**
 * One account call an MFA policy holds, waiting in `<StepUpDialog>`: the dialog settles it with
 * how the step-up ended (the call resolves with that), fails it, or closes it (removed from the
 * dialog; a call not settled yet resolves with its challenge).
 */
export interface StepUpRequest {
  readonly challenge: MfaChallenge;
  settle(outcome: AccountOutcome<unknown>): void;
  fail(error: unknown): void;
  close(): void;
}
