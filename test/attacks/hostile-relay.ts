/**
 * A relay that lies, for tests: it stands between the kit and a genuine mock relay, forwards every
 * request, and lets a test replace answers the way an attacker in the relay's place could — with
 * genuine tokens it obtains through the relay's own public endpoints, for another contact, bound
 * to the person's public key (which the relay sees in every request).
 */
import { encryptOtpCode } from '../../src/core/crypto/otp-encryption';
import type { LoginKit, LoginKitCommonOptions, LoginKitRelayOptions, OtpState } from '../../src/core/internal';
import type { MockRelay } from '../../src/mock-relay/index';

export interface Exchange {
  path: string;
  request: Request;
  /** The request body, parsed (undefined when not JSON). */
  body: Record<string, unknown> | undefined;
  /** The genuine relay's answer to the request (forwarded once, on first use). */
  forward(): Promise<Response>;
}

export type Tamper = (exchange: Exchange) => Promise<Response | undefined>;

export interface HostileRelay {
  fetch: typeof fetch;
  /** Every path the kit called, in order. */
  calls: string[];
  /** Answers requests whose path ends with `endpoint` (e.g. `otp_verify_v2`) through `tamper` (undefined: the genuine answer). */
  on(endpoint: string, tamper: Tamper): void;
}

const json = (value: unknown, status = 200): Response => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

export function createHostileRelay(relay: MockRelay): HostileRelay {
  const calls: string[] = [];
  const tampers = new Map<string, Tamper>();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push(path);
    const text = await request.clone().text();
    let body: Record<string, unknown> | undefined;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = undefined;
    }
    let forwarded: Promise<Response> | undefined;
    const forward = (): Promise<Response> => (forwarded ??= relay.fetch(request.clone()));
    const tamper = [...tampers].find(([endpoint]) => path.endsWith(`/${endpoint}`))?.[1];
    return (await tamper?.({ path, request, body, forward })) ?? (await forward());
  };
  return { fetch, calls, on: (endpoint, tamper) => void tampers.set(endpoint, tamper) };
}

/**
 * What a relay can get for itself: a genuine verification token for `contact`, bound to someone
 * else's `publicKey` — it asks for a code, reads it (here: the mock's mailbox; an attacker: their
 * own inbox), and encrypts it with that public key, as the person's browser would.
 */
export async function tokenForAnotherContact(relay: MockRelay, contact: string, publicKey: string): Promise<string> {
  const post = async (endpoint: string, body: unknown): Promise<Record<string, unknown>> => {
    const response = await relay.fetch(
      new Request(`http://relay.test/v1/${endpoint}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Auth-Proxy-Config-Id': relay.config.configId },
        body: JSON.stringify(body),
      }),
    );
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${endpoint}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const email = contact.includes('@');
  const sent = await post('otp_init_v2', { otpType: email ? 'OTP_TYPE_EMAIL' : 'OTP_TYPE_SMS', contact });
  const code = relay.mailbox.filter((message) => message.otpId === sent.otpId).at(-1)?.code;
  if (code === undefined) throw new Error(`no code for ${contact}`);
  const encryptedOtpBundle = await encryptOtpCode({
    otpEncryptionTargetBundle: sent.otpEncryptionTargetBundle as string,
    otpCode: code,
    publicKey,
    tlsFetcherKey: relay.keys.tlsFetcher,
  });
  return (await post('otp_verify_v2', { otpId: sent.otpId, encryptedOtpBundle })).verificationToken as string;
}

/** The claims of a JWT, unverified (the relay reads the person's key from their genuine token). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export { json as jsonResponse };

/** A kit (real client, crypto, fake IndexedDB) whose relay is `hostile`, pinning the genuine relay's keys. */
export async function kitBehind(relay: MockRelay, hostile: HostileRelay, options: { apiFetch?: typeof fetch; kit?: Partial<LoginKitRelayOptions & LoginKitCommonOptions> } = {}) {
  const { IDBFactory } = await import('fake-indexeddb');
  const { createLoginKit } = await import('../../src/core/internal');
  const { createMemoryStorage } = await import('../../src/core/storage/memory-storage');
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: createMemoryStorage() });
  const warnings: unknown[] = [];
  const kit = createLoginKit({
    authProxyUrl: 'http://relay.test',
    authProxyConfigId: relay.config.configId,
    trustedKeys: relay.keys,
    indexedDB: new IDBFactory(),
    fetch: (input, init) => {
      const url = new Request(input, init).url;
      // The API on a host of its own (Turnkey's default), or through the relay.
      return options.apiFetch !== undefined && new URL(url).pathname.startsWith('/public/') ? options.apiFetch(input, init) : hostile.fetch(input, init);
    },
    onWarning: (warning) => void warnings.push(warning),
    ...options.kit,
  });
  return { kit, warnings };
}

/** Waits until a flow is in one of `statuses` (5 s at most). */
export function until<S extends { status: string }>(flow: { getSnapshot(): S; subscribe(listener: () => void): () => void }, statuses: S['status'][]): Promise<S> {
  const current = flow.getSnapshot();
  if (statuses.includes(current.status)) return Promise.resolve(current);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still ${flow.getSnapshot().status}, expected ${statuses.join('|')}`)), 30_000); // a hang guard, not a speed limit (the machine may be busy)
    const stop = flow.subscribe(() => {
      const state = flow.getSnapshot();
      if (!statuses.includes(state.status)) return;
      clearTimeout(timer);
      stop();
      resolve(state);
    });
  });
}

/** A whole email-code login of `kit` with the code the relay mailed to `email`; the flow's last state (`success` or why not). */
export async function logInWithCode(relay: MockRelay, kit: LoginKit, email: string): Promise<OtpState> {
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
  flow.send({ type: 'setContact', contact: email });
  flow.send({ type: 'submitContact' });
  await until(flow, ['enteringCode']);
  flow.send({ type: 'setCode', code: relay.mailbox.filter((message) => message.contact === email).at(-1)!.code });
  flow.send({ type: 'submitCode' });
  const state = await until(flow, ['success', 'failed', 'codeInvalid']);
  flow.dispose();
  return state;
}
