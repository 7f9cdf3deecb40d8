import { describe, expect, it } from 'vitest';
import { LoginKitError, type LoginKitErrorCode, type LoginKitErrorDetails } from '../errors';
import { createHttpClient } from './http';
import { isRetryable, maxRetryDelayMs, outcomeUnknown, retryDelayMs } from './retry-policy';

const error = (code: LoginKitErrorCode, details: LoginKitErrorDetails = {}) => new LoginKitError(code, code, { details });

describe('isRetryable (for idempotent calls only)', () => {
  it.each([
    ['a network failure (dropped connection, cut body)', error('network'), true],
    ['a timeout', error('timeout'), true],
    ['502', error('unavailable', { status: 502 }), true],
    ['503', error('unavailable', { status: 503 }), true],
    ['504', error('unavailable', { status: 504 }), true],
    ['500 (the service failed: repeating will not help)', error('unavailable', { status: 500 }), false],
    ['an abort by the caller', error('network', { aborted: true }), false],
    ['a refusal (400)', error('invalid_input', { status: 400 }), false],
    ['a rate limit (429)', error('rate_limited', { status: 429 }), false],
  ])('%s → %s', (_name, failure, expected) => {
    expect(isRetryable(failure)).toBe(expected);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the first backoff, with equal jitter: half fixed, half times random()', () => {
    const at = (random: number) => [0, 1, 2].map((attempt) => retryDelayMs(error('network'), attempt, 250, () => random));
    expect(at(0)).toEqual([125, 250, 500]);
    expect(at(0.5)).toEqual([188, 375, 750]);
    expect(at(0.9999)).toEqual([250, 500, 1000]);
  });

  it('spreads clients that failed together: every delay within [half, all] of the backoff', () => {
    const delays = Array.from({ length: 200 }, () => retryDelayMs(error('network'), 3, 100) as number);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(400);
    expect(Math.max(...delays)).toBeLessThanOrEqual(800);
    expect(new Set(delays).size).toBeGreaterThan(1);
  });

  it('waits the full backoff when the random source is broken (NaN, out of range)', () => {
    for (const broken of [Number.NaN, -1, 7]) expect(retryDelayMs(error('network'), 0, 250, () => broken)).toBe(250);
  });

  it('waits for a longer Retry-After, and gives up on one beyond the limit', () => {
    expect(retryDelayMs(error('unavailable', { status: 503, retryAfterMs: 2000 }), 0, 250, () => 0.5)).toBe(2000);
    expect(retryDelayMs(error('unavailable', { status: 503, retryAfterMs: maxRetryDelayMs + 1 }), 0, 250)).toBeUndefined();
  });
});

describe('outcomeUnknown (a write that failed this way may have happened)', () => {
  it.each([
    ['a dropped connection or cut body', error('network'), true],
    ['a timeout', error('timeout'), true],
    ['any 5xx (a gateway can fail after forwarding)', error('unavailable', { status: 500 }), true],
    ['an unreadable 2xx answer', error('response_invalid', { status: 200, badResponse: true }), true],
    ['a redirect (never followed)', error('response_invalid', { status: 307, redirected: true }), false],
    ['a refusal', error('relay_rejected', { status: 400 }), false],
    ['an existing account (409)', error('already_exists', { status: 409 }), false],
    ['a bad input caught before sending', error('invalid_input', { field: 'userEmail' }), false],
  ])('%s → %s', (_name, failure, expected) => {
    expect(outcomeUnknown(failure)).toBe(expected);
  });
});

describe('the HTTP client under faults', () => {
  const fetchOf = (...answers: Array<() => Response | Promise<Response>>) => {
    let calls = 0;
    const fetch = (async () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      if (answer === undefined) throw new Error('no answer');
      return answer();
    }) as typeof globalThis.fetch;
    return { fetch, calls: () => calls };
  };
  const cutBody = () =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"otpId":"ot'));
        },
        pull(controller) {
          controller.error(new TypeError('terminated'));
        },
      }),
      { status: 200 },
    );

  it('a body that stops mid-way is a network LoginKitError (retried when idempotent)', async () => {
    const stub = fetchOf(cutBody, () => Response.json({ ok: true }));
    const http = createHttpClient({ fetch: stub.fetch, sleep: async () => undefined });
    await expect(http.postJson('http://relay.test/v1/otp_init_v2', {})).rejects.toMatchObject({ name: 'LoginKitError', code: 'network' });
    const retried = fetchOf(cutBody, () => Response.json({ ok: true }));
    const idempotent = createHttpClient({ fetch: retried.fetch, sleep: async () => undefined });
    await expect(idempotent.postJson('http://relay.test/v1/account', {}, { idempotent: true })).resolves.toEqual({ ok: true });
    expect(retried.calls()).toBe(2);
  });

  it('a complete but cut JSON answer is response_invalid marked badResponse, never a SyntaxError', async () => {
    const stub = fetchOf(() => new Response('{"otpId":"ot', { status: 200 }));
    const http = createHttpClient({ fetch: stub.fetch });
    const failure = await http.postJson('http://relay.test/v1/otp_init_v2', {}).catch((thrown: unknown) => thrown);
    expect(failure).toBeInstanceOf(LoginKitError);
    expect(failure).toMatchObject({ code: 'response_invalid', details: { status: 200, badResponse: true } });
  });

  it('never repeats a non-idempotent call, whatever the failure', async () => {
    const stub = fetchOf(() => new Response('', { status: 503 }));
    const http = createHttpClient({ fetch: stub.fetch, sleep: async () => undefined });
    await expect(http.postJson('http://relay.test/v1/signup_v2', {})).rejects.toMatchObject({ code: 'unavailable' });
    expect(stub.calls()).toBe(1);
  });
});
