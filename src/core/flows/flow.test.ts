import { describe, expect, it } from 'vitest';
import { createMachineFlow } from './flow';

type State = { status: 'idle' } | { status: 'loading'; query: string } | { status: 'done'; result: string };
type Event = { type: 'load'; query: string } | { type: 'loaded'; result: string } | { type: 'cancel' };

const transition = (state: State, event: Event): State => {
  switch (event.type) {
    case 'load':
      return { status: 'loading', query: event.query };
    case 'loaded':
      return state.status === 'loading' ? { status: 'done', result: event.result } : state;
    case 'cancel':
      return { status: 'idle' };
  }
};

/** A flow whose effect answers only when the test says so. */
function harness() {
  const pending: { query: string; answer: (result: string) => void; signal: AbortSignal }[] = [];
  const flow = createMachineFlow<State, Event>({
    initial: { status: 'idle' },
    transition,
    effect: (state, dispatch, signal) => {
      if (state.status === 'loading') pending.push({ query: state.query, answer: (result) => dispatch({ type: 'loaded', result }), signal });
    },
  });
  return { flow, pending };
}

describe('machine flow runtime', () => {
  it('runs the effect of the state it enters and applies its result', () => {
    const { flow, pending } = harness();
    flow.send({ type: 'load', query: 'a' });
    pending[0]?.answer('A');
    expect(flow.getSnapshot()).toEqual({ status: 'done', result: 'A' });
  });

  it('ignores a late result from a state the flow has left', () => {
    const { flow, pending } = harness();
    flow.send({ type: 'load', query: 'a' });
    flow.send({ type: 'load', query: 'b' });
    pending[0]?.answer('A (stale)');
    expect(flow.getSnapshot()).toEqual({ status: 'loading', query: 'b' });
    pending[1]?.answer('B');
    expect(flow.getSnapshot()).toEqual({ status: 'done', result: 'B' });
  });

  it('notifies subscribers on change only, and not after unsubscribe or dispose', () => {
    const { flow, pending } = harness();
    let calls = 0;
    const stop = flow.subscribe(() => (calls += 1));
    flow.send({ type: 'loaded', result: 'ignored in idle' });
    expect(calls).toBe(0);
    flow.send({ type: 'load', query: 'a' });
    expect(calls).toBe(1);
    stop();
    flow.send({ type: 'cancel' });
    expect(calls).toBe(1);
    flow.subscribe(() => (calls += 1));
    flow.send({ type: 'load', query: 'c' });
    flow.dispose();
    pending.at(-1)?.answer('after dispose');
    flow.send({ type: 'cancel' });
    expect(flow.getSnapshot()).toEqual({ status: 'loading', query: 'c' });
    expect(calls).toBe(2);
  });

  it("aborts an effect's signal as the machine leaves the state that started it, and on dispose", () => {
    const { flow, pending } = harness();
    flow.send({ type: 'load', query: 'a' });
    expect(pending[0]?.signal.aborted).toBe(false);
    flow.send({ type: 'cancel' });
    expect(pending[0]?.signal.aborted).toBe(true);
    flow.send({ type: 'load', query: 'b' });
    expect(pending[1]?.signal.aborted).toBe(false);
    flow.dispose();
    expect(pending[1]?.signal.aborted).toBe(true);
  });

  it("runs the initial state's effect only when asked (effectOnStart)", () => {
    const started: string[] = [];
    const effect = (state: State): void => void started.push(state.status);
    createMachineFlow<State, Event>({ initial: { status: 'loading', query: 'q' }, transition, effect });
    expect(started).toEqual([]);
    createMachineFlow<State, Event>({ initial: { status: 'loading', query: 'q' }, transition, effect, effectOnStart: true });
    expect(started).toEqual(['loading']);
  });
});
