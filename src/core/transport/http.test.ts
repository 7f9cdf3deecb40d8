import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('rejects a 2xx body that is not JSON as response_invalid naming the endpoint (badResponse: the outcome is unknown)', async () => {
    const stub = stubFetch(() => new Response('<html>hello</html>', { status: 200 }));
    const error = await failure(client(stub.fetch).http.postJson('https://relay.test/v1/otp_init_v2', {}));
    expect(error.code).toBe('response_invalid');
    expect(error.message).toMatch(/^otp_init_v2: the HTTP 200 answer is not JSON/);
    expect(error.details).toEqual({ status: 200, badResponse: true });
  });

  it('asks fetch not to follow redirects', async () => {
    const stub = stubFetch(json(200, {}));
    await client(stub.fetch).http.postJson('https://relay.test/v1/x', {});
    expect(stub.calls[0]?.init.redirect).toBe('manual');
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
    const { http, sleeps } = client(stub.fetch, { retries: 2, backoffMs: 100, random: () => 0.5 });
    const error = await failure(http.postJson('https://relay.test', {}, { idempotent: true }));
    expect(error.code).toBe('network');
    expect(stub.calls).toHaveLength(3);
    // Equal jitter: half of 100 · 2^n fixed, the other half times random().
    expect(sleeps).toEqual([75, 150]);
  });

  it('draws the jitter from the random source, within [half, all] of the exponential backoff', async () => {
    for (const [random, expected] of [
      [() => 0, [50, 100]],
      [() => 0.999, [100, 200]],
    ] as const) {
      const { http, sleeps } = client(stubFetch(networkDown).fetch, { retries: 2, backoffMs: 100, random });
      await failure(http.postJson('https://relay.test', {}, { idempotent: true }));
      expect(sleeps).toEqual(expected);
    }
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
    const { http, sleeps } = client(stub.fetch, { random: () => 0 });
    await expect(http.postJson('https://relay.test', {}, { idempotent: true })).resolves.toEqual({ ok: true });
    expect(sleeps).toEqual([125]);
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
    expect(() => createHttpClient({ deadlineMs: -5 })).toThrow(expect.objectContaining({ details: { field: 'deadlineMs' } }));
    expect(() => createHttpClient({ maxResponseBytes: Number.POSITIVE_INFINITY })).toThrow(expect.objectContaining({ details: { field: 'maxResponseBytes' } }));
  });

  it('refuses timeouts and deadlines a timer cannot hold (over 2^31 - 1 ms)', () => {
    expect(() => createHttpClient({ timeoutMs: 2 ** 31 })).toThrow(expect.objectContaining({ details: { field: 'timeoutMs' } }));
    expect(() => createHttpClient({ deadlineMs: 2 ** 31 })).toThrow(expect.objectContaining({ details: { field: 'deadlineMs' } }));
  });
});

describe('redirects are never followed', () => {
  const redirect = (status: number, location: string) => () => new Response(null, { status, headers: { Location: location } });

  it.each([301, 302, 303, 307, 308])('an HTTP %i is response_invalid naming the endpoint and the Location, not retried', async (status) => {
    const stub = stubFetch(redirect(status, 'https://attacker.test/v1/otp_login_v2'), json(200, { session: 'x' }));
    const { http, sleeps } = client(stub.fetch);
    const error = await failure(http.postJson('https://relay.test/v1/otp_login_v2', { publicKey: '02ab' }, { idempotent: true }));
    expect(error.code).toBe('response_invalid');
    expect(error.message).toContain('otp_login_v2');
    expect(error.message).toContain('https://attacker.test/v1/otp_login_v2');
    expect(error.details).toEqual({ status, redirected: true, location: 'https://attacker.test/v1/otp_login_v2' });
    expect(stub.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("a browser's opaque redirect (status 0, no readable Location) is response_invalid without a location", async () => {
    const opaque = { type: 'opaqueredirect', status: 0, ok: false, redirected: false, url: '', statusText: '', headers: new Headers(), body: null } as unknown as Response;
    const stub = stubFetch(() => opaque, json(200, {}));
    const error = await failure(client(stub.fetch).http.postJson('https://relay.test/v1/account', {}, { idempotent: true }));
    expect(error.code).toBe('response_invalid');
    expect(error.message).toMatch(/^account: /);
    expect(error.details).toEqual({ status: 0, redirected: true });
    expect(stub.calls).toHaveLength(1);
  });

  it('an answer a fetch stand-in reached by following a redirect anyway is refused, naming where it came from', async () => {
    const followed = () => {
      const response = new Response('{"session":"stolen"}', { status: 200 });
      Object.defineProperty(response, 'redirected', { value: true });
      Object.defineProperty(response, 'url', { value: 'https://attacker.test/answer' });
      return response;
    };
    const error = await failure(client(stubFetch(followed).fetch).http.postJson('https://relay.test/v1/oauth_login', {}));
    expect(error.code).toBe('response_invalid');
    expect(error.details).toEqual({ status: 200, redirected: true, location: 'https://attacker.test/answer' });
  });

  it('a redirect is a known outcome (nothing was processed there), unlike an unreadable answer', async () => {
    const { outcomeUnknown } = await import('./retry-policy');
    const error = await failure(client(stubFetch(redirect(307, 'https://x.test')).fetch).http.postJson('https://relay.test/v1/signup_v2', {}));
    expect(outcomeUnknown(error)).toBe(false);
  });
});

describe('the size of an answer', () => {
  /** A body stream of `chunks` chunks of `size` bytes of `fill`, recording what was pulled and whether it was cancelled. */
  function streamed(chunks: number, size: number, fill = 0x20) {
    const seen = { pulled: 0, cancelled: false };
    const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
      pull(controller) {
        if (seen.pulled >= chunks) return controller.close();
        seen.pulled += 1;
        controller.enqueue(new Uint8Array(size).fill(fill));
      },
      cancel() {
        seen.cancelled = true;
      },
    });
    return { stream, seen };
  }

  it('stops reading a body past maxResponseBytes and fails with response_invalid (badResponse)', async () => {
    const { stream, seen } = streamed(1_000_000, 1024);
    const stub = stubFetch(() => new Response(stream, { status: 200 }));
    const error = await failure(client(stub.fetch, { maxResponseBytes: 8 * 1024 }).http.postJson('https://relay.test/v1/otp_init_v2', {}));
    expect(error.code).toBe('response_invalid');
    expect(error.message).toMatch(/^otp_init_v2: the answer is larger than 8192 bytes/);
    expect(error.details).toEqual({ status: 200, maxResponseBytes: 8192, badResponse: true });
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(20);
  });

  it('refuses a Content-Length over the cap before reading the body', async () => {
    const { stream, seen } = streamed(10, 1024);
    const stub = stubFetch(() => new Response(stream, { status: 200, headers: { 'Content-Length': '5000000000' } }));
    const error = await failure(client(stub.fetch, { maxResponseBytes: 1024 }).http.postJson('https://relay.test/v1/x', {}));
    expect(error.code).toBe('response_invalid');
    expect(error.message).toContain('5000000000');
    expect(seen.pulled).toBeLessThanOrEqual(1); // at most what a stream pre-fills, never read on
  });

  it('reads an answer of exactly maxResponseBytes, and decodes UTF-8 split across chunks', async () => {
    const text = JSON.stringify({ name: 'Zoë 日本' });
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const http = client(stubFetch(() => new Response(stream)).fetch, { maxResponseBytes: bytes.length }).http;
    await expect(http.postJson('https://relay.test/v1/x', {})).resolves.toEqual({ name: 'Zoë 日本' });
  });

  it('caps at 4 MiB by default', async () => {
    const { stream, seen } = streamed(5 * 16, 64 * 1024);
    const error = await failure(client(stubFetch(() => new Response(stream)).fetch).http.postJson('https://relay.test/v1/x', {}));
    expect(error.details.maxResponseBytes).toBe(4 * 1024 * 1024);
    expect(seen.pulled).toBeLessThanOrEqual(4 * 16 + 2);
  });

  it('counts the decompressed bytes: a gzip bomb (8 MiB of zeros in a few KB) is cut at the cap', async () => {
    const { stream: zeros } = streamed(128, 64 * 1024, 0);
    const compressed = new Uint8Array(await new Response(zeros.pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
    expect(compressed.length).toBeLessThan(64 * 1024);
    let decompressed = 0;
    const counting = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        decompressed += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const bomb = new Blob([compressed]).stream().pipeThrough(new DecompressionStream('gzip')).pipeThrough(counting);
    const error = await failure(client(stubFetch(() => new Response(bomb)).fetch, { maxResponseBytes: 64 * 1024 }).http.postJson('https://relay.test/v1/x', {}));
    expect(error.code).toBe('response_invalid');
    expect(decompressed).toBeLessThan(1024 * 1024); // read on demand and stopped: far from the 8 MiB
  });

  it('caps error bodies too', async () => {
    const { stream } = streamed(100, 1024);
    const stub = stubFetch(() => new Response(stream, { status: 400 }));
    const error = await failure(client(stub.fetch, { maxResponseBytes: 4096 }).http.postJson('https://relay.test/v1/x', {}));
    expect(error.code).toBe('response_invalid');
    expect(error.details.status).toBe(400);
  });

  it('applies the cap to a fetch stand-in without a body stream', async () => {
    const plain = { ok: true, status: 200, statusText: 'OK', type: 'basic', redirected: false, url: '', headers: new Headers(), body: null, text: async () => `"${'a'.repeat(5000)}"` } as unknown as Response;
    const error = await failure(client(stubFetch(() => plain).fetch, { maxResponseBytes: 4096 }).http.postJson('https://relay.test/v1/x', {}));
    expect(error.code).toBe('response_invalid');
    const small = { ...plain, text: async () => '{"ok":true}' } as unknown as Response;
    await expect(client(stubFetch(() => small).fetch, { maxResponseBytes: 4096 }).http.postJson('https://relay.test/v1/x', {})).resolves.toEqual({ ok: true });
  });
});

describe('waits, aborts and the deadline (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Settles `promise` into a readable state, without awaiting it. */
  function track<T>(promise: Promise<T>) {
    const state: { settled: boolean; error?: LoginKitError; value?: T } = { settled: false };
    promise.then(
      (value) => Object.assign(state, { settled: true, value }),
      (error: unknown) => Object.assign(state, { settled: true, error }),
    );
    return state;
  }

  it('an abort 100 ms into an 8 s Retry-After wait ends the call at once, with the aborted error', async () => {
    vi.useFakeTimers();
    const stub = stubFetch(json(503, errorBody(14, 'busy'), { 'Retry-After': '8' }), json(200, {}));
    const http = createHttpClient({ fetch: stub.fetch });
    const controller = new AbortController();
    const call = track(http.postJson('https://relay.test/v1/account', {}, { idempotent: true, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(100);
    expect(call.settled).toBe(false);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(call.settled).toBe(true);
    expect(call.error).toMatchObject({ code: 'network', details: { aborted: true } });
    expect(stub.calls).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0); // the wait's timer is gone too
  });

  it('an abort during a backoff ends the call at once, even when an injected sleep ignores the signal', async () => {
    const stub = stubFetch(networkDown, json(200, {}));
    const http = createHttpClient({ fetch: stub.fetch, sleep: () => new Promise<void>(() => undefined) });
    const controller = new AbortController();
    const pending = failure(http.postJson('https://relay.test/v1/account', {}, { idempotent: true, signal: controller.signal }));
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ code: 'network', details: { aborted: true } });
    expect(stub.calls).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const stub = stubFetch(json(200, {}));
    const error = await failure(client(stub.fetch).http.postJson('https://relay.test', {}, { signal: AbortSignal.abort() }));
    expect(error.details.aborted).toBe(true);
    expect(stub.calls).toHaveLength(0);
  });

  it('a stalled idempotent call fails at its 30 s deadline (not 15 s × 3 + waits), as timeout naming the deadline', async () => {
    vi.useFakeTimers();
    const stub = stubFetch(hanging);
    const http = createHttpClient({ fetch: stub.fetch, random: () => 0 });
    const call = track(http.postJson('https://relay.test/v1/account', {}, { idempotent: true }));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(call.settled).toBe(false);
    expect(stub.calls).toHaveLength(2); // the first timed out at 15 s, the second started after a 125 ms wait
    await vi.advanceTimersByTimeAsync(1);
    expect(call.settled).toBe(true);
    expect(call.error).toMatchObject({ code: 'timeout', details: { deadlineMs: 30_000 } });
    expect(call.error?.message).toContain('30000 ms');
    expect(stub.calls.every((request) => request.init.signal?.aborted === true)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the per-attempt timeout inside the deadline', async () => {
    vi.useFakeTimers();
    const stub = stubFetch(hanging, json(200, { ok: true }));
    const http = createHttpClient({ fetch: stub.fetch, timeoutMs: 1000, deadlineMs: 5000, random: () => 0 });
    const call = track(http.postJson('https://relay.test/v1/account', {}, { idempotent: true }));
    await vi.advanceTimersByTimeAsync(1000 + 125);
    expect(call).toMatchObject({ settled: true, value: { ok: true } });
  });

  it('a non-idempotent call is cut at the deadline too', async () => {
    vi.useFakeTimers();
    const http = createHttpClient({ fetch: stubFetch(hanging).fetch, timeoutMs: 60_000, deadlineMs: 20_000 });
    const call = track(http.postJson('https://relay.test/v1/signup_v2', {}));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(call.error).toMatchObject({ code: 'timeout', details: { deadlineMs: 20_000 } });
  });

  it('does not start a wait that would end past the deadline: the call fails at once with the real cause', async () => {
    vi.useFakeTimers();
    const stub = stubFetch(json(503, errorBody(14, 'busy'), { 'Retry-After': '8' }), json(200, {}));
    const http = createHttpClient({ fetch: stub.fetch, deadlineMs: 5000 });
    const call = track(http.postJson('https://relay.test/v1/account', {}, { idempotent: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(call.settled).toBe(true);
    expect(call.error).toMatchObject({ code: 'unavailable', details: { status: 503, retryAfterMs: 8000 } });
    expect(stub.calls).toHaveLength(1);
  });

  it('the deadline defaults to the per-attempt timeout when that is longer than 30 s', async () => {
    vi.useFakeTimers();
    const http = createHttpClient({ fetch: stubFetch(hanging).fetch, timeoutMs: 45_000 });
    const call = track(http.postJson('https://relay.test/v1/x', {}));
    await vi.advanceTimersByTimeAsync(44_999);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.error?.code).toBe('timeout');
  });

  it('a call that succeeds leaves no timer behind', async () => {
    vi.useFakeTimers();
    const http = createHttpClient({ fetch: stubFetch(json(200, { ok: 1 })).fetch });
    await expect(http.postJson('https://relay.test/v1/x', {})).resolves.toEqual({ ok: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Retry-After, exactly', () => {
  it.each([
    ['3 years in seconds', String(3 * 365 * 86_400), 3 * 365 * 86_400_000],
    ['a day', '86400', 86_400_000],
  ])('keeps %s exact in details.retryAfterMs (not waited for: the caller gets it)', async (_what, header, expected) => {
    const stub = stubFetch(json(503, errorBody(14, 'maintenance'), { 'Retry-After': header }), json(200, {}));
    const { http, sleeps } = client(stub.fetch);
    const error = await failure(http.postJson('https://relay.test/v1/account', {}, { idempotent: true }));
    expect(error.details.retryAfterMs).toBe(expected);
    expect(sleeps).toEqual([]);
    expect(stub.calls).toHaveLength(1);
  });
});
