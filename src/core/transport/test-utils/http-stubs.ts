/** Stubs for the HTTP client's tests: a fetch answering from a queue, answers, a recording client. */
import { LoginKitError } from '../../errors';
import { createHttpClient, type HttpClientOptions } from '../http';
import { errorInfoType } from '../service-error-reason';

export interface Call {
  url: string;
  init: RequestInit;
}

/** A stub fetch that answers from a queue of responders and records every call. */
export function stubFetch(...responders: Array<(call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    const responder = responders[Math.min(calls.length - 1, responders.length - 1)];
    if (responder === undefined) throw new Error('no responder');
    return responder(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const errorBody = (code: number, message: string, reason?: string, field?: string) => ({
  code,
  message,
  details: reason === undefined ? [] : [{ '@type': errorInfoType, reason, domain: 'relay', metadata: field === undefined ? {} : { field } }],
});

export function client(fetch: typeof globalThis.fetch, extra: HttpClientOptions = {}) {
  const sleeps: number[] = [];
  const http = createHttpClient({
    fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...extra,
  });
  return { http, sleeps };
}

export async function failure(promise: Promise<unknown>): Promise<LoginKitError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LoginKitError) return error;
    throw new Error(`expected a LoginKitError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the call to fail');
}

export const networkDown = () => {
  throw new TypeError('fetch failed');
};

/** A fetch that never answers but honours its signal, like the real one. */
export const hanging = (call: Call) =>
  new Promise<Response>((_, reject) => {
    call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
