import { describe, expect, it } from 'vitest';
import { LoginKitError } from '../errors';
import { createHttpClient, type HttpClientOptions } from './http';
import { errorInfoType } from './service-error-reason';

interface Call {
  url: string;
  init: RequestInit;
}

/** A stub fetch that answers from a queue of responders and records every call. */
function stubFetch(...responders: Array<(call: Call) => Response | Promise<Response>>) {
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

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const errorBody = (code: number, message: string, reason?: string, field?: string) => ({
  code,
  message,
  details: reason === undefined ? [] : [{ '@type': errorInfoType, reason, domain: 'relay', metadata: field === undefined ? {} : { field } }],
});

function client(fetch: typeof globalThis.fetch, extra: HttpClientOptions = {}) {
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

async function failure(promise: Promise<unknown>): Promise<LoginKitError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LoginKitError) return error;
    throw new Error(`expected a LoginKitError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the call to fail');
}

const networkDown = () => {
  throw new TypeError('fetch failed');
};

/** A fetch that never answers but honours its signal, like the real one. */
const hanging = (call: Call) =>
  new Promise<Response>((_, reject) => {
    call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

describe('request', () => {
  it('POSTs JSON with JSON headers and returns the parsed body', async () => {
    const stub = stubFetch(json(200, { ok: 1 }));
    const { http } = client(stub.fetch);
    await expect(http.postJson('https://relay.test/v1/x', { a: 1 }, { headers: { 'X-Extra': 'y' } })).resolves.toEqual({ ok: 1 });
    const call = stub.calls[0];
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe('{"a":1}');
    expect(call?.init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json', 'X-Extra': 'y' });
  });

  it('sends a string body exactly as given (stamped requests sign that string)', async () => {
    const stub = stubFetch(json(200, {}));
    const body = '{ "b":2,  "a":1 }';
    await client(stub.fetch).http.postJson('https://relay.test/v1/x', body);
    expect(stub.calls[0]?.init.body).toBe(body);
  });

  it('refuses a body that cannot be serialized', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const error = await failure(client(stubFetch(json(200, {})).fetch).http.postJson('https://relay.test', cyclic));
    expect(error.code).toBe('invalid_input');
    expect(error.details.field).toBe('body');
  });

  it('rejects a 2xx body that is not JSON as relay_rejected', async () => {
    const stub = stubFetch(() => new Response('<html>hello</html>', { status: 200 }));
    const error = await failure(client(stub.fetch).http.postJson('https://relay.test', {}));
    expect(error.code).toBe('relay_rejected');
    expect(error.details.status).toBe(200);
  });
});

describe('timeouts and network failures', () => {
  it('turns a request that outlives timeoutMs into timeout', async () => {
    const stub = stubFetch(hanging);
    const error = await failure(client(stub.fetch, { timeoutMs: 20 }).http.postJson('https://relay.test', {}));
    expect(error.code).toBe('timeout');
    expect(stub.calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('times out even when fetch ignores its signal', async () => {
    const stub = stubFetch(() => new Promise<Response>(() => undefined));
    const error = await failure(client(stub.fetch, { timeoutMs: 20 }).http.postJson('https://relay.test', {}));
    expect(error.code).toBe('timeout');
  });

  it('turns a fetch TypeError into network', async () => {
    const error = await failure(client(stubFetch(networkDown).fetch).http.postJson('https://relay.test', {}));
    expect(error.code).toBe('network');
    expect(error.message).toBe('fetch failed');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('fails with network and details.aborted when the caller aborts, without retrying', async () => {
    const stub = stubFetch(hanging);
    const controller = new AbortController();
    const { http } = client(stub.fetch);
    const pending = failure(http.postJson('https://relay.test', {}, { idempotent: true, signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.code).toBe('network');
    expect(error.details.aborted).toBe(true);
    expect(stub.calls).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries an idempotent call on network failure with exponential backoff (retries + 1 attempts)', async () => {
    const stub = stubFetch(networkDown);
    const { http, sleeps } = client(stub.fetch, { retries: 2, backoffMs: 100 });
    const error = await failure(http.postJson('https://relay.test', {}, { idempotent: true }));
    expect(error.code).toBe('network');
    expect(stub.calls).toHaveLength(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it('retries an idempotent call after a timeout and returns the later success', async () => {
    const stub = stubFetch(hanging, json(200, { done: true }));
    const { http } = client(stub.fetch, { timeoutMs: 20 });
    await expect(http.postJson('https://relay.test', {}, { idempotent: true })).resolves.toEqual({ done: true });
    expect(stub.calls).toHaveLength(2);
  });

  it('sends the same body string on every attempt', async () => {
    const stub = stubFetch(networkDown, json(200, {}));
    await client(stub.fetch).http.postJson('https://relay.test', { n: 1 }, { idempotent: true });
    expect(stub.calls.map((call) => call.init.body)).toEqual(['{"n":1}', '{"n":1}']);
  });

  it.each([502, 503, 504])('retries an idempotent call on HTTP %i', async (status) => {
    const stub = stubFetch(json(status, errorBody(14, 'unavailable')), json(200, { ok: true }));
    const { http, sleeps } = client(stub.fetch);
    await expect(http.postJson('https://relay.test', {}, { idempotent: true })).resolves.toEqual({ ok: true });
    expect(sleeps).toEqual([250]);
  });

  it('does not retry a non-idempotent call, whatever the failure', async () => {
    for (const responder of [networkDown, json(503, errorBody(14, 'down'))]) {
      const stub = stubFetch(responder, json(200, {}));
      const { http, sleeps } = client(stub.fetch);
      await failure(http.postJson('https://relay.test', {}));
      expect(stub.calls).toHaveLength(1);
      expect(sleeps).toEqual([]);
    }
  });

  it('does not retry 4xx, 500 or 429 even when idempotent', async () => {
    for (const status of [400, 429, 500]) {
      const stub = stubFetch(json(status, errorBody(3, 'no')), json(200, {}));
      await failure(client(stub.fetch).http.postJson('https://relay.test', {}, { idempotent: true }));
      expect(stub.calls).toHaveLength(1);
    }
  });

  it('waits at least Retry-After on a retried 503, and gives up when Retry-After is long', async () => {
    const short = stubFetch(json(503, errorBody(14, 'busy'), { 'Retry-After': '2' }), json(200, {}));
    const first = client(short.fetch);
    await first.http.postJson('https://relay.test', {}, { idempotent: true });
    expect(first.sleeps).toEqual([2000]);

    const long = stubFetch(json(503, errorBody(14, 'busy'), { 'Retry-After': '120' }), json(200, {}));
    const error = await failure(client(long.fetch).http.postJson('https://relay.test', {}, { idempotent: true }));
    expect(error.code).toBe('unavailable');
    expect(long.calls).toHaveLength(1);
  });
});

describe('error mapping', () => {
  it('keeps the service message and status, code and reason in details', async () => {
    const stub = stubFetch(json(400, errorBody(3, 'Invalid OTP code', 'OTP_INVALID', 'otpCode')));
    const error = await failure(client(stub.fetch).http.postJson('https://relay.test', {}));
    expect(error.code).toBe('otp_invalid');
    expect(error.message).toBe('Invalid OTP code');
    expect(error.details).toEqual({ status: 400, serviceCode: 3, reason: 'OTP_INVALID', field: 'otpCode' });
  });

  it('uses the request field for input rejections when the service names none, and only for those', async () => {
    const invalid = stubFetch(json(400, errorBody(3, 'bad contact', 'INVALID_ARGUMENT')));
    const bad = await failure(client(invalid.fetch).http.postJson('https://relay.test', {}, { field: 'contact' }));
    expect(bad.details.field).toBe('contact');
    const down = stubFetch(json(500, errorBody(13, 'boom', 'INTERNAL')));
    const other = await failure(client(down.fetch).http.postJson('https://relay.test', {}, { field: 'contact' }));
    expect(other.details.field).toBeUndefined();
  });

  it('tolerates a non-JSON error body', async () => {
    const html = stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const gateway = await failure(client(html.fetch).http.postJson('https://relay.test', {}));
    expect(gateway.code).toBe('unavailable');
    expect(gateway.message).toBe('HTTP 502 Bad Gateway');
    const text = stubFetch(() => new Response('origin not allowed', { status: 403 }));
    const forbidden = await failure(client(text.fetch).http.postJson('https://relay.test', {}));
    expect(forbidden.code).toBe('origin_not_allowed');
    expect(forbidden.message).toBe('origin not allowed');
  });

  it('reads Retry-After as delta-seconds', async () => {
    const stub = stubFetch(json(429, errorBody(8, 'slow down', 'RATE_LIMITED'), { 'Retry-After': '30' }));
    const error = await failure(client(stub.fetch).http.postJson('https://relay.test', {}));
    expect(error.code).toBe('rate_limited');
    expect(error.details.retryAfterMs).toBe(30_000);
  });

  it('reads Retry-After as an HTTP date, relative to now', async () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    const stub = stubFetch(json(429, errorBody(8, 'slow down'), { 'Retry-After': 'Tue, 01 Jan 2030 00:00:45 GMT' }));
    const error = await failure(client(stub.fetch, { now: () => now }).http.postJson('https://relay.test', {}));
    expect(error.code).toBe('rate_limited');
    expect(error.details.retryAfterMs).toBe(45_000);
  });
});

describe('options', () => {
  it('refuses negative or non-finite numbers, naming the option', () => {
    expect(() => createHttpClient({ timeoutMs: -1 })).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field: 'timeoutMs' } }));
    expect(() => createHttpClient({ retries: Number.NaN })).toThrow(expect.objectContaining({ details: { field: 'retries' } }));
  });
});
