import { createLoginKit, type LoginKit, type OtpState } from '../../core/internal';
import { createTestRelay, kitOptionsFor, latestCode } from './test-kits';

/** The in-process mock relay (test-kits.ts creates it; this layer does not import mock-relay itself). */
type MockRelay = ReturnType<typeof createTestRelay>;

/**
 * Logs `kit` in as a user would by email code against the in-process mock `relay`: enters the
 * address, reads the code the relay "sent", enters it, and waits for the session.
 */
export async function logInByEmailCode(kit: LoginKit, relay: MockRelay, email: string): Promise<void> {
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
  const reach = (status: OtpState['status']) =>
    new Promise<void>((resolve) => {
      const check = () => flow.getSnapshot().status === status && (resolve(), true);
      if (!check()) flow.subscribe(() => void check());
    });
  flow.send({ type: 'setContact', contact: email });
  flow.send({ type: 'submitContact' });
  await reach('enteringCode');
  flow.send({ type: 'setCode', code: latestCode(relay, email) });
  flow.send({ type: 'submitCode' });
  await reach('success');
  flow.dispose();
}

/** A kit logged in by email code against a new in-process mock relay (email and SMS enabled unless `config` says otherwise). */
export async function loggedInKit(email: string, config: Parameters<typeof createTestRelay>[0] = {}): Promise<{ kit: LoginKit; relay: MockRelay }> {
  const relay = createTestRelay({ enabledProviders: ['email', 'sms'], ...config });
  const kit = createLoginKit(kitOptionsFor(relay));
  await logInByEmailCode(kit, relay, email);
  return { kit, relay };
}

/** A fetch to `relay` that records each request's path in `paths` (to count round trips). */
export function recordingFetch(relay: MockRelay, paths: string[]): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    paths.push(new URL(request.url).pathname);
    return relay.fetch(request);
  };
}
