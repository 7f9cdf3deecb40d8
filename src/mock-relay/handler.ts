/**
 * The mock relay as one fetch-style handler (hono): the relay endpoints under `/v1/`, a slice
 * of the main API under `/public/v1/` (stamped by API keys or passkeys; see routes/api/), the
 * mock identity provider under `/idp/` with the relay's own OIDC issuer documents
 * (oauth/oauth-routes.ts), and test controls under `/__mock/`. Browser-safe: no
 * `node:*` imports here or below (Storybook runs it in the page); the Node server and file
 * persistence live in server.ts.
 */
import { Hono, type Context } from 'hono';
import { invalidInput } from '../core/errors';
import type { RelayEndpoint } from '../core/transport/relay-types';
import { checkConfigId, checkEnabled, checkOrigin, corsHeaders } from './cors';
import { createEnclave, generateEnclaveKeys, type EnclavePrivateKeys, type EnclavePublicKeys } from './enclave';
import { errorResponse, internalError, notFound, notImplemented, toRelayError } from './errors';
import type { MockIdpAccount } from './idp/idp-accounts';
import type { MockIdp } from './idp/mock-idp';
import { createMailbox, type MailMessage } from './mailbox';
import { createOauthServices, parseBaseUrl } from './oauth/oauth-services';
import { mountOauthRoutes } from './oauth/oauth-routes';
import { resolveRelayConfig, type RelayConfig } from './relay-config';
import { decodeBody, parseJsonObject } from './request-body';
import { createOtpRateLimits } from './rate-limits/otp-rate-limits';
import { resolveRateLimits, type RateLimitOptions } from './rate-limits/rate-limit-settings';
import type { RelayRoute, RouteContext } from './route-context';
import type { ApiRequest } from './routes/api/api-request';
import { mfaAnswerRoutes, plannedQueries, plannedSubmitOperations, queryRoutes, submitRoutes } from './routes/api/api-routes';
import { runMfaAnswer } from './mfa/mfa-approval';
import { runQuery } from './routes/api/query';
import { runSubmit } from './routes/api/submit';
import { mockHealth, mockKeys, mockMailbox, mockReset } from './routes/mock/mock-control';
import { account } from './routes/relay/account';
import { oauthLogin } from './routes/relay/oauth-login';
import { oauth2Authenticate } from './routes/relay/oauth2-authenticate';
import { otpInit } from './routes/relay/otp-init';
import { otpLogin } from './routes/relay/otp-login';
import { otpVerify } from './routes/relay/otp-verify';
import { signup } from './routes/relay/signup';
import { walletKitConfig } from './routes/relay/wallet-kit-config';
import { walletKitClientParams } from './routes/relay/wallet-kit-client-params';
import { createMockCaptcha } from './captcha/mock-captcha';
import { testWidgetScript } from './captcha/test-widget-script';
import { mockCaptchaState, mockCaptchaToken, mockClearCaptchaRules, mockSetCaptchaRules } from './routes/mock/mock-captcha';
import { RelayStore, type StorePersistence } from './store';
import { emptyState, parseStoredState, type StoredState } from './stored-state';
import { resolveClientAddress, type MockRelayConnection } from './ip-allowlists/client-address';
import { mockWebhooks } from './routes/mock/mock-webhooks';
import { mockProofRoot, mockSetProofCorruption } from './routes/mock/mock-proofs';
import { createMockProofService } from './proofs/mock-proof-service';
import { createProofCorruptions } from './proofs/proof-corruption';
import { mockAccountsOf, mockClearFaults, mockListFaults, mockSetFaults } from './routes/mock/mock-faults';
import { faultClockSkew, faultMiddleware } from './faults/fault-middleware';
import { createFaultStore } from './faults/fault-store';
import { stampContacts } from './faults/stamp-contacts';
import { emulateTransportFault, takeTransportFault } from './faults/transport-fault';
import type { WebhookDispatcherOptions, WebhookRetryOptions } from './webhooks/webhook-dispatcher';
import { createWebhookService, mockRelayWebhooks, type MockRelayWebhooks } from './webhooks/webhook-service';

export interface MockRelayOptions {
  /** Overrides of the default relay configuration (validated; a bad setting throws naming it). */
  config?: Partial<RelayConfig>;
  /** Enclave private keys (hex); otherwise the persisted ones, otherwise fresh random keys. */
  enclaveKeys?: EnclavePrivateKeys;
  /** The clock, epoch ms (default `Date.now`). */
  now?: () => number;
  /** Loads the state once at creation and saves it before every response that changed it. */
  persistence?: StorePersistence;
  /** Called with every code the relay "sends". */
  onMail?: (message: MailMessage) => void;
  /**
   * The origin assumed for requests without an `Origin` header. In a page (Storybook, dom
   * tests) code cannot set `Origin` on a Request, so in-process callers pass the page's origin
   * here (e.g. `window.location.origin`) to test `allowedOrigins`; passkeys are checked against
   * it too (the WebAuthn origin, and the default RP ID is its host name). Default: none
   * (refused when `allowedOrigins` is not `['*']`; passkeys always need an origin).
   */
  defaultOrigin?: string;
  /**
   * The relay's own address (an origin, e.g. `http://127.0.0.1:8787`): OIDC issuer URLs of the
   * mock IdP (`<baseUrl>/idp/<provider>`) and of the relay (`<baseUrl>/oauth2/<x|discord>`) are
   * built on it. Default: each request's own origin, so issuers match the address the server
   * was reached at.
   */
  baseUrl?: string;
  /** The people the mock IdP's account picker offers (default: Ada, Grace and Alan). */
  idpAccounts?: readonly MockIdpAccount[];
  /**
   * The client address of requests that come without one (in-process: no socket), for IP
   * allowlists. A per-request address goes to `relay.fetch(request, {clientAddress})`; the Node
   * server passes each socket's. Default: unknown (an allowlist's `onEvaluationError` decides).
   */
  clientAddress?: string;
  /** Honour `X-Forwarded-For` (its last entry) as the client address: only behind a proxy you trust (CLI `--trust-proxy`). Default false. */
  trustProxy?: boolean;
  /** The fetch webhook deliveries go through (default the global fetch). */
  webhookFetch?: WebhookDispatcherOptions['fetch'];
  /** Webhook retries: attempts (default 5), first backoff (default 1000 ms, doubling), per-attempt timeout (default 10 s). */
  webhookRetry?: WebhookRetryOptions;
  /**
   * Rate limits of the OTP endpoints (rate-limits/rate-limit-settings.ts): per client address for
   * `otp_init_v2` and `otp_verify_v2`, per contact for `otp_verify_v2`, overridable one by one;
   * `false` turns them all off, the configuration's per-contact send limit included (CLI `--no-rate-limits`).
   */
  rateLimits?: RateLimitOptions;
}

export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

export interface MockRelay {
  /** Answers one request (relay, main API or `/__mock/` control); `connection` carries the client address when known. */
  fetch(request: Request, connection?: MockRelayConnection): Promise<Response>;
  /** The enclave public keys (uncompressed hex) to pin in the kit. */
  readonly keys: EnclavePublicKeys;
  /** The effective configuration. */
  readonly config: Readonly<RelayConfig>;
  /** Codes sent so far, oldest first. */
  readonly mailbox: readonly MailMessage[];
  /** Forgets users, API keys, codes and mail; keeps keys and configuration. */
  reset(): void;
  /** Read-only view of everything the relay remembers (for tests). */
  readonly state: DeepReadonly<StoredState>;
  /**
   * The mock IdP as served at `baseUrl` (default: the configured `baseUrl`; one is needed
   * without it), e.g. to mint an id_token in a test with `issueIdToken`.
   */
  idp(baseUrl?: string): MockIdp;
  /** Webhook signing key, delivery log, and a wait for pending deliveries (webhooks/). */
  readonly webhooks: MockRelayWebhooks;
  /**
   * Bot protection, when the configuration has a `captchaSiteKey` (captcha/): `issueToken()` gives a
   * token as the test widget gets one (the relay accepts it once on otp_init_v2 or signup_v2).
   */
  readonly captcha: { readonly siteKey: string | undefined; issueToken(siteKey?: string): { token: string; expiresInMs: number } };
}

const relayRoutes: Record<RelayEndpoint, RelayRoute> = {
  wallet_kit_config: walletKitConfig,
  wallet_kit_client_params: walletKitClientParams,
  otp_init_v2: otpInit,
  otp_verify_v2: otpVerify,
  account,
  otp_login_v2: otpLogin,
  signup_v2: signup,
  oauth_login: oauthLogin,
  oauth2_authenticate: oauth2Authenticate,
};

async function readBody(c: Context): Promise<{ raw: Uint8Array; body: Record<string, unknown> }> {
  const raw = new Uint8Array(await c.req.arrayBuffer());
  return { raw, body: parseJsonObject(decodeBody(raw)) };
}

/** The persisted state, or a new one; `fresh` when it differs from what is persisted. */
function initialState(options: MockRelayOptions): { state: StoredState; fresh: boolean } {
  const loaded = options.persistence?.load();
  const state = loaded === undefined ? emptyState(options.enclaveKeys ?? generateEnclaveKeys()) : parseStoredState(loaded);
  if (options.enclaveKeys !== undefined) state.enclaveKeys = { ...options.enclaveKeys };
  return { state, fresh: loaded === undefined || options.enclaveKeys !== undefined };
}

/**
 * The relay's answers before transport faults are emulated (the Node server acts on them at the
 * socket instead): set by createMockRelay, read by server.ts.
 */
const rawFetches = new WeakMap<MockRelay, MockRelay['fetch']>();

export function rawMockRelayFetch(relay: MockRelay): MockRelay['fetch'] {
  return rawFetches.get(relay) ?? ((request, connection) => relay.fetch(request, connection));
}

/** Creates an in-process mock relay. */
export function createMockRelay(options: MockRelayOptions = {}): MockRelay {
  const config = resolveRelayConfig(options.config ?? {});
  const initial = initialState(options);
  const store = new RelayStore(initial.state, options.persistence);
  // New keys are saved with the first response (the Node server saves them at start).
  if (initial.fresh) store.markDirty();
  const enclave = createEnclave(store.state.enclaveKeys);
  const mailbox = createMailbox(store, options.onMail);
  const now = options.now ?? (() => Date.now());
  const oauth = createOauthServices({
    config,
    store,
    now,
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(options.idpAccounts === undefined ? {} : { accounts: options.idpAccounts }),
  });
  const webhooks = createWebhookService({
    store,
    config,
    now,
    ...(options.webhookFetch === undefined ? {} : { fetch: options.webhookFetch }),
    ...(options.webhookRetry === undefined ? {} : { retry: options.webhookRetry }),
  });
  const rateLimits = createOtpRateLimits(resolveRateLimits(options.rateLimits ?? {}));
  const proofs = { service: createMockProofService(store, now), corruptions: createProofCorruptions() };
  const context: RouteContext = { config, store, enclave, mailbox, oauth, now, webhooks, rateLimits, proofs };
  const faults = createFaultStore();
  const captcha = createMockCaptcha(config, now);
  // The reset clears fault rules and the captcha's tokens and rules alike.
  const resettable = {
    clear: () => {
      faults.clear();
      captcha.reset();
    },
  };
  // A clock-skew fault rule shifts the relay's clock for the requests it matches.
  const contextFor = (c: Context): RouteContext => {
    const skew = faultClockSkew(c.req.raw);
    return skew === 0 ? context : { ...context, now: () => now() + skew };
  };

  const app = new Hono();

  // CORS on everything (including refusals), preflights answered here; pending writes are
  // saved before the response leaves.
  app.use('*', async (c, next) => {
    const headers = corsHeaders(c.req.header('Origin') ?? null);
    if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers });
    await next();
    try {
      await store.flush();
    } catch {
      c.res = errorResponse(internalError());
    }
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
  // Fault rules set at /__mock/faults (faults/): latency, 4xx/5xx, drops, cut bodies, a skewed
  // clock, and a hostile relay's forged or substituted answers.
  app.use(
    '*',
    faultMiddleware({
      store: faults,
      now,
      otpContact: (otpId) => (Object.hasOwn(store.state.otps, otpId) ? store.state.otps[otpId]?.contact : undefined),
      stampContacts: (headers) => stampContacts(store, headers),
      tamper: { context: contextFor },
    }),
  );

  const originOf = (c: Context): string | null => c.req.header('Origin') ?? options.defaultOrigin ?? null;
  const clientAddressOf = (c: Context): string | null =>
    resolveClientAddress({
      connectionAddress: (c.env as MockRelayConnection | undefined)?.clientAddress ?? options.clientAddress,
      forwardedFor: c.req.header('X-Forwarded-For') ?? null,
      trustProxy: options.trustProxy ?? false,
    });
  const apiRequest = async (c: Context): Promise<ApiRequest> => ({
    ...(await readBody(c)),
    headers: c.req.raw.headers,
    origin: originOf(c),
    baseUrl: oauth.baseUrlOf(c.req.url),
    clientAddress: clientAddressOf(c),
  });

  app.post('/v1/:endpoint', async (c) => {
    const endpoint = c.req.param('endpoint');
    if (!Object.hasOwn(relayRoutes, endpoint)) throw notFound('path', `no relay endpoint /v1/${endpoint}`);
    checkConfigId(config, c.req.header('X-Auth-Proxy-Config-Id') ?? null);
    checkOrigin(config, originOf(c));
    checkEnabled(config);
    // protocol.md section 15: otp_init_v2 and signup_v2 want a captcha token when a site key is set.
    captcha.check(endpoint, c.req.header('X-Captcha-Token') ?? null);
    const { body } = await readBody(c);
    return c.json(await relayRoutes[endpoint as RelayEndpoint](contextFor(c), body, { origin: originOf(c), baseUrl: oauth.baseUrlOf(c.req.url), clientAddress: clientAddressOf(c) }));
  });

  app.post('/public/v1/submit/:operation', async (c) => {
    const operation = c.req.param('operation');
    const answer = Object.hasOwn(mfaAnswerRoutes, operation) ? mfaAnswerRoutes[operation] : undefined;
    if (answer !== undefined) return c.json(await runMfaAnswer(contextFor(c), answer, await apiRequest(c), submitRoutes));
    const route = Object.hasOwn(submitRoutes, operation) ? submitRoutes[operation] : undefined;
    if (route === undefined) {
      if (plannedSubmitOperations.includes(operation)) throw notImplemented();
      throw notFound('path', `no submit operation /public/v1/submit/${operation}`);
    }
    return c.json(await runSubmit(contextFor(c), route, await apiRequest(c), operation));
  });

  app.post('/public/v1/query/:query', async (c) => {
    const query = c.req.param('query');
    const route = Object.hasOwn(queryRoutes, query) ? queryRoutes[query] : undefined;
    if (route === undefined) {
      if (plannedQueries.includes(query)) throw notImplemented();
      throw notFound('path', `no query /public/v1/query/${query}`);
    }
    return c.json(await runQuery(contextFor(c), route, await apiRequest(c)));
  });

  mountOauthRoutes(app, context);

  app.get('/__mock/keys', (c) => c.json(mockKeys(context)));
  app.get('/__mock/mailbox', (c) => c.json(mockMailbox(context, c.req.query('contact'))));
  app.post('/__mock/reset', (c) => c.json(mockReset(context, resettable)));
  app.get('/__mock/health', (c) => c.json(mockHealth()));
  app.get('/__mock/faults', (c) => c.json(mockListFaults(faults)));
  app.post('/__mock/faults', async (c) => c.json(mockSetFaults(faults, (await readBody(c)).body)));
  app.delete('/__mock/faults', (c) => c.json(mockClearFaults(faults, c.req.query('contact'))));
  app.get('/__mock/accounts', (c) => c.json(mockAccountsOf(store.state, c.req.query('contact'))));
  app.get('/__mock/webhooks', (c) => c.json(mockWebhooks(context, c.req.query('endpointId'))));
  app.get('/__mock/proofs/root', (c) => {
    const root = mockProofRoot(context);
    return c.req.query('format') === 'json' ? c.json(root) : c.body(root.pem, 200, { 'Content-Type': 'application/x-pem-file' });
  });
  app.post('/__mock/proofs', async (c) => c.json(mockSetProofCorruption(context, (await readBody(c)).body)));
  // The test captcha widget (Turnstile's interface) and its controls (captcha/).
  app.get('/__mock/captcha/api.js', (c) => {
    const headers = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store', 'Cross-Origin-Resource-Policy': 'cross-origin' };
    if (captcha.scriptFails()) return c.body('/* the test captcha widget was told to fail to load */', 503, headers);
    return c.body(testWidgetScript(oauth.baseUrlOf(c.req.url)), 200, headers);
  });
  app.post('/__mock/captcha/token', async (c) => c.json(mockCaptchaToken(captcha, (await readBody(c)).body)));
  app.get('/__mock/captcha', (c) => c.json(mockCaptchaState(captcha)));
  app.post('/__mock/captcha', async (c) => c.json(mockSetCaptchaRules(captcha, (await readBody(c)).body)));
  app.delete('/__mock/captcha', (c) => c.json(mockClearCaptchaRules(captcha)));

  app.notFound((c) => errorResponse(notFound('path', `no endpoint ${c.req.method} ${c.req.path} in the mock relay`)));
  app.onError((error) => errorResponse(toRelayError(error)));

  const respond: MockRelay['fetch'] = async (request, connection) => {
    try {
      return await app.fetch(request, { ...connection });
    } catch {
      return errorResponse(internalError());
    }
  };
  const relay: MockRelay = {
    // In process, a dropped connection rejects and a cut body fails mid-read, as with fetch.
    async fetch(request, connection) {
      const { response, fault } = takeTransportFault(await respond(request, connection));
      return fault === undefined ? response : emulateTransportFault(response, fault);
    },
    keys: enclave.publicKeys,
    webhooks: mockRelayWebhooks(webhooks),
    config: Object.freeze({ ...config }),
    get mailbox() {
      return mailbox.messages();
    },
    captcha: { siteKey: captcha.siteKey, issueToken: (siteKey) => captcha.issue(siteKey) },
    reset() {
      mockReset(context, resettable);
      // Saved now when possible; if saving fails the store stays dirty and the next request saves it.
      store.flush().catch(() => undefined);
    },
    get state() {
      return store.state;
    },
    idp(baseUrl = options.baseUrl) {
      if (baseUrl === undefined) throw invalidInput('baseUrl', 'is needed: this relay has no configured baseUrl (pass the address it is reached at)');
      return oauth.idp(parseBaseUrl(baseUrl));
    },
  };
  rawFetches.set(relay, respond);
  return relay;
}
