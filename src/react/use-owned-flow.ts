import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Flow, KitConfig, LoginKit, Session } from '../core/internal';
import { scheduleDispose, type PendingDispose } from './deferred-dispose';

interface OwnedFlow<State, Event> {
  flow: Flow<State, Event>;
  kit: LoginKit;
  config: KitConfig;
  generation: number;
  disposed: boolean;
  pendingDispose?: PendingDispose;
}

/**
 * One flow per (kit, config, generation): created once `config` is defined, kept through
 * StrictMode's repeated effects, disposed at unmount or when any of the three changes.
 * `create` is read once, from the first render (it gets the kit and config it is called with).
 */
export function useOwnedFlow<State, Event>(
  kit: LoginKit,
  config: KitConfig | undefined,
  create: (kit: LoginKit, config: KitConfig) => Flow<State, Event>,
  generation = 0,
): Flow<State, Event> | null {
  const [flow, setFlow] = useState<Flow<State, Event> | null>(null);
  const owned = useRef<OwnedFlow<State, Event> | null>(null);
  const createFlow = useRef(create);

  useEffect(() => {
    if (config === undefined) {
      setFlow(null);
      return undefined;
    }
    let entry = owned.current;
    if (entry !== null && entry.kit === kit && entry.config === config && entry.generation === generation && !entry.disposed) {
      entry.pendingDispose?.cancel();
    } else {
      entry = { flow: createFlow.current(kit, config), kit, config, generation, disposed: false };
      owned.current = entry;
    }
    const current = entry;
    setFlow(current.flow);
    return () => {
      current.pendingDispose = scheduleDispose(() => {
        current.disposed = true;
        current.flow.dispose();
      });
    };
  }, [kit, config, generation]);

  return flow;
}

const noSubscription = (): (() => void) => () => undefined;
const noState = (): undefined => undefined;

/** The flow's current state (undefined without a flow); re-renders on every change. */
export function useFlowState<State, Event>(flow: Flow<State, Event> | null): State | undefined {
  const subscribe = useMemo(() => (flow ? (listener: () => void) => flow.subscribe(listener) : noSubscription), [flow]);
  const getSnapshot = useMemo(() => (flow ? () => flow.getSnapshot() : noState), [flow]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Calls the latest `onSuccess` once each time the flow enters a new `success` state. */
export function useSuccessCallback<State extends { status: string }>(
  state: State | undefined,
  onSuccess: ((session: Session) => void) | undefined,
): void {
  const callback = useRef(onSuccess);
  useEffect(() => {
    callback.current = onSuccess;
  });
  const reported = useRef<State | undefined>(undefined);
  useEffect(() => {
    if (state === undefined || state.status !== 'success' || reported.current === state) return;
    reported.current = state;
    const { session } = state as State & { session: Session };
    callback.current?.(session);
  }, [state]);
}
