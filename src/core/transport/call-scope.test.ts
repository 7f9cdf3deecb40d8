import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginKitError } from '../errors';
import { abortableSleep, sleepUnlessAborted, startCall } from './call-scope';

afterEach(() => {
  vi.useRealTimers();
});

describe('abortableSleep', () => {
  it('resolves after the delay, or at once when the signal aborts, leaving no timer', async () => {
    vi.useFakeTimers();
    let done = false;
    void abortableSleep(1000, new AbortController().signal).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);

    const controller = new AbortController();
    let early = false;
    void abortableSleep(60_000, controller.signal).then(() => (early = true));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(early).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('startCall', () => {
  it('stops at the deadline with timeout naming it, and aborts its signal', async () => {
    vi.useFakeTimers();
    const call = startCall(undefined, 500, Date.now);
    const stopped = call.stopped.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    const error = await stopped;
    expect(error).toBeInstanceOf(LoginKitError);
    expect(error).toMatchObject({ code: 'timeout', details: { deadlineMs: 500 } });
    expect(call.signal.aborted).toBe(true);
    expect(call.stoppedError()).toBe(error);
  });

  it("stops when the caller's signal aborts (network, details.aborted), also when it already has", () => {
    const controller = new AbortController();
    const call = startCall(controller.signal, 30_000, Date.now);
    expect(call.stoppedError()).toBeUndefined();
    controller.abort();
    expect(call.stoppedError()).toMatchObject({ code: 'network', details: { aborted: true } });
    call.end();
    const already = startCall(AbortSignal.abort(), 30_000, Date.now);
    expect(already.stoppedError()?.details.aborted).toBe(true);
    already.end();
  });

  it('ends a wait at once when the call stops, whatever the sleep does', async () => {
    const controller = new AbortController();
    const call = startCall(controller.signal, 30_000, Date.now);
    const waiting = call.wait(8000, () => new Promise<void>(() => undefined)).catch((error: unknown) => error);
    controller.abort();
    expect(await waiting).toMatchObject({ code: 'network', details: { aborted: true } });
    call.end();
  });

  it('measures elapsed time on its clock, and end() clears its timer', () => {
    vi.useFakeTimers();
    let now = 1000;
    const call = startCall(undefined, 30_000, () => now);
    now = 1250;
    expect(call.elapsed()).toBe(250);
    expect(vi.getTimerCount()).toBe(1);
    call.end();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('sleepUnlessAborted', () => {
  it('is a plain wait without a signal, and refuses to start on an aborted one', async () => {
    const waited: number[] = [];
    await sleepUnlessAborted(40, async (ms) => void waited.push(ms), undefined);
    expect(waited).toEqual([40]);
    await expect(sleepUnlessAborted(40, async () => undefined, AbortSignal.abort())).rejects.toMatchObject({ details: { aborted: true } });
  });

  it('ends at once on abort even when the sleep ignores its signal', async () => {
    const controller = new AbortController();
    const waiting = sleepUnlessAborted(4000, () => new Promise<void>(() => undefined), controller.signal).catch((error: unknown) => error);
    controller.abort();
    expect(await waiting).toMatchObject({ code: 'network', details: { aborted: true } });
  });
});
