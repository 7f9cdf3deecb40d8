/**
 * Every relay and API response the kit parses has a test with the published shape: for each
 * endpoint the kit calls, an answer built exactly to Turnkey's published schema (the trimmed
 * copies in test/fixtures/turnkey-openapi) — once with the required members only, once with every
 * member, each time with an unknown member in every object, as a newer service may add — is read
 * by the kit's own parser, through the same client code a login or `kit.account()` runs.
 */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { authProxy, checkPublished, publicApi, samplePublished, type StringFor } from '../../../test/fixtures/turnkey-openapi/published-shapes';
import { interop } from '../../../test/vectors/interop';
import { toKitConfig } from '../config/wallet-kit-config';
import { encryptCredentialBundle } from '../crypto/credential-bundle';
import { encryptExportBundle } from '../crypto/export-bundle';
import { signingKeyFromPrivateKey } from '../crypto/p256-private-key';
import { productionTrustedKeys } from '../crypto/trusted-keys';
import { fromHex, toHex } from '../encoding/hex';
import { createLinkedProvidersApi } from '../oauth/linked-providers-api';
import { confirmKeyOwner, confirmSessionOwner } from '../session/confirm-session-owner';
import type { Session } from '../session/session-types';
import { createKeyStore } from '../storage/key-store';
import { createApiClient } from '../transport/api-client';
import { createHttpClient } from '../transport/http';
import { queryOperations, submitOperations, type QueryPath, type SubmitOperationPath } from '../transport/operations';
import { createRelayClient, type RelayClient } from '../transport/relay-client';
import { createAccountApi } from './account-api';
import type { AccountApi } from './account-types';
import { validSubmitParameters } from './test-utils/valid-parameters';

const variants = [
  ['required members', false],
  ['every member', true],
] as const;

/** A fetch that answers each path with `answer(path, requestBody)` as JSON. */
function fetchAnswering(answer: (path: string, body: Record<string, unknown>) => unknown | Promise<unknown>): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    return new Response(JSON.stringify(await answer(path, body)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

/** A sample of `definition`, first checked to be of the published shape itself. */
function published(document: typeof authProxy | typeof publicApi, definition: string, all: boolean, strings?: StringFor): Record<string, unknown> {
  const body = samplePublished(document, definition, { all, ...(strings === undefined ? {} : { strings }) }) as Record<string, unknown>;
  expect(checkPublished(document, definition, body).problems).toEqual([]);
  return body;
}

// ---- the relay --------------------------------------------------------------------------------

const publicKey = `02${'ab'.repeat(32)}`;
const clientSignature = { publicKey, scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256' as const, message: '{}', signature: 'cd'.repeat(64) };

/** Each relay endpoint the kit calls, by the RelayClient method a flow calls it with. */
const relayCalls: Record<string, (client: RelayClient) => Promise<unknown>> = {
  wallet_kit_config: (client) => client.walletKitConfig(),
  wallet_kit_client_params: (client) => client.walletKitClientParams(),
  otp_init_v2: (client) => client.otpInit({ otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' }),
  otp_verify_v2: (client) => client.otpVerify({ otpId: 'otp-1', encryptedOtpBundle: '{"encappedPublic":"04","ciphertext":"00"}' }),
  account: (client) => client.account({ filterType: 'EMAIL', filterValue: 'ada@example.com' }),
  otp_login_v2: (client) => client.otpLogin({ verificationToken: 'token', publicKey, clientSignature }),
  signup_v2: (client) => client.signup({ userEmail: 'ada@example.com', verificationToken: 'token', clientSignature, apiKeys: [], authenticators: [], oauthProviders: [] }),
  oauth_login: (client) => client.oauthLogin({ oidcToken: 'token', publicKey }),
  oauth2_authenticate: (client) =>
    client.oauth2Authenticate({ provider: 'OAUTH2_PROVIDER_X', authCode: 'code', redirectUri: 'https://app.example.com/cb', codeVerifier: 'v'.repeat(43), nonce: 'a'.repeat(64), clientId: 'client-1' }),
};

/** What each relay answer must keep of the published body (the members a flow goes on with). */
const relayKept: Record<string, string[]> = {
  wallet_kit_config: ['organizationId', 'sessionExpirationSeconds', 'otpLength', 'otpAlphanumeric', 'oauthRedirectUrl'],
  wallet_kit_client_params: ['turnstileSiteKey'],
  otp_init_v2: ['otpId', 'otpEncryptionTargetBundle'],
  otp_verify_v2: ['verificationToken'],
  account: ['organizationId'],
  otp_login_v2: ['session'],
  signup_v2: ['organizationId', 'userId', 'wallet', 'appProofs'],
  oauth_login: ['session'],
  oauth2_authenticate: ['oidcToken'],
};

const relayStrings: StringFor = (member, path) => {
  if (path === 'body.enabledProviders[0]') return 'email';
  if (path.startsWith('body.oauthClientIds.')) return 'client-1';
  return undefined;
};

/** A published object without the member a newer service added (the kit reads the members it knows). */
const known = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { addedLater: _added, ...rest } = value as Record<string, unknown>;
  return rest;
};

describe('the relay answers as published are read by the kit (RelayClient)', () => {
  it('covers every relay endpoint of the fixture', () => {
    expect(Object.keys(relayCalls).sort()).toEqual(Object.keys(authProxy.answers).sort());
  });

  describe.each(variants)('with the %s', (_, all) => {
    it.each(Object.keys(relayCalls))('%s', async (endpoint) => {
      const body = published(authProxy, authProxy.answers[endpoint]!, all, relayStrings);
      const http = createHttpClient({ fetch: fetchAnswering(() => body), sleep: async () => undefined });
      const client = createRelayClient({ authProxyUrl: 'https://relay.test', configId: 'config-1', http });
      const read = (await relayCalls[endpoint]!(client)) as Record<string, unknown>;
      for (const member of relayKept[endpoint]!) if (body[member] !== undefined) expect(read[member], member).toEqual(known(body[member]));
      if (endpoint === 'wallet_kit_config') {
        // The published configuration (none of the kit's extension members) makes a working configuration.
        const { config } = toKitConfig(read as never);
        expect(config).toMatchObject({ organizationId: body.organizationId, otpChannels: ['email'], otpLength: 6, sessionExpirationSeconds: 900 });
        expect(config.appName).toBeUndefined();
      }
    });
  });
});

// ---- the main API -----------------------------------------------------------------------------

const NOW = 1_767_225_600_000;
const { signer, sessionKey } = interop.keys;
const kitMadeTarget = new Set<SubmitOperationPath>(['otp_auth', 'create_read_write_session', 'export_private_key', 'export_wallet', 'export_wallet_account']);
const mnemonic = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const camel = (path: string): string => path.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** A signed-in account API over the real ApiClient, whose main API answers through `answer`. */
async function accountOver(answer: (path: string, body: Record<string, unknown>) => unknown | Promise<unknown>) {
  const keys = createKeyStore({ indexedDB: new IDBFactory(), onWarning: () => undefined });
  const key = await keys.createSessionKey();
  const session: Session = {
    publicKey: toHex(key.publicKey),
    organizationId: 'org-ada',
    userId: 'userId-1',
    sessionType: 'SESSION_TYPE_READ_WRITE',
    expiresAt: NOW + 60_000,
    createdAt: NOW,
    method: 'otp_email',
  };
  const http = createHttpClient({ fetch: fetchAnswering(answer), sleep: async () => undefined });
  const api = createApiClient({ baseUrl: 'https://api.test', http, now: () => NOW, sleep: async () => undefined });
  const trustedKeys = { ...productionTrustedKeys, signer: signer.publicKeyUncompressed };
  const account = createAccountApi({ api, keys, currentSession: () => session, trustedKeys, now: () => NOW });
  return { account, api, keys, session };
}

/** The result definition of a submit's result member (none: Turnkey publishes no result for it). */
function resultDefinition(member: string): string | undefined {
  const ref = publicApi.definitions.v1Result?.properties?.[member]?.$ref;
  return ref === undefined ? undefined : ref.slice('#/definitions/'.length);
}

/** A completed activity of `path`, as published, with its result built to the published result. */
async function completedActivity(path: SubmitOperationPath, all: boolean, sent: Record<string, unknown>): Promise<Record<string, unknown>> {
  const operation = submitOperations[path];
  const parameters = (sent.parameters ?? {}) as Record<string, unknown>;
  const target = typeof parameters.targetPublicKey === 'string' ? fromHex(parameters.targetPublicKey) : undefined;
  // What the kit opens and checks beyond the shape: bundles sealed to its target key, the key asked for.
  const bundles: Record<string, string> = {};
  const exported = { export_private_key: fromHex(sessionKey.privateKey), export_wallet_account: fromHex(sessionKey.privateKey), export_wallet: new TextEncoder().encode(mnemonic) } as Partial<Record<SubmitOperationPath, Uint8Array>>;
  const plaintext = exported[path];
  if (target !== undefined && plaintext !== undefined) {
    bundles.exportBundle = await encryptExportBundle(plaintext, target, 'org-ada', signingKeyFromPrivateKey(fromHex(signer.privateKey)));
  } else if (target !== undefined) {
    bundles.credentialBundle = await encryptCredentialBundle(fromHex(sessionKey.privateKey), target);
  }
  // The result names what was asked for (the key, the wallet, the account's address).
  const echoed = (member: string): string | undefined => (['privateKeyId', 'walletId', 'address'].includes(member) && typeof parameters[member] === 'string' ? parameters[member] : undefined);
  const strings: StringFor = (member) => bundles[member] ?? echoed(member);
  const body = published(publicApi, 'v1ActivityResponse', all, strings);
  const definition = resultDefinition(operation.resultMember);
  const result = definition === undefined ? undefined : published(publicApi, definition, all, strings);
  const activity = body.activity as Record<string, unknown>;
  Object.assign(activity, {
    organizationId: 'org-ada',
    status: 'ACTIVITY_STATUS_COMPLETED',
    type: operation.type,
    result: { ...(activity.result as object), ...(result === undefined ? {} : { [operation.resultMember]: result }) },
  });
  expect(checkPublished(publicApi, 'v1ActivityResponse', body).problems).toEqual([]);
  return body;
}

describe('the main API submit answers as published are read by the kit (kit.account)', () => {
  describe.each(variants)('with the %s', (_, all) => {
    it.each(Object.keys(submitOperations) as SubmitOperationPath[])('%s', async (path) => {
      const answers: Record<string, unknown>[] = [];
      const { account } = await accountOver(async (_url, sent) => {
        const body = await completedActivity(path, all, sent);
        answers.push(body);
        return body;
      });
      const { targetPublicKey: _made, ...input } = validSubmitParameters[path];
      const method = account[camel(path) as keyof AccountApi] as unknown as (input: unknown) => Promise<{ status: string; result: Record<string, unknown> }>;
      const outcome = await method(kitMadeTarget.has(path) ? input : validSubmitParameters[path]);
      expect(outcome.status).toBe('completed');
      const sentResult = ((answers[0]!.activity as Record<string, unknown>).result as Record<string, unknown>)[submitOperations[path].resultMember] as Record<string, unknown> | undefined;
      // The members the kit hands on as they came (bundles are opened instead, into a result of their own).
      for (const [member, value] of Object.entries(sentResult ?? {})) {
        if (!kitMadeTarget.has(path) || !['credentialBundle', 'exportBundle', 'addedLater'].includes(member)) expect(outcome.result[member], member).toEqual(value);
      }
      if (path === 'export_private_key' || path === 'export_wallet_account') expect(outcome.result.privateKey).toEqual(fromHex(sessionKey.privateKey));
      if (path === 'export_wallet') expect(outcome.result.mnemonic).toBe(mnemonic);
      // otp_auth's bundle is optional as published: a session key only when one came.
      if (sentResult?.credentialBundle !== undefined) expect(outcome.result.sessionKey).toMatchObject({ publicKey: expect.stringMatching(/^0[23]/) });
      else expect(outcome.result.sessionKey).toBeUndefined();
    });
  });
});

/** Each query the kit makes through kit.account, by its method. */
const queryCalls: Record<QueryPath, (account: AccountApi) => Promise<unknown>> = {
  get_authenticator: (account) => account.getAuthenticator({ authenticatorId: 'authenticatorId-1' }),
  get_session_profiles: (account) => account.getSessionProfiles(),
  get_authenticators: (account) => account.getAuthenticators(),
  get_activity: (account) => account.getActivity({ activityId: 'id-1' }),
  get_oauth_providers: (account) => account.getOauthProviders(),
  get_user: (account) => account.getUser(),
  get_api_keys: (account) => account.getApiKeys(),
  list_policies: (account) => account.getPolicies(),
  get_policy: (account) => account.getPolicy({ policyId: 'policyId-1' }),
  list_private_keys: (account) => account.getPrivateKeys(),
  list_wallets: (account) => account.getWallets(),
  list_wallet_accounts: (account) => account.getWalletAccounts({ walletId: 'walletId-1' }),
  get_mfa_policies: (account) => account.getMfaPolicies(),
  get_mfa_policy: (account) => account.getMfaPolicy({ mfaPolicyId: 'mfaPolicyId-1' }),
  get_mfa_status: (account) => account.getMfaStatus({ activityId: 'id-1' }),
  get_ip_allowlist: (account) => account.getIpAllowlist(),
  list_webhook_endpoints: (account) => account.getWebhookEndpoints(),
};

/** What the kit reads, as a list of the published objects (or the one object) it came from. */
function readObjects(read: unknown): Record<string, unknown>[] {
  if (Array.isArray(read)) return read as Record<string, unknown>[];
  const value = read as Record<string, unknown>;
  return [('allowlist' in value ? value.allowlist : value) as Record<string, unknown>];
}

/** The published objects of an answer: its member's list, or its member's object. */
function answerObjects(body: Record<string, unknown>, path: QueryPath): Record<string, unknown>[] {
  const member = (queryOperations[path] as { responseMember?: string }).responseMember ?? 'allowlist';
  const value = body[member];
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [value as Record<string, unknown>];
}

/** Scalar members the kit keeps as sent (readers normalise lists and nested objects of some). */
const scalars = (item: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(item).filter(([member, value]) => typeof value !== 'object' && member !== 'addedLater' && member !== 'order'));

describe('the main API query answers as published are read by the kit (kit.account and the login checks)', () => {
  describe.each(variants)('with the %s', (_, all) => {
    it.each(Object.keys(queryCalls) as QueryPath[])('%s', async (path) => {
      const body = published(publicApi, publicApi.queries[path]!, all);
      const { account } = await accountOver(() => body);
      const read = await queryCalls[path](account);
      const objects = answerObjects(body, path);
      const kept = readObjects(read);
      expect(kept).toHaveLength(objects.length);
      objects.forEach((object, index) => expect(kept[index]).toMatchObject(scalars(object)));
    });

    it('whoami, as a refreshed session checks its new key (confirmKeyOwner)', async () => {
      const body = published(publicApi, publicApi.queries.whoami!, all, (member) => (member === 'organizationId' ? 'org-ada' : undefined));
      const { api, keys, session } = await accountOver(() => body);
      const { createApiKeyStamper } = await import('../crypto/api-key-stamper');
      const stamper = createApiKeyStamper((await keys.get(session.publicKey))!);
      await expect(confirmKeyOwner({ api, stamper, owner: { organizationId: 'org-ada', userId: 'userId-1' } })).resolves.toBeUndefined();
    });

    it('get_user, as a login checks who holds its key (confirmSessionOwner)', async () => {
      const body = published(publicApi, 'v1GetUserResponse', all);
      const { api, keys, session } = await accountOver(() => body);
      const { createApiKeyStamper } = await import('../crypto/api-key-stamper');
      const stamper = createApiKeyStamper((await keys.get(session.publicKey))!);
      const owner = { organizationId: 'org-ada', userId: 'userId-1' };
      await expect(confirmSessionOwner({ api, stamper, owner, credential: { kind: 'apiKey', publicKey } })).resolves.toBeUndefined();
    });

    it('get_oauth_providers, as the linked social logins list them (createLinkedProvidersApi)', async () => {
      const body = published(publicApi, 'v1GetOauthProvidersResponse', all);
      const { api, keys, session } = await accountOver(() => body);
      const linked = createLinkedProvidersApi({ api, keys, currentSession: () => session });
      const provider = (body.oauthProviders as Record<string, unknown>[])[0]!;
      expect(await linked.listOauthProviders('userId-1')).toEqual([
        { providerId: provider.providerId, providerName: provider.providerName, issuer: provider.issuer, audience: provider.audience, subject: provider.subject },
      ]);
    });
  });
});
