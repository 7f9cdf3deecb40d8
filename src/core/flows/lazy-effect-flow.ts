import { toLoginKitError, type LoginKitError } from '../errors';
import { createMachineFlow, type EffectRunner, type Flow } from './flow';

/** Effects that arrive in a chunk of their own. */
export interface LoadedEffects<State, Event> {
  run: EffectRunner<State, Event>;
  dispose(): void | Promise<void>;
  /** The machine, when it comes with the effects (the flow's `transition` option is then absent). */
  transition?: (state: State, event: Event) => State;
}

export interface LazyEffectFlowOptions<State, Event, Effects extends LoadedEffects<State, Event>> {
  initial: State;
  /**
   * The machine. Absent: it comes with the effects (a method whose machine is not in the page's
   * initial JavaScript either); events sent before they load are kept and replayed, in order.
   */
  transition?: (state: State, event: Event) => State;
  /** Imports and creates the effects; called as the flow is created, and again after a failure. */
  load: () => Promise<Effects>;
  /** Called once when the effects are there (before the waiting state runs), e.g. to prepare. */
  onLoaded?: (effects: Effects, flow: Flow<State, Event>) => void;
  /** The event that ends a state (`state`) waiting on effects that could not load. */
  loadFailed: (error: LoginKitError, state: State) => Event;
  /** `initial` has an effect too: it runs when the effects arrive (if the flow is still there). */
  effectOnStart?: boolean;
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
  let waiting: { state: State; dispatch: (event: Event) => void; signal: AbortSignal } | undefined;
  let loading = false;
  let disposed = false;
  let transition = options.transition;
  const queued: Event[] = [];

  const flow = createMachineFlow<State, Event>({
    initial: options.initial,
    transition: (state, event) => {
      if (transition !== undefined) return transition(state, event);
      queued.push(event); // the machine is still loading (again, when an earlier load failed)
      load();
      return state;
    },
    effect: (state, dispatch, signal) => {
      if (effects !== undefined) return effects.run(state, dispatch, signal);
      waiting = { state, dispatch, signal };
      load(); // again, when an earlier load failed
    },
    onDispose: () => {
      disposed = true;
      void effects?.dispose();
    },
    effectOnStart: options.effectOnStart,
  });

  // A declaration (hoisted): an initial state's effect (`effectOnStart`) calls it while the flow is made.
  function load(): void {
    if (loading || effects !== undefined || disposed) return;
    loading = true;
    options.load().then(
      (loaded) => {
        loading = false;
        if (disposed) return void loaded.dispose();
        effects = loaded;
        transition ??= loaded.transition;
        options.onLoaded?.(loaded, flow);
        for (const event of queued.splice(0)) flow.send(event);
        const pending = waiting;
        waiting = undefined;
        if (pending !== undefined && flow.getSnapshot() === pending.state) loaded.run(pending.state, pending.dispatch, pending.signal);
      },
      (error: unknown) => {
        loading = false;
        const pending = waiting;
        waiting = undefined;
        if (pending !== undefined) pending.dispatch(options.loadFailed(toLoginKitError(error, 'network'), pending.state));
      },
    );
  }
  load();
  return flow;
}
