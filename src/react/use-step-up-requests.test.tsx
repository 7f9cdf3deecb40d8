import { describe, expect, it, vi } from 'vitest';
import { challenge, heldActivity } from '../core/flows/step-up/test-utils/step-up-fixtures';
import { createStepUpRequests } from './use-step-up-requests';

const render = () => null;

describe('createStepUpRequests (the step-up dialog\'s queue)', () => {
  it('without a dialog registered, a challenge resolves with itself at once', async () => {
    const requests = createStepUpRequests();
    const held = challenge();
    await expect(requests.handle(held)).resolves.toBe(held);
    expect(requests.getSnapshot().request).toBeUndefined();
  });

  it('shows the first challenge with the last registered dialog; settle resolves the call, close shows the next', async () => {
    const requests = createStepUpRequests();
    const listener = vi.fn();
    requests.subscribe(listener);
    const older = vi.fn(render);
    const newer = vi.fn(render);
    requests.register(older);
    requests.register(newer);
    expect(requests.getSnapshot().renderer).toBe(newer);
    const [first, second] = [challenge(), challenge()];
    const calls = [requests.handle(first), requests.handle(second)];
    const shown = requests.getSnapshot().request!;
    expect(shown.challenge).toBe(first);
    const activity = heldActivity('ACTIVITY_STATUS_COMPLETED');
    shown.settle({ status: 'completed', activity, result: 1 });
    shown.settle({ status: 'completed', activity, result: 2 });
    await expect(calls[0]).resolves.toEqual({ status: 'completed', activity, result: 1 });
    expect(requests.getSnapshot().request).toBe(shown); // still on screen until closed
    shown.close();
    expect(requests.getSnapshot().request?.challenge).toBe(second);
    requests.getSnapshot().request!.close(); // closed unsettled: left for later
    await expect(calls[1]).resolves.toBe(second);
    expect(listener).toHaveBeenCalled();
  });

  it('fail rejects the call with the error', async () => {
    const requests = createStepUpRequests();
    requests.register(render);
    const call = requests.handle(challenge());
    requests.getSnapshot().request!.fail(new Error('gone'));
    await expect(call).rejects.toThrow('gone');
  });

  it('a dialog that unregisters and registers again at once (StrictMode) keeps the challenges; the last one going resolves them', async () => {
    const requests = createStepUpRequests();
    const unregister = requests.register(render);
    const held = challenge();
    const call = requests.handle(held);
    unregister();
    const again = requests.register(render);
    await Promise.resolve();
    expect(requests.getSnapshot().request?.challenge).toBe(held);
    again();
    await expect(call).resolves.toBe(held);
    expect(requests.getSnapshot()).toEqual({ request: undefined, renderer: undefined });
  });

  it('closeAll resolves every waiting challenge with itself', async () => {
    const requests = createStepUpRequests();
    requests.register(render);
    const held = challenge();
    const call = requests.handle(held);
    requests.closeAll();
    await expect(call).resolves.toBe(held);
  });
});
