import { LoginKitError } from '../errors';

/** A wait between attempts; it should end early when `signal` aborts (the scope ends it anyway). */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** A timer wait that ends (resolves) as soon as `signal` aborts, leaving no timer behind. */
export const abortableSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (signal.aborted) done();
    else signal.addEventListener('abort', done, { once: true });
  });

/** The error of a call its caller aborted: `network` with `details.aborted` (never retried). */
export function abortedError(signal: AbortSignal): LoginKitError {
  return new LoginKitError('network', 'Request aborted', { cause: signal.reason, details: { aborted: true } });
}

/** The error of a call that ran out of time: `timeout` naming the deadline. */
export function deadlineError(deadlineMs: number): LoginKitError {
  return new LoginKitError('timeout', `No answer within the call's deadline of ${deadlineMs} ms (all attempts and waits)`, { details: { deadlineMs } });
}

/** One call across its attempts and the waits between them. */
export interface CallScope {
  /** Aborted when the caller aborts or the deadline passes. */
  readonly signal: AbortSignal;
  /** Rejects with the error the call stopped with, when it stops; never resolves. */
  readonly stopped: Promise<never>;
  /** The error the call stopped with (the caller's abort or the deadline), once it has. */
  stoppedError(): LoginKitError | undefined;
  /** Milliseconds since the call started, on the scope's clock. */
  elapsed(): number;
  /** Waits `ms` with `sleep`; ends at once when the call stops, rejecting with its error. */
  wait(ms: number, sleep: Sleep): Promise<void>;
  /** Clears the deadline timer and the listener on the caller's signal. */
  end(): void;
}

/**
 * Starts a call that stops when `callerSignal` aborts (`network`, `details.aborted`) or when
 * `deadlineMs` have passed (`timeout`, `details.deadlineMs`), whichever comes first.
 */
export function startCall(callerSignal: AbortSignal | undefined, deadlineMs: number, clock: () => number): CallScope {
  const controller = new AbortController();
  const started = clock();
  let error: LoginKitError | undefined;
  let reject: (reason: LoginKitError) => void = () => undefined;
  const stopped = new Promise<never>((_, rejectStopped) => {
    reject = rejectStopped;
  });
  stopped.catch(() => undefined); // observed by whoever races it; never an unhandled rejection

  const stop = (reason: LoginKitError): void => {
    if (error !== undefined) return;
    error = reason;
    reject(reason);
    controller.abort(reason);
  };
  const onAbort = (): void => stop(abortedError(callerSignal as AbortSignal));
  const timer = setTimeout(() => stop(deadlineError(deadlineMs)), deadlineMs);
  if (callerSignal?.aborted) onAbort();
  else callerSignal?.addEventListener('abort', onAbort, { once: true });

  return {
    signal: controller.signal,
    stopped,
    stoppedError: () => error,
    elapsed: () => clock() - started,
    async wait(ms, sleep) {
      if (error !== undefined) throw error;
      const slept = sleep(ms, controller.signal);
      slept.catch(() => undefined);
      await Promise.race([slept, stopped]);
      if (error !== undefined) throw error;
    },
    end() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * Waits `ms` with `sleep`, ending at once when `signal` aborts (then rejecting with the aborted
 * error), whatever `sleep` does with the signal. Without a signal it is a plain wait.
 */
export async function sleepUnlessAborted(ms: number, sleep: Sleep, signal: AbortSignal | undefined): Promise<void> {
  if (signal === undefined) return sleep(ms, new AbortController().signal);
  if (signal.aborted) throw abortedError(signal);
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(abortedError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  const slept = sleep(ms, signal);
  slept.catch(() => undefined);
  try {
    await Promise.race([slept, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  if (signal.aborted) throw abortedError(signal);
}
