/**
 * Cancelling a code check (issue 23): the person gets the code screen back at once, nothing logs
 * them in behind it, and the code the relay spent while answering is not lost — the same code,
 * sent again, logs in with the token that came back meanwhile.
 */
import { describe, expect, it, vi } from 'vitest';
import { createMockRelay } from '../../src/mock-relay/index';
import { createHostileRelay, kitBehind, until } from '../attacks/hostile-relay';

describe('cancelling the code check', () => {
  it('returns to the code at once, logs nobody in, and the same code logs in afterwards', async () => {
    const relay = createMockRelay();
    const hostile = createHostileRelay(relay);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let verifies = 0;
    hostile.on('otp_verify_v2', async ({ forward }) => {
      verifies += 1;
      const answer = await forward(); // the relay spends the code now
      await held;
      return answer;
    });
    const { kit } = await kitBehind(relay, hostile);
    const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
    flow.send({ type: 'setContact', contact: 'ada@example.com' });
    flow.send({ type: 'submitContact' });
    await until(flow, ['enteringCode']);
    const code = relay.mailbox.at(-1)!.code;
    flow.send({ type: 'setCode', code });
    flow.send({ type: 'submitCode' });
    await until(flow, ['verifying']);
    await vi.waitFor(() => expect(verifies).toBe(1), { timeout: 30_000 }); // the check is out

    flow.send({ type: 'cancel' });
    expect(flow.getSnapshot()).toMatchObject({ status: 'enteringCode', code });
    // Sent again before the held answer arrives: the same check is waited for, not repeated.
    flow.send({ type: 'submitCode' });
    release();
    expect(await until(flow, ['success', 'failed', 'codeInvalid', 'codeExpired'])).toMatchObject({ status: 'success' });
    expect(verifies).toBe(1); // the token of the first check was used: the spent code was not sent again
    expect(hostile.calls.filter((path) => path.endsWith('/otp_login_v2'))).toHaveLength(1); // the cancelled attempt logged nobody in
  });
});
