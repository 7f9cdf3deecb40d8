import { describe, expect, it, vi } from 'vitest';
import type { CaptchaTokenRequest, CaptchaTokenSource } from '../captcha/captcha-types';
import { isLoginKitError } from '../errors';
import { createHttpClient } from './http';
import { createRelayClient } from './relay-client';

/** A relay stand-in that answers every endpoint and records each request's X-Captcha-Token. */
function relayWith(captchaToken?: CaptchaTokenSource) {
  const sent: { endpoint: string; token: string | undefined }[] = [];
  const answers: Record<string, unknown> = {
    wallet_kit_client_params: { turnstileSiteKey: 'site-key' },
    otp_init_v2: { otpId: 'otp-1', otpEncryptionTargetBundle: '{}' },
    signup_v2: { organizationId: 'org-1', userId: 'user-1' },
    account: {},
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const endpoint = new URL(String(input)).pathname.split('/').pop() ?? '';
    sent.push({ endpoint, token: (init?.headers as Record<string, string>)['X-Captcha-Token'] });
    return Response.json(answers[endpoint]);
  }) as typeof globalThis.fetch;
  const http = createHttpClient({ fetch, sleep: async () => undefined });
  const client = createRelayClient({ authProxyUrl: 'https://relay.test', configId: 'cfg', http, ...(captchaToken === undefined ? {} : { captchaToken }) });
  return { client, sent };
}

const otp = { otpType: 'OTP_TYPE_EMAIL' as const, contact: 'ada@example.com' };
const signup = { userEmail: 'ada@example.com', apiKeys: [], authenticators: [], oauthProviders: [] };

describe('the relay client and captcha tokens (protocol.md section 15)', () => {
  it('reads wallet_kit_client_params', async () => {
    expect(await relayWith().client.walletKitClientParams()).toEqual({ turnstileSiteKey: 'site-key' });
  });

  it('asks its source right before otp_init_v2 and signup_v2 only, and sends what it gives as X-Captcha-Token', async () => {
    const asked: CaptchaTokenRequest[] = [];
    let next = 0;
    const { client, sent } = relayWith((request) => {
      asked.push(request);
      return `token-${(next += 1)}`;
    });
    await client.otpInit(otp);
    await client.account({ filterType: 'EMAIL', filterValue: 'ada@example.com' });
    await client.signup(signup);
    await client.walletKitClientParams();
    expect(asked.map((request) => request.endpoint)).toEqual(['otp_init_v2', 'signup_v2']);
    expect(sent).toEqual([
      { endpoint: 'otp_init_v2', token: 'token-1' },
      { endpoint: 'account', token: undefined },
      { endpoint: 'signup_v2', token: 'token-2' },
      { endpoint: 'wallet_kit_client_params', token: undefined },
    ]);
  });

  it('a token given with the call wins; one that cannot be a header is refused naming captchaToken', async () => {
    const source = vi.fn(() => 'from-source');
    const { client, sent } = relayWith(source);
    await client.otpInit(otp, { captchaToken: 'from-call' });
    expect(sent[0]?.token).toBe('from-call');
    expect(source).not.toHaveBeenCalled();
    const refused = await client.otpInit(otp, { captchaToken: 'two\nlines' }).catch((error: unknown) => error);
    expect(isLoginKitError(refused, 'invalid_input') && refused.details.field).toBe('captchaToken');
  });

  it('a source that fails or gives no usable value sends no header; a bad request is refused before a token is taken', async () => {
    for (const source of [() => Promise.reject(new Error('broken')), () => 'x'.repeat(5000), () => undefined] as CaptchaTokenSource[]) {
      const { client, sent } = relayWith(source);
      await client.otpInit(otp);
      expect(sent[0]?.token).toBeUndefined();
    }
    const source = vi.fn(() => 'token');
    const { client } = relayWith(source);
    await expect(client.otpInit({ otpType: 'OTP_TYPE_EMAIL', contact: 'not-an-email' })).rejects.toMatchObject({ code: 'invalid_input' });
    expect(source).not.toHaveBeenCalled();
  });

  it('a cancelled call stops while its source waits, and sends nothing', async () => {
    const controller = new AbortController();
    const { client, sent } = relayWith(({ signal }) => new Promise((resolve) => signal?.addEventListener('abort', () => resolve(undefined))));
    const pending = client.otpInit(otp, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'network', details: { aborted: true } });
    expect(sent).toEqual([]);
  });
});
