/** A running flow: a pure machine plus its effects, observable by any UI layer. */
export interface Flow<State, Event> {
  getSnapshot(): State;
  subscribe(listener: () => void): () => void;
  send(event: Event): void;
  /** Stops effects; later effect results are ignored. */
  dispose(): void;
}
