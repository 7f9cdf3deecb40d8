/** A running flow: a pure machine plus its effects, observable by any UI layer. */
export interface Flow<State, Event> {
  getSnapshot(): State;
  subscribe(listener: () => void): () => void;
  send(event: Event): void;
  /** Stops effects; later effect results are ignored. */
  dispose(): void;
}

/**
 * Runs an effect when the machine enters a state that needs one. `dispatch` delivers the
 * effect's result event only while the machine is still in the state that started it, so a
 * late answer (after "change contact", say) can never overwrite newer state. `signal` is aborted
 * when the machine leaves that state or the flow is disposed: requests made for the state pass it
 * on, so a cancelled wait ends at once instead of running on unseen.
 */
export type EffectRunner<State, Event> = (state: State, dispatch: (event: Event) => void, signal: AbortSignal) => void;

export interface MachineFlowOptions<State, Event> {
  initial: State;
  transition: (state: State, event: Event) => State;
  effect: EffectRunner<State, Event>;
  onDispose?: () => void;
  /** Runs the effect of `initial` as the flow is created (by default only states entered later run one). */
  effectOnStart?: boolean;
}

export function createMachineFlow<State, Event>(options: MachineFlowOptions<State, Event>): Flow<State, Event> {
  let state = options.initial;
  let disposed = false;
  /** Aborted as the machine leaves the state it was made for. */
  let stateSignal = new AbortController();
  const listeners = new Set<() => void>();

  const run = (startedIn: State): void =>
    options.effect(
      startedIn,
      (event) => {
        if (!disposed && state === startedIn) send(event);
      },
      stateSignal.signal,
    );

  const enter = (next: State): void => {
    if (next === state) return;
    state = next;
    stateSignal.abort();
    stateSignal = new AbortController();
    for (const listener of [...listeners]) listener();
    run(next);
  };

  const send = (event: Event): void => {
    if (disposed) return;
    enter(options.transition(state, event));
  };
  if (options.effectOnStart === true) run(state);

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    dispose() {
      if (disposed) return;
      disposed = true;
      stateSignal.abort();
      listeners.clear();
      options.onDispose?.();
    },
  };
}
