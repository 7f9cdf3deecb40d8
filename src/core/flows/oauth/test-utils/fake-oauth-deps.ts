/**
 * Test doubles for the social login: a relay client that records its calls and answers like the
 * service (session JWTs signed with the interop notarizer key), OIDC tokens with chosen claims,
 * and the flow's deps around a fake window and an in-memory key store.
 */
import { vi } from 'vitest';
import { interop } from '../../../../../test/vectors/interop';
import { signSessionJwt } from '../../../crypto/private-key-signing';
import { fromHex } from '../../../encoding/hex';
import { fromBase64Url, toBase64Url } from '../../../encoding/base64url';
import { utf8Decode, utf8Encode } from '../../../encoding/utf8';
import type { Session } from '../../../session/session-types';
import { createKeyStore } from '../../../storage/key-store';
import type { ApiClient } from '../../../transport/api-client';
import type { RelayClient } from '../../../transport/relay-client';
import { createFakeWindow, type FakeWindow, type FakeWindowOptions } from '../../../oauth/test-utils/fake-oauth-window';
import type { OauthDeps } from '../oauth-deps';

export const NOW = 1_750_000_000_000;
export const notarizer = interop.keys.notarizer;

/** An unsigned-looking OIDC token (the client only decodes it; the service verifies signatures). */
export function oidcToken(claims: Record<string, unknown>): string {
  const part = (value: object): string => toBase64Url(utf8Encode(JSON.stringify(value)));
  return `${part({ alg: 'RS256', typ: 'JWT', kid: 'k1' })}.${part(claims)}.${toBase64Url(utf8Encode('signature'))}`;
}

export function tokenPayload(token: string): Record<string, unknown> {
  return JSON.parse(utf8Decode(fromBase64Url(token.split('.')[1] ?? ''))) as Record<string, unknown>;
}

export interface FakeRelayOptions {
  /** The account lookup finds an organization. */
  existing?: boolean;
  /** Claims of the token oauth2_authenticate returns (the request's nonce is kept unless overridden). */
  exchangedClaims?: Record<string, unknown>;
}

export type FakeRelay = RelayClient & { calls: { endpoint: string; request: unknown }[] };

export function createFakeRelay(options: FakeRelayOptions = {}): FakeRelay {
  const calls: FakeRelay['calls'] = [];
  const record = (endpoint: string, request: unknown): void => void calls.push({ endpoint, request });
  const refuse = (endpoint: string) => () => Promise.reject(new Error(`${endpoint} was not expected`));
  return {
    calls,
    walletKitConfig: refuse('wallet_kit_config'),
    walletKitClientParams: refuse('wallet_kit_client_params'),
    otpInit: refuse('otp_init_v2'),
    otpVerify: refuse('otp_verify_v2'),
    otpLogin: refuse('otp_login_v2'),
    account: vi.fn(async (request) => {
      record('account', request);
      return options.existing === true ? { organizationId: 'org-existing' } : {};
    }),
    signup: vi.fn(async (request) => {
      record('signup_v2', request);
      return { organizationId: 'org-new', userId: 'user-new' };
    }),
    oauthLogin: vi.fn(async (request) => {
      record('oauth_login', request);
      const claims = {
        exp: Math.floor(NOW / 1000) + 900,
        public_key: request.publicKey,
        session_type: 'SESSION_TYPE_READ_WRITE' as const,
        user_id: options.existing === true ? 'user-existing' : 'user-new',
        organization_id: options.existing === true ? 'org-existing' : 'org-new',
      };
      return { session: signSessionJwt(claims, fromHex(notarizer.privateKey)) };
    }),
    oauth2Authenticate: vi.fn(async (request) => {
      record('oauth2_authenticate', request);
      return { oidcToken: oidcToken({ iss: 'https://relay.test', sub: 'x-user', nonce: request.nonce, ...options.exchangedClaims }) };
    }),
  };
}

/**
 * The main API as far as a social login uses it: `get_user` answers with the user the session
 * names, holding the identity (iss, sub) of the token its session was made with — or
 * `heldIdentity` when a test says the user holds another one.
 */
export type FakeApi = ApiClient & { queries: { path: string; body: Record<string, unknown> }[] };

export function createFakeApi(relay: FakeRelay, options: { heldIdentity?: { issuer: string; subject: string }; extraApiKey?: string } = {}): FakeApi {
  const queries: FakeApi['queries'] = [];
  return {
    queries,
    submit: () => Promise.reject(new Error('submit was not expected')),
    async query<Response>(path: string, body: Record<string, unknown>) {
      queries.push({ path, body });
      if (path !== 'get_user') throw new Error(`${path} was not expected`);
      const login = [...relay.calls].reverse().find((call) => call.endpoint === 'oauth_login')?.request as { oidcToken: string; publicKey: string } | undefined;
      const claims = login === undefined ? {} : tokenPayload(login.oidcToken);
      const identity = options.heldIdentity ?? { issuer: claims.iss as string, subject: claims.sub as string };
      const apiKeys = [login?.publicKey, options.extraApiKey].filter((key) => key !== undefined).map((publicKey) => ({ credential: { publicKey } }));
      return {
        user: { userId: body.userId, userName: 'Ada', authenticators: [], apiKeys, userTags: [], oauthProviders: [{ providerId: 'p1', providerName: 'google', audience: 'a', ...identity }] },
      } as Response;
    },
  };
}

export const clientIds = { google: 'google-client', apple: 'apple-client', x: 'x-client', discord: 'discord-client' };

export interface TestDeps extends OauthDeps {
  window: FakeWindow;
  relay: FakeRelay;
  api: FakeApi;
  established: Session[];
}

export interface TestDepsOptions extends Partial<Omit<OauthDeps, 'window' | 'relay' | 'api'>> {
  windowOptions?: FakeWindowOptions;
  relayOptions?: FakeRelayOptions;
  apiOptions?: Parameters<typeof createFakeApi>[1];
  /** The logged-in session `currentSession()` returns. */
  session?: Session;
}

export function createTestDeps(options: TestDepsOptions = {}): TestDeps {
  const { windowOptions, relayOptions, apiOptions, session, ...rest } = options;
  const established: Session[] = [];
  const relay = createFakeRelay(relayOptions);
  return {
    keys: createKeyStore({ databaseName: `oauth-test-${Math.random()}`, onWarning: () => undefined }),
    trustedKeys: { notarizer: notarizer.publicKeyUncompressed },
    establishSession: async (s) => void established.push(s),
    now: () => NOW,
    popupPollMs: 5,
    currentSession: () => session,
    ...rest,
    relay,
    api: createFakeApi(relay, apiOptions),
    window: createFakeWindow(windowOptions),
    established,
  };
}
