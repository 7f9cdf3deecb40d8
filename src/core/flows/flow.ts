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
 * late answer (after "change contact", say) can never overwrite newer state.
 */
export type EffectRunner<State, Event> = (state: State, dispatch: (event: Event) => void) => void;

export interface MachineFlowOptions<State, Event> {
  initial: State;
  transition: (state: State, event: Event) => State;
  effect: EffectRunner<State, Event>;
  onDispose?: () => void;
}

export function createMachineFlow<State, Event>(options: MachineFlowOptions<State, Event>): Flow<State, Event> {
  let state = options.initial;
  let disposed = false;
  const listeners = new Set<() => void>();

  const enter = (next: State): void => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
    const startedIn = next;
    options.effect(next, (event) => {
      if (!disposed && state === startedIn) send(event);
    });
  };

  const send = (event: Event): void => {
    if (disposed) return;
    enter(options.transition(state, event));
  };

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
      listeners.clear();
      options.onDispose?.();
    },
  };
}
