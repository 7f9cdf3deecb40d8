/**
 * Cancel while a social login completes (issue 23): the flow is back at the start at once, the
 * completion's requests carry the aborted signal, and no session is stored behind the person.
 */
import { describe, expect, it } from 'vitest';
import { createTestDeps } from './test-utils/fake-oauth-deps';
import { googleToken, lastRequest, oauthNonce, popupReturns, sessionKey, settlesIn, startOauth } from './test-utils/oauth-harness';

describe('cancelling a social login that is completing', () => {
  it('goes back to the start, aborts the requests, and stores no session when the held answer comes', async () => {
    const deps = createTestDeps({ relayOptions: { existing: true } });
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const login = deps.relay.oauthLogin.bind(deps.relay);
    let signal: AbortSignal | undefined;
    deps.relay.oauthLogin = async (request, call) => {
      signal = call?.signal;
      await held;
      return login(request, call);
    };
    const { flow, effects } = await startOauth(deps);
    flow.send({ type: 'signIn', provider: 'google' });
    popupReturns(deps, `#id_token=${googleToken(await oauthNonce(await sessionKey(deps)))}&state=${lastRequest(deps).get('state')}`);
    await settlesIn(flow, 'completing');
    await expect.poll(() => signal).toBeDefined();

    flow.send({ type: 'cancel' });
    expect(flow.getSnapshot().status).toBe('idle');
    expect(signal?.aborted).toBe(true);
    release();
    await effects.dispose(); // waits for the completion under way to end
    expect(deps.established).toEqual([]);
  });
});
