/**
 * Helpers for the IdP's tests: an IdP with a movable clock and fixed client ids, requests as a
 * browser or the relay would send them, and reading the answers (redirects, fragments).
 */
import { expect } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { randomBytes } from '../../core/crypto/random-bytes';
import { toBase64Url } from '../../core/encoding/base64url';
import { createMockIdp, type MockIdp, type MockIdpOptions } from './mock-idp';
import type { IdpProvider } from './idp-providers';

export const testBaseUrl = 'http://127.0.0.1:8787';
export const testRedirectUri = 'http://localhost:5173/oauth/callback';
export const testClientIds: Record<IdpProvider, string> = {
  google: 'google-client.apps.example',
  apple: 'com.example.apple-service',
  x: 'x-client-id',
  discord: '1234567890',
};

export interface TestIdp {
  idp: MockIdp;
  clock: { ms: number };
}

export function createTestIdp(options: Partial<MockIdpOptions> = {}): TestIdp {
  const clock = { ms: Date.UTC(2025, 0, 1) };
  const idp = createMockIdp({ baseUrl: testBaseUrl, clientIds: testClientIds, now: () => clock.ms, ...options });
  return { idp, clock };
}

/** Sends a request that the IdP must answer (fails the test on `undefined`). */
export async function send(idp: MockIdp, request: Request): Promise<Response> {
  const response = await idp.fetch(request);
  expect(response, `${request.method} ${request.url} is an IdP path`).toBeInstanceOf(Response);
  return response as Response;
}

export function get(idp: MockIdp, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return send(idp, new Request(`${testBaseUrl}${path}`, { headers }));
}

export function postForm(idp: MockIdp, path: string, form: Record<string, string> | URLSearchParams): Promise<Response> {
  return send(
    idp,
    new Request(`${testBaseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    }),
  );
}

/** A PKCE pair made synchronously (the kit's createPkcePair hashes on WebCrypto, so it is async). */
function pkcePair(): { verifier: string; challenge: string } {
  const verifier = toBase64Url(randomBytes(32));
  return { verifier, challenge: toBase64Url(sha256(new TextEncoder().encode(verifier))) };
}

/** Parameters of a well-formed authorize request for `provider` (with a fresh PKCE pair for code flows). */
export function authorizeParams(provider: IdpProvider, overrides: Record<string, string | undefined> = {}): { params: URLSearchParams; verifier: string } {
  const pkce = pkcePair();
  const oidc = provider === 'google' || provider === 'apple';
  const base: Record<string, string | undefined> = oidc
    ? { client_id: testClientIds[provider], redirect_uri: testRedirectUri, response_type: 'id_token', scope: 'openid email', state: 'state-123', nonce: 'nonce-abc' }
    : { client_id: testClientIds[provider], redirect_uri: testRedirectUri, response_type: 'code', scope: 'identify email', state: 'state-123', code_challenge: pkce.challenge, code_challenge_method: 'S256' };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...base, ...overrides })) if (value !== undefined) params.set(name, value);
  return { params, verifier: pkce.verifier };
}

/** POSTs the picker's form as a click on `account` (or Cancel) would, and returns the redirect target. */
export async function choose(idp: MockIdp, provider: IdpProvider, params: URLSearchParams, choice: { account: string } | 'cancel'): Promise<URL> {
  const form = new URLSearchParams(params);
  if (choice === 'cancel') form.set('cancel', '1');
  else form.set('account', choice.account);
  const response = await postForm(idp, `/idp/${provider}/authorize`, form);
  expect(response.status).toBe(302);
  return new URL(response.headers.get('Location') ?? '');
}

/** The parameters of a redirect's fragment. */
export function fragmentOf(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}

/** Runs the code flow up to the code: authorize, pick `account`, read `code` from the redirect. */
export async function codeFor(idp: MockIdp, provider: 'x' | 'discord', account = 'ada'): Promise<{ code: string; verifier: string }> {
  const { params, verifier } = authorizeParams(provider);
  const location = await choose(idp, provider, params, { account });
  const code = location.searchParams.get('code');
  expect(code).toEqual(expect.any(String));
  return { code: code ?? '', verifier };
}

export function tokenRequest(provider: IdpProvider, code: string, verifier: string, overrides: Record<string, string> = {}): Record<string, string> {
  return { grant_type: 'authorization_code', code, redirect_uri: testRedirectUri, client_id: testClientIds[provider], code_verifier: verifier, ...overrides };
}
