/**
 * Attack: replaying a captured stamped request later, or pre-signing one for later use. Every
 * submit's `timestampMs` must lie within five minutes of the mock relay's clock (spec section 5:
 * "used to check liveness"); a stale or future one is 400 naming `timestampMs`, even with a
 * valid stamp. Queries need no timestamp, but one that is sent is held to the same window.
 */
import { describe, expect, it } from 'vitest';
import { ApiAccountTest } from '../../src/mock-relay/test-utils/api-account';
import { newTargetKey } from '../../src/mock-relay/test-utils/api-test-client';
import { errorInfo } from '../../src/mock-relay/test-utils/relay-test-client';

const minute = 60_000;

async function setup() {
  const test = new ApiAccountTest();
  const ada = await test.signUp('ada@example.com');
  return { test, ada };
}

describe('stale and future timestampMs are refused naming timestampMs', () => {
  it.each([
    ['stale: 5 minutes and 1 ms before the server time', -5 * minute - 1, /stale/],
    ['stale: a day before', -24 * 60 * minute, /stale/],
    ['future: 5 minutes and 1 ms after', 5 * minute + 1, /future/],
    ['future: a year after', 365 * 24 * 60 * minute, /future/],
  ])('a submit %s', async (_name, offset, problem) => {
    const { test, ada } = await setup();
    const answer = await test.submit(ada, 'create_read_write_session', { targetPublicKey: newTargetKey().publicKey }, { timestampMs: String(test.now + offset) });
    expect(answer.status).toBe(400);
    expect(errorInfo(answer.body)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'timestampMs' });
    expect(answer.body.message).toMatch(problem);
  });

  it('the edges of the window are accepted: exactly 5 minutes either way', async () => {
    const { test, ada } = await setup();
    for (const offset of [-5 * minute, 5 * minute]) {
      const answer = await test.submit(ada, 'update_user', { userId: ada.userId, userName: 'Ada' }, { timestampMs: String(test.now + offset) });
      expect(answer.status, `offset ${offset}`).toBe(200);
    }
  });

  it('a request captured now and replayed six minutes later is refused (the clock moved, the body did not)', async () => {
    const { test, ada } = await setup();
    const timestampMs = String(test.now);
    expect((await test.submit(ada, 'update_user', { userId: ada.userId, userName: 'Ada' }, { timestampMs })).status).toBe(200);
    test.now += 6 * minute;
    const replay = await test.submit(ada, 'update_user', { userId: ada.userId, userName: 'Ada' }, { timestampMs });
    expect(replay.status).toBe(400);
    expect(errorInfo(replay.body).field).toBe('timestampMs');
  });

  it('a query that sends a stale timestampMs is refused too', async () => {
    const { test, ada } = await setup();
    const answer = await test.query(ada, 'whoami', { timestampMs: String(test.now - 10 * minute) });
    expect(answer.status).toBe(400);
    expect(errorInfo(answer.body).field).toBe('timestampMs');
  });
});
