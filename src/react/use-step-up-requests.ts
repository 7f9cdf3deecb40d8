import type { ReactNode } from 'react';
import type { AccountOutcome, MfaChallenge, MfaRequiredHandler } from '../core/index';

/** One challenge waiting for (or shown in) the step-up dialog. */
export interface StepUpRequest {
  readonly challenge: MfaChallenge;
  /** Resolves the account call with `outcome` (the first settle or fail wins); the dialog stays until `close`. */
  settle(outcome: AccountOutcome<unknown>): void;
  /** Fails the account call with `error` (the first settle or fail wins). */
  fail(error: unknown): void;
  /** The dialog is done with it: the next challenge shows. One not settled yet resolves with the challenge (left for later). */
  close(): void;
}

/** Renders the dialog for a request: what the UI layer registers (`<StepUpDialog>` in loginkit/ui). */
export type StepUpRenderer = (request: StepUpRequest) => ReactNode;

export interface StepUpRequestsSnapshot {
  /** The request on screen: the first in line. */
  request: StepUpRequest | undefined;
  /** The dialog registered last, if any is. */
  renderer: StepUpRenderer | undefined;
}

/**
 * The step-up dialog's queue, between the kit and the UI (the react layer cannot import the UI):
 * `handle` is the kit's `onMfaRequired`; a mounted `<StepUpDialog>` registers how to render a
 * request, and `<LoginKitProvider>` renders the first request with it. Challenges are shown one at
 * a time, in order. With no dialog registered, a challenge resolves at once with itself (the
 * account call returns `mfaRequired`, as headless), and so do those waiting when the last dialog
 * goes.
 */
export interface StepUpRequests {
  /** An `onMfaRequired` handler: shows the challenge in the dialog and resolves with how it ended. */
  readonly handle: MfaRequiredHandler;
  subscribe(listener: () => void): () => void;
  getSnapshot(): StepUpRequestsSnapshot;
  /** Registers a dialog (the last registered renders); returns its unregistration. */
  register(renderer: StepUpRenderer): () => void;
  /** Resolves every waiting challenge with itself (the provider is going away). */
  closeAll(): void;
}

export function createStepUpRequests(): StepUpRequests {
  let queue: StepUpRequest[] = [];
  let renderers: { render: StepUpRenderer }[] = [];
  let snapshot: StepUpRequestsSnapshot = { request: undefined, renderer: undefined };
  const listeners = new Set<() => void>();

  const changed = (): void => {
    const next = { request: queue[0], renderer: renderers[renderers.length - 1]?.render };
    if (next.request === snapshot.request && next.renderer === snapshot.renderer) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const handle: MfaRequiredHandler = (challenge) =>
    new Promise<AccountOutcome<unknown>>((resolve, reject) => {
      if (renderers.length === 0) return resolve(challenge);
      let settled = false;
      const request: StepUpRequest = {
        challenge,
        settle(outcome) {
          if (settled) return;
          settled = true;
          resolve(outcome);
        },
        fail(error) {
          if (settled) return;
          settled = true;
          reject(error);
        },
        close() {
          request.settle(challenge);
          queue = queue.filter((queued) => queued !== request);
          changed();
        },
      };
      queue = [...queue, request];
      changed();
    });

  const closeAll = (): void => {
    for (const request of queue) request.settle(request.challenge);
    queue = [];
    changed();
  };

  return {
    handle,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    register(renderer) {
      const entry = { render: renderer };
      renderers = [...renderers, entry];
      changed();
      return () => {
        renderers = renderers.filter((registered) => registered !== entry);
        changed();
        // A dialog that remounts (StrictMode, a new renderer for new props) registers again at once:
        // only when none has by the next microtask do the waiting challenges give up.
        queueMicrotask(() => {
          if (renderers.length === 0) closeAll();
        });
      };
    },
    closeAll,
  };
}
