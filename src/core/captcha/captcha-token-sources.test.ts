import { describe, expect, it } from 'vitest';
import { createLoginKit } from '../client';
import type { LoginKit } from '../login-kit';
import type { CaptchaTokenSource } from './captcha-types';

/** A relay that protects its code requests (a site key) and records each otp_init_v2's X-Captcha-Token. */
function protectedRelay() {
  const tokens: (string | null)[] = [];
  const answers: Record<string, unknown> = {
    wallet_kit_config: { enabledProviders: ['email'], organizationId: 'org-1', sessionExpirationSeconds: '900' },
    wallet_kit_client_params: { turnstileSiteKey: 'site-key' },
    otp_init_v2: { otpId: 'otp-1', otpEncryptionTargetBundle: '{}' },
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const endpoint = new URL(request.url).pathname.split('/').pop() ?? '';
    if (endpoint === 'otp_init_v2') tokens.push(request.headers.get('X-Captcha-Token'));
    return Response.json(answers[endpoint] ?? {});
  };
  return { fetch, tokens };
}

/** Sends one code through the kit's OTP flow and waits until the request has gone. */
async function sendCode(kit: LoginKit, sent: () => number): Promise<void> {
  const before = sent();
  const flow = kit.createOtpFlow(await kit.loadConfig());
  flow.send({ type: 'setContact', contact: 'ada@example.com' });
  flow.send({ type: 'submitContact' });
  await expect.poll(sent).toBe(before + 1);
  flow.dispose();
}

describe('captcha token sources (setCaptchaTokenSource)', () => {
  it('the latest one still registered gives the token: a dialog over a panel, then the panel again', async () => {
    const relay = protectedRelay();
    const kit = createLoginKit({ authProxyUrl: 'https://relay.test', authProxyConfigId: 'cfg-1', fetch: relay.fetch });
    const source = (token: string): CaptchaTokenSource => () => token;
    const sent = () => relay.tokens.length;
    const panel = kit.setCaptchaTokenSource(source('from-panel'));
    await sendCode(kit, sent);
    const dialog = kit.setCaptchaTokenSource(source('from-dialog'));
    await sendCode(kit, sent);
    dialog();
    await sendCode(kit, sent);
    // Unregistering one below the top leaves the top in place.
    const again = kit.setCaptchaTokenSource(source('from-dialog-again'));
    panel();
    await sendCode(kit, sent);
    again();
    await sendCode(kit, sent);
    expect(relay.tokens).toEqual(['from-panel', 'from-dialog', 'from-panel', 'from-dialog-again', null]);
  });

  it('undefined unregisters every source: requests go without a token', async () => {
    const relay = protectedRelay();
    const kit = createLoginKit({ authProxyUrl: 'https://relay.test', authProxyConfigId: 'cfg-1', fetch: relay.fetch });
    kit.setCaptchaTokenSource(() => 'one');
    kit.setCaptchaTokenSource(() => 'two');
    kit.setCaptchaTokenSource(undefined);
    await sendCode(kit, () => relay.tokens.length);
    expect(relay.tokens).toEqual([null]);
  });
});
