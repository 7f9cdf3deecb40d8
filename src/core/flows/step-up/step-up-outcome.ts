import type { AccountOutcome } from '../../api/account-types';
import type { Flow } from '../flow';
import type { StepUpEvent, StepUpState } from './step-up.types';

/**
 * What a step-up ends with, as the account API's `onMfaRequired` handler resolves: `completed`
 * with the operation's result, `rejected`, or the challenge itself when the person left it waiting
 * (`cancelled`); a `failed` step-up rejects with its error. Waits for the flow to end (a UI drives
 * it meanwhile; a retryable failure stays open for a retry until dismissed).
 */
export function stepUpOutcome(flow: Pick<Flow<StepUpState, StepUpEvent>, 'getSnapshot' | 'subscribe'>): Promise<AccountOutcome<unknown>> {
  return new Promise((resolve, reject) => {
    const settle = (): boolean => {
      const state = flow.getSnapshot();
      switch (state.status) {
        case 'completed':
          resolve({ status: 'completed', activity: state.activity, result: state.result });
          return true;
        case 'rejected':
          resolve({ status: 'rejected', activity: state.activity, votes: state.activity.votes, canApprove: false, canReject: false });
          return true;
        case 'cancelled':
          resolve(state.challenge);
          return true;
        case 'failed':
          if (state.retryable) return false;
          reject(state.error);
          return true;
        default:
          return false;
      }
    };
    if (settle()) return;
    const stop = flow.subscribe(() => {
      if (settle()) stop();
    });
  });
}
