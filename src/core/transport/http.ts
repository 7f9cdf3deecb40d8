/**
 * JSON POST with a per-attempt timeout and a per-call deadline, retries with jittered exponential
 * backoff for idempotent calls, a cap on the response body, no redirects, and error mapping:
 * every failure leaves here as a LoginKitError (the one wrapping boundary).
 */
import { LoginKitError, invalidInput, toLoginKitError } from '../errors';
import { abortableSleep, startCall, type CallScope } from './call-scope';
import { endpointName } from './endpoint-name';
import { defaultMaxResponseBytes, readResponseBody } from './read-response-body';
import { redirectError } from './redirect-error';
import { isRetryable, retryDelayMs } from './retry-policy';
import { serviceErrorFromResponse } from './service-error';

export interface PostJsonInit {
  /** Extra headers (Content-Type and Accept are always JSON). */
  headers?: Record<string, string>;
  /** Safe to repeat: timeouts, network failures and 502/503/504 are retried. */
  idempotent?: boolean;
  /**
   * Cancels the call (the attempt in flight and any wait before a retry, at once); the call then
   * fails with `network`, `details.aborted: true`.
   */
  signal?: AbortSignal;
  /** The request field an input rejection concerns, used as `details.field` when the service names none. */
  field?: string;
}

export interface HttpClient {
  /**
   * POSTs `body` (a string is sent as is — stamped requests sign that exact string; anything
   * else is serialized once with JSON.stringify) and returns the parsed JSON response.
   */
  postJson<T>(url: string, body: unknown, init?: PostJsonInit): Promise<T>;
}

export interface HttpClientOptions {
  /** Defaults to globalThis.fetch, looked up per call. */
  fetch?: typeof fetch;
  /** Per attempt, in ms: the request and reading its answer (default 15000). */
  timeoutMs?: number;
  /**
   * Per call, in ms: every attempt and every wait between them end by then, and the call fails
   * with `timeout`, `details.deadlineMs` (default 30000, or `timeoutMs` when that is longer). A
   * retry whose wait would end past the deadline is not made: the call fails with the last error.
   */
  deadlineMs?: number;
  /** Extra attempts for idempotent calls (default 2). */
  retries?: number;
  /** First backoff delay in ms, doubled each retry, with equal jitter (default 250: waits of 125–250, 250–500 ms). */
  backoffMs?: number;
  /**
   * The largest answer read, in bytes after decompression (default 4 MiB); a larger one is
   * `response_invalid` and its body is not read further.
   */
  maxResponseBytes?: number;
  /** Waits between retries, ended early by the signal (tests inject a recorder); the call also stops waiting when it is aborted or out of time. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** A number in [0, 1) for the backoff's jitter (default Math.random; tests inject a fixed one). */
  random?: () => number;
  /** Epoch ms: HTTP-date Retry-After values, and the time a call has left before its deadline (default Date.now). */
  now?: () => number;
}

/** setTimeout's longest delay (about 24.8 days): a longer one fires at once. */
const maxTimerMs = 2_147_483_647;

function duration(value: number | undefined, fallback: number, field: string, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw invalidInput(field, 'must be a non-negative number');
  if (value > max) throw invalidInput(field, `must be at most ${max}`);
  return value;
}

function serialize(body: unknown): string {
  if (typeof body === 'string') return body;
  let text: string | undefined;
  try {
    text = JSON.stringify(body === undefined ? {} : body);
  } catch (error) {
    throw invalidInput('body', `cannot be serialized as JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (text === undefined) throw invalidInput('body', 'cannot be serialized as JSON');
  return text;
}

interface RawResponse {
  ok: boolean;
  status: number;
  statusText: string;
  retryAfter: string | null;
  text: string;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const timeoutMs = duration(options.timeoutMs, 15_000, 'timeoutMs', maxTimerMs);
  const deadlineMs = duration(options.deadlineMs, Math.max(30_000, timeoutMs), 'deadlineMs', maxTimerMs);
  const retries = Math.floor(duration(options.retries, 2, 'retries'));
  const backoffMs = duration(options.backoffMs, 250, 'backoffMs');
  const maxResponseBytes = duration(options.maxResponseBytes, defaultMaxResponseBytes, 'maxResponseBytes');
  const sleep = options.sleep ?? abortableSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;

  const resolveFetch = (): typeof fetch => {
    const fetchImpl = options.fetch ?? (globalThis.fetch as typeof fetch | undefined);
    if (typeof fetchImpl !== 'function') throw new LoginKitError('network', 'No fetch implementation is available');
    return fetchImpl;
  };

  /** One attempt: its timeout covers the request and reading the body; the call's stop ends it too. */
  async function send(url: string, requestInit: RequestInit, call: CallScope): Promise<RawResponse> {
    const fetchImpl = resolveFetch();
    const controller = new AbortController();
    let timedOut = false;
    let stop: (error: unknown) => void = () => undefined;
    // Settles the attempt even when the fetch implementation ignores its signal.
    const attemptStopped = new Promise<never>((_, reject) => {
      stop = reject;
    });
    const timeout = (cause?: unknown): LoginKitError => new LoginKitError('timeout', `No response within ${timeoutMs} ms`, { cause, details: { timeoutMs } });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      stop(timeout());
    }, timeoutMs);
    const onStop = (): void => controller.abort(call.signal.reason);
    call.signal.addEventListener('abort', onStop, { once: true });
    try {
      const attempt = (async (): Promise<RawResponse> => {
        // Never followed: another origin would receive the request (and a stamp, public keys).
        const response = await fetchImpl(url, { ...requestInit, redirect: 'manual', signal: controller.signal });
        const redirect = redirectError(response, url);
        if (redirect !== undefined) {
          response.body?.cancel().catch(() => undefined);
          throw redirect;
        }
        const text = await readResponseBody(response, url, maxResponseBytes);
        return {
          ok: response.ok,
          status: response.status,
          statusText: response.statusText,
          retryAfter: response.headers.get('retry-after'),
          text,
        };
      })();
      attempt.catch(() => undefined); // a late rejection after the timeout is not unhandled
      return await Promise.race([attempt, attemptStopped, call.stopped]);
    } catch (error) {
      const stopped = call.stoppedError();
      if (stopped !== undefined) throw stopped;
      if (error instanceof LoginKitError) throw error;
      if (timedOut) throw timeout(error);
      const message = error instanceof Error && error.message !== '' ? error.message : 'Network request failed';
      throw new LoginKitError('network', message, { cause: error });
    } finally {
      clearTimeout(timer);
      call.signal.removeEventListener('abort', onStop);
    }
  }

  async function attemptOnce<T>(url: string, requestInit: RequestInit, init: PostJsonInit, call: CallScope): Promise<T> {
    const raw = await send(url, requestInit, call);
    if (!raw.ok) {
      throw serviceErrorFromResponse({
        status: raw.status,
        statusText: raw.statusText,
        bodyText: raw.text,
        retryAfter: raw.retryAfter,
        now: now(),
        ...(init.field === undefined ? {} : { field: init.field }),
      });
    }
    try {
      return JSON.parse(raw.text) as T;
    } catch (error) {
      // A cut or garbled answer (never a SyntaxError escaping): the request's outcome is unknown.
      throw new LoginKitError('response_invalid', `${endpointName(url)}: the HTTP ${raw.status} answer is not JSON (${raw.text.length} characters)`, {
        cause: error,
        details: { status: raw.status, badResponse: true },
      });
    }
  }

  async function callWithRetries<T>(url: string, requestInit: RequestInit, init: PostJsonInit, call: CallScope): Promise<T> {
    const attempts = init.idempotent === true ? retries + 1 : 1;
    for (let attempt = 0; ; attempt += 1) {
      const stopped = call.stoppedError();
      if (stopped !== undefined) throw stopped;
      try {
        return await attemptOnce<T>(url, requestInit, init, call);
      } catch (thrown) {
        const error = toLoginKitError(thrown, 'network');
        if (attempt + 1 >= attempts || !isRetryable(error)) throw error;
        const delayMs = retryDelayMs(error, attempt, backoffMs, random);
        // A wait that would end past the deadline is not started: the caller gets the real cause.
        if (delayMs === undefined || call.elapsed() + delayMs >= deadlineMs) throw error;
        await call.wait(delayMs, sleep);
      }
    }
  }

  return {
    async postJson<T>(url: string, body: unknown, init: PostJsonInit = {}): Promise<T> {
      const requestInit: RequestInit = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers },
        body: serialize(body),
      };
      const call = startCall(init.signal, deadlineMs, now);
      try {
        return await callWithRetries<T>(url, requestInit, init, call);
      } catch (error) {
        throw toLoginKitError(error, 'network');
      } finally {
        call.end();
      }
    },
  };
}
