import { createLoginKit, type Flow, type LoginKit, type OtpEvent, type OtpState } from '../../src/core/internal';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';
import { recordingFetch } from '../../src/react/test-utils/log-in-by-email-code';
import { kitOptionsFor } from '../../src/react/test-utils/test-kits';

/**
 * The real kit (client, crypto, key store) against the in-process mock relay with fault rules
 * set through its `/__mock/faults` control, as a test of a host app would. Every request the kit
 * makes is recorded by path.
 */
export interface FaultHarness {
  relay: MockRelay;
  kit: LoginKit;
  /** Paths the kit requested, in order (`/v1/otp_init_v2`, …). */
  paths: string[];
  /** Sets fault rules (the body of `POST /__mock/faults`); refuses when the relay does. */
  faults(body: unknown): Promise<void>;
  /** The organizations with a user holding `contact` (`GET /__mock/accounts`). */
  accountsOf(contact: string): Promise<string[]>;
  lastCode(contact: string): string;
  dispose(): void;
}

export async function createFaultHarness(): Promise<FaultHarness> {
  const relay = createMockRelay({ config: { enabledProviders: ['email', 'sms'] }, rateLimits: false });
  const paths: string[] = [];
  const kit = createLoginKit(kitOptionsFor(relay, { fetch: recordingFetch(relay, paths) }));
  const control = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const init: RequestInit = { method, headers: { 'Content-Type': 'application/json' } };
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await relay.fetch(new Request(`http://relay.test${path}`, init));
    const json: unknown = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  return {
    relay,
    kit,
    paths,
    async faults(body) {
      await control('POST', '/__mock/faults', body);
    },
    async accountsOf(contact) {
      return ((await control('GET', `/__mock/accounts?contact=${encodeURIComponent(contact)}`)) as { organizationIds: string[] }).organizationIds;
    },
    lastCode(contact) {
      const message = relay.mailbox.filter((mail) => mail.contact === contact).at(-1);
      if (message === undefined) throw new Error(`no code sent to ${contact}`);
      return message.code;
    },
    dispose: () => kit.dispose(),
  };
}

/** Waits until the flow is in one of `statuses` (fails after 30 s naming the status it is in: a hang guard, not a speed limit). */
export function until(flow: Flow<OtpState, OtpEvent>, statuses: readonly OtpState['status'][]): Promise<OtpState> {
  const current = flow.getSnapshot();
  if (statuses.includes(current.status)) return Promise.resolve(current);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`still ${flow.getSnapshot().status}, expected ${statuses.join('|')}`));
    }, 30_000);
    const stop = flow.subscribe(() => {
      const state = flow.getSnapshot();
      if (!statuses.includes(state.status)) return;
      clearTimeout(timer);
      stop();
      resolve(state);
    });
  });
}

/** A flow for `contact` that has submitted it (the send runs, under whatever faults are set). */
export async function startLogin(harness: FaultHarness, contact: string): Promise<Flow<OtpState, OtpEvent>> {
  const flow = harness.kit.createOtpFlow(await harness.kit.loadConfig(), { channel: contact.includes('@') ? 'email' : 'sms' });
  flow.send({ type: 'setContact', contact });
  flow.send({ type: 'submitContact' });
  return flow;
}

/** Types the last code sent to the flow's contact and submits it. */
export function submitCode(harness: FaultHarness, flow: Flow<OtpState, OtpEvent>): void {
  flow.send({ type: 'setCode', code: harness.lastCode(flow.getSnapshot().contact) });
  flow.send({ type: 'submitCode' });
}
