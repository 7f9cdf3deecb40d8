import { describe, expect, it, vi } from 'vitest';
import type { LoginKitError } from '../errors';
import { createLazyEffectFlow, type LoadedEffects } from './lazy-effect-flow';

type State = { status: 'idle' } | { status: 'working' } | { status: 'done' } | { status: 'failed'; error: LoginKitError };
type Event = { type: 'start' } | { type: 'finished' } | { type: 'failed'; error: LoginKitError } | { type: 'reset' };

const transition = (state: State, event: Event): State => {
  if (event.type === 'start' && state.status !== 'working') return { status: 'working' };
  if (event.type === 'finished' && state.status === 'working') return { status: 'done' };
  if (event.type === 'failed' && state.status === 'working') return { status: 'failed', error: event.error };
  if (event.type === 'reset') return { status: 'idle' };
  return state;
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const effects = () => ({
  run: vi.fn((state: State, dispatch: (event: Event) => void) => {
    if (state.status === 'working') dispatch({ type: 'finished' });
  }),
  dispose: vi.fn<() => void>(),
});

const options = (load: () => Promise<LoadedEffects<State, Event>>) => ({
  initial: { status: 'idle' } as State,
  transition,
  load,
  loadFailed: (error: LoginKitError): Event => ({ type: 'failed', error }),
});

describe('a flow whose effects load in the background', () => {
  it('starts loading at creation and runs effects synchronously once they are there', async () => {
    const loaded = effects();
    const load = vi.fn(() => Promise.resolve(loaded));
    const onLoaded = vi.fn();
    const flow = createLazyEffectFlow({ ...options(load), onLoaded });
    expect(load).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledWith(loaded, flow));
    flow.send({ type: 'start' });
    expect(flow.getSnapshot()).toEqual({ status: 'done' }); // in the same call: a click keeps its gesture
  });

  it('runs a state entered before the effects arrived when they do, if the flow is still in it', async () => {
    const gate = deferred<LoadedEffects<State, Event>>();
    const flow = createLazyEffectFlow(options(() => gate.promise));
    flow.send({ type: 'start' });
    expect(flow.getSnapshot()).toEqual({ status: 'working' });
    const loaded = effects();
    gate.resolve(loaded);
    await vi.waitFor(() => expect(flow.getSnapshot()).toEqual({ status: 'done' }));
  });

  it('does not run a state the flow has left', async () => {
    const gate = deferred<LoadedEffects<State, Event>>();
    const flow = createLazyEffectFlow(options(() => gate.promise));
    flow.send({ type: 'start' });
    flow.send({ type: 'reset' });
    const loaded = effects();
    gate.resolve(loaded);
    await Promise.resolve();
    await Promise.resolve();
    expect(loaded.run).not.toHaveBeenCalledWith({ status: 'working' }, expect.anything());
    expect(flow.getSnapshot()).toEqual({ status: 'idle' });
  });

  it('ends a waiting state when the effects cannot load, and loads again on the next state', async () => {
    const load = vi
      .fn<() => Promise<LoadedEffects<State, Event>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(effects());
    const flow = createLazyEffectFlow(options(load));
    flow.send({ type: 'start' });
    await vi.waitFor(() => expect(flow.getSnapshot()).toMatchObject({ status: 'failed', error: { code: 'network' } }));
    flow.send({ type: 'start' });
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(2);
    await vi.waitFor(() => expect(flow.getSnapshot()).toEqual({ status: 'done' }));
  });

  it('disposes effects that arrive after the flow was disposed, and those it has', async () => {
    const gate = deferred<LoadedEffects<State, Event>>();
    const early = createLazyEffectFlow(options(() => gate.promise));
    early.dispose();
    const late = effects();
    gate.resolve(late);
    await vi.waitFor(() => expect(late.dispose).toHaveBeenCalledOnce());

    const loaded = effects();
    const onLoaded = vi.fn();
    const flow = createLazyEffectFlow({ ...options(() => Promise.resolve(loaded)), onLoaded });
    await vi.waitFor(() => expect(onLoaded).toHaveBeenCalled());
    flow.dispose();
    expect(loaded.dispose).toHaveBeenCalledOnce();
  });

  it('with the machine coming with the effects: keeps the events sent before they load and replays them in order', async () => {
    const gate = deferred<LoadedEffects<State, Event>>();
    const { transition: _omitted, ...withoutMachine } = options(() => gate.promise);
    const flow = createLazyEffectFlow<State, Event, LoadedEffects<State, Event>>(withoutMachine);
    flow.send({ type: 'reset' });
    flow.send({ type: 'start' });
    expect(flow.getSnapshot()).toEqual({ status: 'idle' }); // nothing to decide with yet
    gate.resolve({ ...effects(), transition });
    await vi.waitFor(() => expect(flow.getSnapshot()).toEqual({ status: 'done' }));
  });

  it('with the machine coming with the effects: a failed load is tried again by the next event, which is kept', async () => {
    const load = vi
      .fn<() => Promise<LoadedEffects<State, Event>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ ...effects(), transition });
    const { transition: _omitted, ...withoutMachine } = options(load);
    const flow = createLazyEffectFlow<State, Event, LoadedEffects<State, Event>>(withoutMachine);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    flow.send({ type: 'start' });
    await vi.waitFor(() => expect(flow.getSnapshot()).toEqual({ status: 'done' }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('effectOnStart: the initial state has an effect too', () => {
  it('runs the initial state’s effect once the effects arrive, with the machine that came with them', async () => {
    const gate = deferred<LoadedEffects<State, Event>>();
    const run = vi.fn((state: State, dispatch: (event: Event) => void) => {
      if (state.status === 'working') dispatch({ type: 'finished' });
    });
    const flow = createLazyEffectFlow({ initial: { status: 'working' } as State, load: () => gate.promise, loadFailed: (error: LoginKitError): Event => ({ type: 'failed', error }), effectOnStart: true });
    expect(flow.getSnapshot().status).toBe('working');
    gate.resolve({ run, dispose: vi.fn(), transition });
    await vi.waitFor(() => expect(flow.getSnapshot().status).toBe('done'));
    expect(run.mock.calls[0]?.[0]).toEqual({ status: 'working' });
  });

  it('a failed load ends the initial state with loadFailed', async () => {
    const flow = createLazyEffectFlow({ ...options(() => Promise.reject(new Error('offline'))), initial: { status: 'working' } as State, effectOnStart: true });
    await vi.waitFor(() => expect(flow.getSnapshot()).toMatchObject({ status: 'failed', error: { code: 'network' } }));
  });
});
