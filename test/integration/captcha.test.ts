import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createLoginKit, type CaptchaTokenRequest, type LoginKit, type LoginKitRelayOptions, type LoginKitCommonOptions, type OtpState } from '../../src/core/internal';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';

/**
 * Bot protection (protocol.md section 15) through the real client and the real mock relay: the kit
 * reads wallet_kit_client_params once with the configuration, and a token goes on exactly the
 * requests the relay protects (otp_init_v2, signup_v2), from the source registered with the kit.
 */
const siteKey = 'mock-site-key';

interface Sent {
  path: string;
  captchaToken: string | null;
}

function setup(config: { captchaSiteKey?: string } = { captchaSiteKey: siteKey }, options: Partial<LoginKitRelayOptions & LoginKitCommonOptions> = {}, answer?: (request: Request) => Response | undefined) {
  const relay = createMockRelay({ config: { configId: 'captcha-test', enabledProviders: ['email'], ...config } });
  const sent: Sent[] = [];
  const kit = createLoginKit({
    authProxyUrl: 'http://relay.test',
    authProxyConfigId: 'captcha-test',
    trustedKeys: relay.keys,
    indexedDB: new IDBFactory(),
    storageKey: `captcha-${Math.random().toString(36).slice(2)}`,
    onWarning: () => undefined,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push({ path: new URL(request.url).pathname, captchaToken: request.headers.get('X-Captcha-Token') });
      return answer?.(request) ?? relay.fetch(request);
    },
    ...options,
  });
  return { relay, kit, sent };
}

async function until(flow: { getSnapshot(): OtpState; subscribe(listener: () => void): () => void }, statuses: OtpState['status'][]): Promise<OtpState> {
  const current = flow.getSnapshot();
  if (statuses.includes(current.status)) return current;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still ${flow.getSnapshot().status}, expected ${statuses.join('|')}`)), 30_000); // a hang guard
    const stop = flow.subscribe(() => {
      const state = flow.getSnapshot();
      if (!statuses.includes(state.status)) return;
      clearTimeout(timer);
      stop();
      resolve(state);
    });
  });
}

const code = (relay: MockRelay, contact: string): string => {
  const message = relay.mailbox.filter((mail) => mail.contact === contact).at(-1);
  if (message === undefined) throw new Error(`no code sent to ${contact}`);
  return message.code;
};

async function emailLogin(kit: LoginKit, relay: MockRelay, email: string): Promise<OtpState> {
  const flow = kit.createOtpFlow(await kit.loadConfig());
  flow.send({ type: 'setContact', contact: email });
  flow.send({ type: 'submitContact' });
  const sentCode = await until(flow, ['enteringCode', 'failed']);
  if (sentCode.status === 'failed') return sentCode;
  flow.send({ type: 'setCode', code: code(relay, email) });
  flow.send({ type: 'submitCode' });
  return until(flow, ['success', 'failed']);
}

describe('captcha: wallet_kit_client_params', () => {
  it('is read once, in parallel with wallet_kit_config, and cached with it', async () => {
    // No answer leaves the relay until both requests have come: asked one after the other, the load would never end.
    let bothAsked: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (bothAsked = resolve));
    const relay = createMockRelay({ config: { configId: 'captcha-test', captchaSiteKey: siteKey } });
    const paths: string[] = [];
    const kit = createLoginKit({
      authProxyUrl: 'http://relay.test',
      authProxyConfigId: 'captcha-test',
      trustedKeys: relay.keys,
      indexedDB: new IDBFactory(),
      fetch: async (input, init) => {
        const request = new Request(input, init);
        paths.push(new URL(request.url).pathname);
        if (paths.length === 2) bothAsked();
        await gate;
        return relay.fetch(request);
      },
    });
    const [a, b] = await Promise.all([kit.loadConfig(), kit.loadConfig()]);
    expect(a).toBe(b);
    expect(a.captchaSiteKey).toBe(siteKey);
    expect(await kit.loadConfig()).toBe(a);
    expect(paths.sort()).toEqual(['/v1/wallet_kit_client_params', '/v1/wallet_kit_config']);
    kit.dispose();
  });

  it('a relay without captcha publishes no site key: nothing captcha-related follows', async () => {
    const { kit, relay, sent } = setup({});
    expect((await kit.loadConfig()).captchaSiteKey).toBeUndefined();
    const asked: CaptchaTokenRequest[] = [];
    kit.setCaptchaTokenSource((request) => void asked.push(request));
    expect((await emailLogin(kit, relay, 'plain@example.com')).status).toBe('success');
    expect(asked).toEqual([]);
    expect(sent.every((request) => request.captchaToken === null)).toBe(true);
    kit.dispose();
  });

  it.each([
    ['answers 404', () => new Response(JSON.stringify({ code: 5, message: 'no such endpoint', details: [] }), { status: 404 })],
    ['answers something else', () => Response.json({ turnstileSiteKey: 42 })],
    ['cannot be reached', () => Response.error()],
  ])('that %s means no captcha; the configuration loads all the same', async (_name, failure) => {
    const { kit } = setup({ captchaSiteKey: siteKey }, {}, (request) => (request.url.endsWith('/v1/wallet_kit_client_params') ? failure() : undefined));
    const config = await kit.loadConfig();
    expect(config.organizationId).toBe('mock-parent-org');
    expect(config.captchaSiteKey).toBeUndefined();
    kit.dispose();
  });

  it('captcha: false never asks for it', async () => {
    const { kit, sent } = setup({ captchaSiteKey: siteKey }, { captcha: false });
    expect((await kit.loadConfig()).captchaSiteKey).toBeUndefined();
    expect(sent.map((request) => request.path)).toEqual(['/v1/wallet_kit_config']);
    kit.dispose();
  });

  it('refuses a captcha option that is not an adapter, naming it', () => {
    expect(() => createLoginKit({ authProxyUrl: 'https://relay.example', authProxyConfigId: 'c', captcha: {} as never })).toThrow(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'captcha' } }),
    );
  });
});

describe('captcha: tokens on the protected requests', () => {
  it('an email signup sends a fresh token on otp_init_v2 and on signup_v2, and on nothing else', async () => {
    const { kit, relay, sent } = setup();
    const asked: string[] = [];
    kit.setCaptchaTokenSource(({ endpoint }) => {
      asked.push(endpoint);
      return relay.captcha.issueToken().token;
    });
    expect((await emailLogin(kit, relay, 'new@example.com')).status).toBe('success');
    expect(asked).toEqual(['otp_init_v2', 'signup_v2']);
    const withToken = sent.filter((request) => request.captchaToken !== null).map((request) => request.path);
    expect(withToken).toEqual(['/v1/otp_init_v2', '/v1/signup_v2']);
    expect(new Set(sent.map((request) => request.captchaToken).filter(Boolean)).size).toBe(2);
    // A returning user: a code again, no signup.
    asked.length = 0;
    await kit.logout();
    expect((await emailLogin(kit, relay, 'new@example.com')).status).toBe('success');
    expect(asked).toEqual(['otp_init_v2']);
    kit.dispose();
  });

  it('without a token the relay refuses the code: captcha_required, which Try again recovers from', async () => {
    const { kit, relay } = setup();
    const flow = kit.createOtpFlow(await kit.loadConfig());
    flow.send({ type: 'setContact', contact: 'bot@example.com' });
    flow.send({ type: 'submitContact' });
    const refused = await until(flow, ['failed']);
    expect(refused.status === 'failed' && refused.error).toMatchObject({ code: 'captcha_required', details: { status: 400, field: 'X-Captcha-Token' } });
    expect(refused).toMatchObject({ contact: 'bot@example.com', previous: 'sendingCode' });
    kit.setCaptchaTokenSource(() => relay.captcha.issueToken().token);
    flow.send({ type: 'retry', now: Date.now() });
    expect((await until(flow, ['enteringCode'])).contact).toBe('bot@example.com');
    kit.dispose();
  });

  it('a used token is refused (captcha_rejected), and so is one the widget did not issue', async () => {
    const { kit, relay } = setup();
    const { token } = relay.captcha.issueToken();
    kit.setCaptchaTokenSource(() => token);
    expect((await emailLogin(kit, relay, 'once@example.com')).status).toBe('failed');
    // The first use (otp_init_v2) went through; the signup with the same token did not.
    const flow = kit.createOtpFlow(await kit.loadConfig());
    flow.send({ type: 'setContact', contact: 'twice@example.com' });
    flow.send({ type: 'submitContact' });
    const reused = await until(flow, ['failed']);
    expect(reused.status === 'failed' && reused.error).toMatchObject({ code: 'captcha_rejected', details: { status: 403, field: 'X-Captcha-Token' } });
    kit.setCaptchaTokenSource(() => 'made-up-token');
    flow.send({ type: 'retry', now: Date.now() });
    const forged = await until(flow, ['failed']);
    expect(forged.status === 'failed' && forged.error.code).toBe('captcha_rejected');
    kit.dispose();
  });

  it('a source that fails, or gives no usable header value, sends without a token: the relay decides', async () => {
    const { kit, sent } = setup();
    await kit.loadConfig();
    for (const source of [() => Promise.reject(new Error('widget broke')), () => 'line\nbreak', () => undefined]) {
      kit.setCaptchaTokenSource(source);
      const flow = kit.createOtpFlow(await kit.loadConfig());
      flow.send({ type: 'setContact', contact: 'edge@example.com' });
      flow.send({ type: 'submitContact' });
      expect((await until(flow, ['failed'])).status === 'failed' && (flow.getSnapshot() as Extract<OtpState, { status: 'failed' }>).error.code).toBe('captcha_required');
      flow.dispose();
    }
    expect(sent.filter((request) => request.path === '/v1/otp_init_v2').every((request) => request.captchaToken === null)).toBe(true);
    kit.dispose();
  });

  it('cancelling while the source waits for a token ends the send, with no request', async () => {
    const { kit, sent } = setup();
    kit.setCaptchaTokenSource(({ signal }) => new Promise((resolve) => signal?.addEventListener('abort', () => resolve(undefined))));
    const flow = kit.createOtpFlow(await kit.loadConfig());
    flow.send({ type: 'setContact', contact: 'wait@example.com' });
    flow.send({ type: 'submitContact' });
    expect(flow.getSnapshot().status).toBe('sendingCode');
    await new Promise((resolve) => setTimeout(resolve, 20));
    flow.send({ type: 'cancel' });
    expect(flow.getSnapshot()).toMatchObject({ status: 'enteringContact', contact: 'wait@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.some((request) => request.path === '/v1/otp_init_v2')).toBe(false);
    kit.dispose();
  });
});
