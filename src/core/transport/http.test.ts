import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http';
import { client, errorBody, failure, hanging, json, networkDown, stubFetch } from './test-utils/http-stubs';

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
