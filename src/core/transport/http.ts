/**
 * JSON POST with a per-attempt timeout, retries with exponential backoff for idempotent calls,
 * and error mapping: every failure leaves here as a LoginKitError (the one wrapping boundary).
 */
import { LoginKitError, invalidInput, toLoginKitError } from '../errors';
import { isRetryable, retryDelayMs } from './retry-policy';
import { serviceErrorFromResponse } from './service-error';

export interface PostJsonInit {
  /** Extra headers (Content-Type and Accept are always JSON). */
  headers?: Record<string, string>;
  /** Safe to repeat: timeouts, network failures and 502/503/504 are retried. */
  idempotent?: boolean;
  /** Cancels the call (and any retries); the call then fails with `network`, `details.aborted: true`. */
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
  /** Per attempt, in ms (default 15000). */
  timeoutMs?: number;
  /** Extra attempts for idempotent calls (default 2). */
  retries?: number;
  /** First backoff delay in ms, doubled each retry (default 250). */
  backoffMs?: number;
  /** Waits between retries (tests inject a recorder). */
  sleep?: (ms: number) => Promise<void>;
  /** Epoch ms, for HTTP-date Retry-After values (default Date.now). */
  now?: () => number;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function nonNegative(value: number | undefined, fallback: number, field: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) throw invalidInput(field, 'must be a non-negative number');
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

function abortedError(signal: AbortSignal): LoginKitError {
  return new LoginKitError('network', 'Request aborted', { cause: signal.reason, details: { aborted: true } });
}

interface RawResponse {
  ok: boolean;
  status: number;
  statusText: string;
  retryAfter: string | null;
  text: string;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const timeoutMs = nonNegative(options.timeoutMs, 15_000, 'timeoutMs');
  const retries = Math.floor(nonNegative(options.retries, 2, 'retries'));
  const backoffMs = nonNegative(options.backoffMs, 250, 'backoffMs');
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;

  const resolveFetch = (): typeof fetch => {
    const fetchImpl = options.fetch ?? (globalThis.fetch as typeof fetch | undefined);
    if (typeof fetchImpl !== 'function') throw new LoginKitError('network', 'No fetch implementation is available');
    return fetchImpl;
  };

  /** One attempt: the timeout covers the request and reading the body. */
  async function send(url: string, requestInit: RequestInit, signal: AbortSignal | undefined): Promise<RawResponse> {
    const fetchImpl = resolveFetch();
    const controller = new AbortController();
    let timedOut = false;
    let stop: (error: unknown) => void = () => undefined;
    // Settles the attempt even when the fetch implementation ignores its signal.
    const stopped = new Promise<never>((_, reject) => {
      stop = reject;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      stop(new LoginKitError('timeout', `No response within ${timeoutMs} ms`, { details: { timeoutMs } }));
    }, timeoutMs);
    const onAbort = (): void => {
      controller.abort(signal?.reason);
      stop(abortedError(signal as AbortSignal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const attempt = (async (): Promise<RawResponse> => {
        const response = await fetchImpl(url, { ...requestInit, signal: controller.signal });
        const text = await response.text();
        return {
          ok: response.ok,
          status: response.status,
          statusText: response.statusText,
          retryAfter: response.headers.get('retry-after'),
          text,
        };
      })();
      attempt.catch(() => undefined); // a late rejection after the timeout is not unhandled
      return await Promise.race([attempt, stopped]);
    } catch (error) {
      if (error instanceof LoginKitError) throw error;
      if (signal?.aborted) throw abortedError(signal);
      if (timedOut) throw new LoginKitError('timeout', `No response within ${timeoutMs} ms`, { cause: error, details: { timeoutMs } });
      const message = error instanceof Error && error.message !== '' ? error.message : 'Network request failed';
      throw new LoginKitError('network', message, { cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function attemptOnce<T>(url: string, requestInit: RequestInit, init: PostJsonInit): Promise<T> {
    const raw = await send(url, requestInit, init.signal);
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
      throw new LoginKitError('relay_rejected', `HTTP ${raw.status} response is not JSON (${raw.text.length} characters)`, {
        cause: error,
        details: { status: raw.status, badResponse: true },
      });
    }
  }

  return {
    async postJson<T>(url: string, body: unknown, init: PostJsonInit = {}): Promise<T> {
      const requestInit: RequestInit = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers },
        body: serialize(body),
      };
      const attempts = init.idempotent === true ? retries + 1 : 1;
      for (let attempt = 0; ; attempt += 1) {
        if (init.signal?.aborted) throw abortedError(init.signal);
        try {
          return await attemptOnce<T>(url, requestInit, init);
        } catch (thrown) {
          const error = toLoginKitError(thrown, 'network');
          if (attempt + 1 >= attempts || !isRetryable(error)) throw error;
          const delayMs = retryDelayMs(error, attempt, backoffMs);
          if (delayMs === undefined) throw error;
          await sleep(delayMs);
        }
      }
    },
  };
}
