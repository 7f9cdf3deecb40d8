import { toLoginKitError, type LoginKitError } from '../errors';
import { createMachineFlow, type EffectRunner, type Flow } from './flow';

/** Effects that arrive in a chunk of their own. */
export interface LoadedEffects<State, Event> {
  run: EffectRunner<State, Event>;
  dispose(): void | Promise<void>;
}

export interface LazyEffectFlowOptions<State, Event, Effects extends LoadedEffects<State, Event>> {
  initial: State;
  transition: (state: State, event: Event) => State;
  /** Imports and creates the effects; called as the flow is created, and again after a failure. */
  load: () => Promise<Effects>;
  /** Called once when the effects are there (before the waiting state runs), e.g. to prepare. */
  onLoaded?: (effects: Effects, flow: Flow<State, Event>) => void;
  /** The event that ends a state waiting on effects that could not load. */
  loadFailed: (error: LoginKitError) => Event;
}

/**
 * A flow whose machine runs at once and whose effects load in the background: most of a login
 * method's code stays out of the initial chunk, and it is there long before a click in practice
 * (loading starts when the modal creates the flow). A state entered before the effects arrive
 * runs when they do, if the flow is still in it.
 */
export function createLazyEffectFlow<State, Event, Effects extends LoadedEffects<State, Event>>(
  options: LazyEffectFlowOptions<State, Event, Effects>,
): Flow<State, Event> {
  let effects: Effects | undefined;
  let waiting: { state: State; dispatch: (event: Event) => void } | undefined;
  let loading = false;
  let disposed = false;

  const flow = createMachineFlow<State, Event>({
    initial: options.initial,
    transition: options.transition,
    effect: (state, dispatch) => {
      if (effects !== undefined) return effects.run(state, dispatch);
      waiting = { state, dispatch };
      load(); // again, when an earlier load failed
    },
    onDispose: () => {
      disposed = true;
      void effects?.dispose();
    },
  });

  const load = (): void => {
    if (loading || effects !== undefined || disposed) return;
    loading = true;
    options.load().then(
      (loaded) => {
        loading = false;
        if (disposed) return void loaded.dispose();
        effects = loaded;
        options.onLoaded?.(loaded, flow);
        const pending = waiting;
        waiting = undefined;
        if (pending !== undefined && flow.getSnapshot() === pending.state) loaded.run(pending.state, pending.dispatch);
      },
      (error: unknown) => {
        loading = false;
        const pending = waiting;
        waiting = undefined;
        pending?.dispatch(options.loadFailed(toLoginKitError(error, 'network')));
      },
    );
  };
  load();
  return flow;
}
