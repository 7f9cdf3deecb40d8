import { describe, expect, it } from 'vitest';
import { createMachineFlow } from '../flow';
import { stepUpOutcome } from './step-up-outcome';
import { initialStepUpState, transitionStepUp } from './step-up.machine';
import type { StepUpEvent, StepUpState } from './step-up.types';
import { challenge, failure, heldActivity, prepared } from './test-utils/step-up-fixtures';

const flowAt = (...events: StepUpEvent[]) => {
  const flow = createMachineFlow<StepUpState, StepUpEvent>({ initial: initialStepUpState(challenge()), transition: transitionStepUp, effect: () => undefined });
  for (const event of events) flow.send(event);
  return flow;
};
const finishing = prepared({ activity: heldActivity('ACTIVITY_STATUS_COMPLETED') });

describe('stepUpOutcome: what an onMfaRequired handler resolves with', () => {
  it('completed: the operation’s result, with the activity', async () => {
    const flow = flowAt({ type: 'prepared', prepared: finishing });
    const outcome = stepUpOutcome(flow);
    flow.send({ type: 'finished', activity: heldActivity('ACTIVITY_STATUS_COMPLETED'), result: { privateKeyId: 'pk-1' } });
    expect(await outcome).toMatchObject({ status: 'completed', result: { privateKeyId: 'pk-1' }, activity: { id: 'activity-1' } });
  });

  it('rejected: the rejected outcome; cancelled: the challenge itself (left waiting)', async () => {
    expect(await stepUpOutcome(flowAt({ type: 'prepared', prepared: prepared({ activity: heldActivity('ACTIVITY_STATUS_REJECTED') }) }))).toMatchObject({
      status: 'rejected',
      canApprove: false,
      canReject: false,
    });
    const left = flowAt({ type: 'cancel' });
    expect(await stepUpOutcome(left)).toBe((left.getSnapshot() as Extract<StepUpState, { status: 'cancelled' }>).challenge);
  });

  it('failed for good: rejects with the error; a retryable failure waits for the retry (or a dismiss)', async () => {
    await expect(stepUpOutcome(flowAt({ type: 'prepareFailed', error: failure('session_expired') }))).rejects.toMatchObject({ code: 'session_expired' });
    const flow = flowAt({ type: 'prepareFailed', error: failure('network') });
    const outcome = stepUpOutcome(flow);
    flow.send({ type: 'dismiss' });
    expect(await outcome).toMatchObject({ status: 'mfaRequired' });
  });
});
