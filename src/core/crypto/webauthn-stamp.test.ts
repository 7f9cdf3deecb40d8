import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { toBase64Url } from '../encoding/base64url';
import { createApiClient } from '../transport/api-client';
import { createHttpClient } from '../transport/http';
import { webauthnStampChallenge } from './webauthn-challenge';
import { createWebauthnStamper } from './webauthn-stamp';

// Unit test of the stamp's shape only: the browser's ceremony is stubbed. The real one runs in
// the Playwright e2e (Chromium's virtual authenticator).
const browser = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const assertion = {
  id: 'Y3JlZC0x',
  rawId: 'Y3JlZC0x',
  type: 'public-key',
  response: { authenticatorData: 'YXV0aERhdGE', clientDataJSON: 'Y2xpZW50RGF0YQ', signature: 'c2lnbmF0dXJl', userHandle: 'dXNlcg' },
  clientExtensionResults: {},
};

const vector = interop.webauthnChallenge[0]!;

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  browser.startAuthentication.mockReset();
  browser.startAuthentication.mockResolvedValue(assertion);
});
afterEach(() => vi.unstubAllGlobals());

describe('createWebauthnStamper: X-Stamp-WebAuthn (protocol.md section 2)', () => {
  it('asks for an assertion over base64url(ASCII hex(SHA-256(body))) for the rpId, user verification preferred', async () => {
    await createWebauthnStamper({ rpId: 'app.example.com' }).stamp(vector.body);
    expect(browser.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: vector.clientDataChallenge, rpId: 'app.example.com', userVerification: 'preferred' },
    });
  });

  it('sends plain JSON {authenticatorData, clientDataJson, credentialId, signature}, each base64url as the browser gave it', async () => {
    const stamp = await createWebauthnStamper({ rpId: 'app.example.com' }).stamp('{}');
    expect(stamp.headerName).toBe('X-Stamp-WebAuthn');
    expect(JSON.parse(stamp.headerValue)).toEqual({
      authenticatorData: 'YXV0aERhdGE',
      clientDataJson: 'Y2xpZW50RGF0YQ',
      credentialId: 'Y3JlZC0x',
      signature: 'c2lnbmF0dXJl',
    });
    expect(Object.keys(JSON.parse(stamp.headerValue))).toEqual(['authenticatorData', 'clientDataJson', 'credentialId', 'signature']);
  });

  it('limits the prompt to allowCredentials (transports in either naming) and passes the timeout', async () => {
    const stamper = createWebauthnStamper({
      rpId: 'example.com',
      allowCredentials: [{ id: 'abc_-1', transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'hybrid', 'smart-card'] }, { id: 'def' }],
      timeoutMs: 60_000,
    });
    await stamper.stamp('{}');
    expect(browser.startAuthentication.mock.calls[0]![0].optionsJSON).toMatchObject({
      allowCredentials: [
        { id: 'abc_-1', type: 'public-key', transports: ['internal', 'hybrid'] },
        { id: 'def', type: 'public-key' },
      ],
      timeout: 60_000,
    });
  });

  it('opens the prompt synchronously inside stamp(), before anything is awaited', () => {
    void createWebauthnStamper({ rpId: 'example.com' }).stamp('{}');
    expect(browser.startAuthentication).toHaveBeenCalledTimes(1);
  });

  it('opens the prompt synchronously inside ApiClient.submit (so a click handler keeps its user activation)', () => {
    const api = createApiClient({ baseUrl: 'https://api.example', http: createHttpClient({ fetch: () => new Promise<Response>(() => undefined) }) });
    void api.submit(
      { path: 'create_read_write_session', type: 'T', intentMember: 'i', resultMember: 'r', appProofs: true },
      'org',
      {},
      { stamper: createWebauthnStamper({ rpId: 'example.com' }) },
    );
    expect(browser.startAuthentication).toHaveBeenCalledTimes(1);
  });

  it('signs exactly the body the API client sends', async () => {
    const sent: { body: string; header: string | null }[] = [];
    const http = createHttpClient({
      fetch: async (input, init) => {
        const request = new Request(input, init);
        sent.push({ body: await request.text(), header: request.headers.get('X-Stamp-WebAuthn') });
        return Response.json({ authenticators: [] });
      },
    });
    const api = createApiClient({ baseUrl: 'https://api.example', http });
    await api.query('get_authenticators', { organizationId: 'org', userId: 'u' }, { stamper: createWebauthnStamper({ rpId: 'example.com' }) });
    const { challenge } = browser.startAuthentication.mock.calls[0]![0].optionsJSON as { challenge: string };
    expect(challenge).toBe(toBase64Url(webauthnStampChallenge(sent[0]!.body)));
    expect(JSON.parse(sent[0]!.header ?? 'null')).toMatchObject({ credentialId: 'Y3JlZC0x' });
  });

  it('maps a closed prompt (NotAllowedError) to passkey_cancelled', async () => {
    browser.startAuthentication.mockRejectedValue(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    await expect(createWebauthnStamper({ rpId: 'example.com' }).stamp('{}')).rejects.toMatchObject({ code: 'passkey_cancelled' });
  });

  it('fails with passkey_unsupported, without a prompt, where WebAuthn is missing', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    await expect(createWebauthnStamper({ rpId: 'example.com' }).stamp('{}')).rejects.toMatchObject({ code: 'passkey_unsupported', details: { reason: 'no-webauthn' } });
    expect(browser.startAuthentication).not.toHaveBeenCalled();
  });

  it.each([
    ['rpId', { rpId: '' }],
    ['rpId', { rpId: 'https://example.com' }],
    ['rpId', { rpId: 'example.com:8443' }],
    ['timeoutMs', { rpId: 'example.com', timeoutMs: 0 }],
    ['allowCredentials[0].id', { rpId: 'example.com', allowCredentials: [{ id: 'not base64url!' }] }],
  ])('refuses a bad option, naming %s', (field, options) => {
    expect(() => createWebauthnStamper(options)).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field } }));
  });
});

describe('createWebauthnStamper: hints, autofill (conditional mediation), which passkey answered', () => {
  it('passes hints to the prompt', async () => {
    await createWebauthnStamper({ rpId: 'example.com', hints: ['security-key', 'hybrid'] }).stamp('{}');
    expect(browser.startAuthentication.mock.calls[0]![0].optionsJSON.hints).toEqual(['security-key', 'hybrid']);
  });

  it("mediation 'conditional' asks through the browser's autofill (no input check: the host's field may come later)", async () => {
    await createWebauthnStamper({ rpId: 'example.com', mediation: 'conditional' }).stamp('{}');
    expect(browser.startAuthentication.mock.calls[0]![0]).toMatchObject({ useBrowserAutofill: true, verifyBrowserAutofillInput: false });
  });

  it('tells onAssertion the credential id and the user handle of the passkey that signed', async () => {
    const onAssertion = vi.fn();
    await createWebauthnStamper({ rpId: 'example.com', onAssertion }).stamp('{}');
    expect(onAssertion).toHaveBeenCalledWith({ credentialId: 'Y3JlZC0x', userHandle: 'dXNlcg' });
  });

  it.each([
    ['hints[0]', { rpId: 'example.com', hints: ['usb'] }],
    ['hints[1]', { rpId: 'example.com', hints: ['hybrid', 'hybrid'] }],
    ['hints', { rpId: 'example.com', hints: 'hybrid' }],
    ['mediation', { rpId: 'example.com', mediation: 'silent' }],
    ['allowCredentials', { rpId: 'example.com', mediation: 'conditional', allowCredentials: [{ id: 'abc' }] }],
    ['onAssertion', { rpId: 'example.com', onAssertion: 'yes' }],
  ])('refuses a bad option, naming %s', (field, options) => {
    expect(() => createWebauthnStamper(options as never)).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field } }));
  });
});
