/** The HTTP client's guards against a relay that misbehaves (issue 23): redirects, answer sizes, waits, aborts, deadlines, Retry-After. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginKitError } from '../errors';
import { createHttpClient } from './http';
import { client, errorBody, failure, hanging, json, networkDown, stubFetch } from './test-utils/http-stubs';

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
