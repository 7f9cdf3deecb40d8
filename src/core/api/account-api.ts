/**
 * `kit.account`: every operation of the main API for the logged-in user, stamped (X-Stamp) with
 * the active session's key. Each call checks its input against the operation's schema before
 * anything is signed, asks for app proofs only where the spec lists them, and returns the
 * consensus outcomes as values. otp_auth and create_read_write_session decrypt their credential
 * bundle into a new key in the key store; export_private_key, export_wallet and
 * export_wallet_account verify the export bundle against the pinned signer key and the
 * organization, then hand the decrypted key or mnemonic to the caller only.
 */
import { toHex } from '../encoding/hex';
import { LoginKitError, invalidInput } from '../errors';
import type { TrustedKeys } from '../login-kit';
import type { Session } from '../session/session-types';
import type { KeyStore } from '../storage/key-store';
import { activityResult, parseActivityResponse } from '../transport/activity';
import type { ApiClient, Stamper, SubmitOperation } from '../transport/api-client';
import type { RelayClient } from '../transport/relay-client';
import { queryOperations, submitOperations, type QueryPath, type SubmitOperationPath } from '../transport/operations';
import { badResponse, isRecord, requireString } from '../transport/validate';
import { readAuthenticator } from '../passkeys/read-authenticator';
import { parseMfaStatusResponse } from '../transport/mfa-status';
import type { AccountApi, AccountOutcome, AccountSubmitOptions, DecryptedSessionKey, MfaChallenge, MfaRequiredHandler } from './account-types';
import { readQueryResponse, readSubmitResult, resultMayBeAbsent, validateQueryParameters, validateSubmitParameters } from './operation-schemas';
import { readIpAllowlistResponse } from './read-ip-allowlist';
import { readMfaPolicy } from './read-mfa-policy';
import { readMnemonic } from './read-mnemonic';
import { createStepUpFlow, type StepUpFlowRegistry } from '../flows/step-up/create-step-up-flow';
import type { OauthDeps } from '../flows/oauth/oauth-deps';
import type { StepUpKitDeps } from '../flows/step-up/step-up-parts';
import { createContactVerification } from './contact-verification';
import { signalPasskeyUserDetailsChanged } from '../passkeys/passkey-user-details';

export interface AccountApiDeps {
  api: ApiClient;
  keys: KeyStore;
  /** The logged-in session (undefined when signed out or expired). */
  currentSession: () => Session | undefined;
  /** The pinned enclave keys (`signer` checks export bundles). */
  trustedKeys: TrustedKeys;
  now: () => number;
  /** The relay, for confirming a new contact by code (`sendContactCode`, `verifyContactCode`); without it they fail with `method_disabled`. */
  relay?: RelayClient;
  /**
   * The relying party (and the passkey user handles seen here, by default the page's store): after
   * `updateUser` changes the session's own user, the browser learns the account's current names
   * for the passkeys made or used here (WebAuthn `signalCurrentUserDetails`, where it has it).
   * Without it, no signal.
   */
  passkeys?: { relyingParty: () => { rpId: string }; userHandles?: { get(userId: string): string[] } };
  /**
   * Who completes an operation whose activity waits on the user's MFA, asked each time (the kit's
   * `onMfaRequired` option, else the handler `setMfaHandler` registered): the operation resolves
   * with what it returns, a completed result read as the operation's. With none, the operation
   * resolves with the `mfaRequired` challenge.
   */
  mfaHandler?: () => MfaRequiredHandler | undefined;
  /** Where each challenge's step-up flow is registered for `kit.createStepUpFlow`, and what it needs. */
  stepUps?: StepUpFlowRegistry;
  /** What a step-up needs beyond these deps (its social login's deps, the passkey crypto, the configuration). */
  stepUpDeps?: Omit<StepUpKitDeps, 'trustedKeys' | 'relyingParty'> & { oauth: OauthDeps };
}

type HpkeTarget = { privateKey: CryptoKey; publicKey: Uint8Array };
type Finish<Raw, Result> = (raw: Raw, context: { organizationId: string; target: HpkeTarget | undefined }) => Result | Promise<Result>;

const bundleCrypto = () => import('./account.crypto');
const defaultExpirationSeconds = 900;

/**
 * The service names a submit's bad parameter by its place in the body (`parameters.apiKeys[0]
 * .publicKey`); the kit's own input checks name it as the caller passed it (`apiKeys[0]
 * .publicKey`). Refusals from either side name the field the same way for callers.
 */
function asInputField(error: unknown): unknown {
  const field = error instanceof LoginKitError ? error.details.field : undefined;
  if (!(error instanceof LoginKitError) || typeof field !== 'string' || !field.startsWith('parameters.')) return error;
  return new LoginKitError(error.code, error.message, { cause: error.cause, details: { ...error.details, field: field.slice('parameters.'.length) } });
}

export function createAccountApi(deps: AccountApiDeps): AccountApi {
  const signedIn = async (): Promise<{ session: Session; stamper: Stamper }> => {
    const session = deps.currentSession();
    if (session === undefined || session.expiresAt <= deps.now()) throw new LoginKitError('session_expired', 'Log in first: the account API acts for the logged-in user');
    const key = await deps.keys.get(session.publicKey);
    if (key === undefined) throw new LoginKitError('session_expired', "The session's key is no longer on this device: log in again");
    const { createApiKeyStamper } = await import('../crypto/api-key-stamper');
    return { session, stamper: createApiKeyStamper(key) };
  };

  const optionsOf = (options: unknown): AccountSubmitOptions => {
    if (options === undefined) return {};
    if (!isRecord(options)) throw invalidInput('options', 'must be an object');
    if (options.organizationId !== undefined) requireString(options.organizationId, 'options.organizationId');
    return options;
  };

  /** The input as an object, with `userId` defaulting to the session's user when `withUser`. */
  const inputOf = (input: unknown, session: Session, withUser: boolean): Record<string, unknown> => {
    const value = input ?? {};
    if (!isRecord(value)) throw invalidInput('input', 'must be an object');
    return withUser && value.userId === undefined ? { ...value, userId: session.userId } : value;
  };

  async function submit<Raw, Result = Raw>(
    path: SubmitOperationPath,
    input: unknown,
    rawOptions: unknown,
    how: { withUser?: boolean; target?: true; finish?: Finish<Raw, Result> } = {},
  ): Promise<AccountOutcome<Result>> {
    const operation = submitOperations[path];
    const options = optionsOf(rawOptions);
    if (options.generateAppProofs !== undefined) {
      if (typeof options.generateAppProofs !== 'boolean') throw invalidInput('options.generateAppProofs', 'must be a boolean');
      if (!operation.appProofs) throw invalidInput('options.generateAppProofs', `${path} does not take app proofs (spec section 4.1)`);
    }
    if (isRecord(input) && how.target && input.targetPublicKey !== undefined) throw invalidInput('targetPublicKey', 'is made by the kit: leave it out');
    const { session, stamper } = await signedIn();
    const target = how.target ? await (await bundleCrypto()).generateHpkeKeyPair() : undefined;
    const given = inputOf(input, session, how.withUser === true);
    const parameters = validateSubmitParameters(path, target === undefined ? given : { ...given, targetPublicKey: toHex(target.publicKey) });
    const organizationId = options.organizationId ?? session.organizationId;
    const sent: SubmitOperation = resultMayBeAbsent(path) ? { ...operation, resultOptional: true as const } : operation;
    const outcome = await deps.api
      .submit<unknown>(sent, organizationId, parameters, {
        stamper,
        ...(options.generateAppProofs === undefined ? {} : { generateAppProofs: options.generateAppProofs }),
        ...(options.signal === undefined ? {} : { signal: options.signal }),
      })
      .catch((error: unknown) => {
        throw asInputField(error);
      });
    const resultOf = async (member: unknown): Promise<Result> => {
      const raw = readSubmitResult<Raw>(path, member);
      return how.finish === undefined ? (raw as unknown as Result) : await how.finish(raw, { organizationId, target });
    };
    if (outcome.status === 'completed') return { ...outcome, result: await resultOf(outcome.result) };
    if (outcome.status !== 'mfaRequired') return outcome;
    const held = outcome.activity;
    const challenge: MfaChallenge<Result> = {
      ...outcome,
      operation: { path: sent.path, type: sent.type, resultMember: sent.resultMember, ...(sent.resultOptional === true ? { resultOptional: true as const } : {}) },
      async readResult(activity) {
        if (!isRecord(activity) || activity.id !== held.id) throw invalidInput('activity', `must be the activity this challenge is for (${held.id})`);
        if (activity.status !== 'ACTIVITY_STATUS_COMPLETED') {
          throw new LoginKitError('failed_precondition', `${path}: activity ${held.id} is ${activity.status}, not completed`, { details: { activityId: held.id, activityStatus: activity.status } });
        }
        const member = activity.result[sent.resultMember];
        return resultOf(member === undefined && sent.resultOptional === true ? {} : activityResult(activity, sent.resultMember, path));
      },
    };
    const { stepUps, stepUpDeps, passkeys } = deps;
    if (stepUps !== undefined && stepUpDeps !== undefined && passkeys !== undefined) {
      const { oauth, ...kit } = stepUpDeps;
      stepUps.set(challenge, () => createStepUpFlow(challenge as MfaChallenge, { oauth, kit: { ...kit, trustedKeys: deps.trustedKeys, relyingParty: passkeys.relyingParty } }));
    }
    return stepUp(challenge);
  }

  /** The activity waits on the user's MFA: the app's handler completes it (or rejects it), or the caller gets the challenge. */
  async function stepUp<Result>(challenge: MfaChallenge<Result>): Promise<AccountOutcome<Result>> {
    const handler = deps.mfaHandler?.();
    if (handler === undefined) return challenge;
    const handled = await handler(challenge as MfaChallenge);
    if (!isRecord(handled) || !['completed', 'rejected', 'consensusNeeded', 'mfaRequired'].includes(handled.status as string)) {
      throw invalidInput('onMfaRequired', 'must resolve with an AccountOutcome (completed, rejected, or the challenge)');
    }
    return handled as AccountOutcome<Result>;
  }

  async function query<Response>(path: QueryPath, input: unknown, rawOptions: unknown, withUser = false): Promise<Response> {
    const options = optionsOf(rawOptions);
    const { session, stamper } = await signedIn();
    const body = validateQueryParameters(path, inputOf(input, session, withUser));
    const organizationId = options.organizationId ?? session.organizationId;
    const response = await deps.api.query<unknown>(queryOperations[path].path, { organizationId, ...body }, { stamper, ...(options.signal === undefined ? {} : { signal: options.signal }) });
    return readQueryResponse<Response>(path, response);
  }

  /** Opens a credential bundle into a new non-extractable key in the key store (the bytes are wiped). */
  const openSessionKey = async (bundle: string, target: HpkeTarget, expirationSeconds: unknown): Promise<DecryptedSessionKey> => {
    const raw = await (await bundleCrypto()).decryptCredentialBundle(bundle, target.privateKey, target.publicKey);
    const key = await deps.keys.importPrivateKey(raw);
    const seconds = typeof expirationSeconds === 'string' ? Number(expirationSeconds) : defaultExpirationSeconds;
    return { publicKey: toHex(key.publicKey), expiresAt: deps.now() + seconds * 1000 };
  };
  /** Verifies an export bundle against the pinned signer key and the organization, and opens it with this call's target key. */
  const openExportBundle = async (bundle: string, organizationId: string, target: HpkeTarget): Promise<Uint8Array> =>
    (await bundleCrypto()).decryptExportBundle(bundle, organizationId, target.privateKey, deps.trustedKeys.signer, target.publicKey);
  const expirationOf = (input: unknown): unknown => (isRecord(input) ? input.expirationSeconds : undefined);

  const user = { withUser: true };
  const { relay } = deps;
  const contacts = relay === undefined ? undefined : createContactVerification({ relay, currentSession: deps.currentSession, trustedKeys: deps.trustedKeys, now: deps.now });
  const noRelay = (): Promise<never> => Promise.reject(new LoginKitError('method_disabled', 'This account API has no relay client: confirming a contact needs one'));
  return {
    updateUser: async (input, options) => {
      const outcome = await submit<{ userId: string }>('update_user', input, options, user);
      const session = deps.currentSession();
      const own = session !== undefined && (!isRecord(input) || input.userId === undefined || input.userId === session.userId);
      if (outcome.status === 'completed' && own && deps.passkeys !== undefined) {
        void signalPasskeyUserDetailsChanged(deps.passkeys, session.userId, () => query('get_user', undefined, undefined, true));
      }
      return outcome;
    },
    createUserTag: (input, options) => submit('create_user_tag', input, options),
    createApiKeys: (input, options) => submit('create_api_keys', input, options, user),
    updatePolicy: (input, options) => submit('update_policy', input, options),
    deletePrivateKeys: (input, options) => submit('delete_private_keys', input, options),
    exportPrivateKey: (input, options) =>
      submit('export_private_key', input, options, {
        target: true,
        finish: async (raw: { privateKeyId: string; exportBundle: string }, { organizationId, target }) => {
          if (isRecord(input) && raw.privateKeyId !== input.privateKeyId) {
            throw badResponse('export_private_key', 'exportPrivateKeyResult.privateKeyId', 'is not the key that was asked for');
          }
          return { privateKeyId: raw.privateKeyId, privateKey: await openExportBundle(raw.exportBundle, organizationId, target!) };
        },
      }),
    exportWallet: (input, options) =>
      submit('export_wallet', input, options, {
        target: true,
        finish: async (raw: { walletId: string; exportBundle: string }, { organizationId, target }) => {
          if (isRecord(input) && raw.walletId !== input.walletId) throw badResponse('export_wallet', 'exportWalletResult.walletId', 'is not the wallet that was asked for');
          const bytes = await openExportBundle(raw.exportBundle, organizationId, target!);
          try {
            return { walletId: raw.walletId, ...readMnemonic(bytes) };
          } finally {
            bytes.fill(0);
          }
        },
      }),
    exportWalletAccount: (input, options) =>
      submit('export_wallet_account', input, options, {
        target: true,
        finish: async (raw: { address: string; exportBundle: string }, { organizationId, target }) => {
          if (isRecord(input) && raw.address !== input.address) {
            throw badResponse('export_wallet_account', 'exportWalletAccountResult.address', 'is not the account that was asked for');
          }
          return { address: raw.address, privateKey: await openExportBundle(raw.exportBundle, organizationId, target!) };
        },
      }),
    createMfaPolicy: (input, options) => submit('create_mfa_policy', input, options, user),
    updateMfaPolicy: (input, options) => submit('update_mfa_policy', input, options, user),
    deleteMfaPolicy: (input, options) => submit('delete_mfa_policy', input, options, user),
    createSessionProfile: (input, options) => submit('create_session_profile', input, options),
    setIpAllowlist: (input, options) => submit('set_ip_allowlist', input, options),
    removeIpAllowlist: (input, options) => submit('remove_ip_allowlist', input, options),
    createWebhookEndpoint: (input, options) => submit('create_webhook_endpoint', input, options),
    updateWebhookEndpoint: (input, options) => submit('update_webhook_endpoint', input, options),
    deleteWebhookEndpoint: (input, options) => submit('delete_webhook_endpoint', input, options),
    approveActivity: (input, options) => submit('approve_activity', input, options),
    rejectActivity: (input, options) => submit('reject_activity', input, options),
    otpAuth: (input, options) =>
      submit('otp_auth', input, options, {
        target: true,
        finish: async (raw: { userId: string; apiKeyId?: string; credentialBundle?: string }, { target }) => ({
          userId: raw.userId,
          ...(raw.apiKeyId === undefined ? {} : { apiKeyId: raw.apiKeyId }),
          ...(raw.credentialBundle === undefined ? {} : { sessionKey: await openSessionKey(raw.credentialBundle, target!, expirationOf(input)) }),
        }),
      }),
    oauth2Authenticate: (input, options) => submit('oauth2_authenticate', input, options),
    createReadWriteSession: (input, options) =>
      submit('create_read_write_session', input, options, {
        target: true,
        finish: async ({ credentialBundle, ...rest }: { organizationId: string; organizationName: string; userId: string; username: string; apiKeyId: string; credentialBundle: string }, { target }) => ({
          organizationId: rest.organizationId,
          organizationName: rest.organizationName,
          userId: rest.userId,
          username: rest.username,
          apiKeyId: rest.apiKeyId,
          sessionKey: await openSessionKey(credentialBundle, target!, expirationOf(input)),
        }),
      }),
    createAuthenticators: (input, options) => submit('create_authenticators', input, options, user),
    deleteAuthenticators: (input, options) => submit('delete_authenticators', input, options, user),
    createOauthProviders: (input, options) => submit('create_oauth_providers', input, options, user),
    sendContactCode: (input, options) => (contacts === undefined ? noRelay() : contacts.sendContactCode(input, options)),
    verifyContactCode: (input, options) => (contacts === undefined ? noRelay() : contacts.verifyContactCode(input, options)),

    getAuthenticator: async (input, options) => readAuthenticator(await query('get_authenticator', input, options), 'authenticator', 'get_authenticator'),
    getSessionProfiles: (options) => query('get_session_profiles', undefined, options),
    getAuthenticators: async (input, options) => {
      const list = await query<unknown>('get_authenticators', input, options, true);
      if (!Array.isArray(list)) throw badResponse('get_authenticators', 'authenticators', 'is not an array');
      return list.map((item, index) => readAuthenticator(item, `authenticators[${index}]`, 'get_authenticators'));
    },
    getActivity: async (input, options) => parseActivityResponse({ activity: await query('get_activity', input, options) }, 'get_activity'),
    getOauthProviders: (input, options) => query('get_oauth_providers', input, options, true),
    getUser: (input, options) => query('get_user', input, options, true),
    getApiKeys: (input, options) => query('get_api_keys', input, options, true),
    getPolicies: (options) => query('list_policies', undefined, options),
    getPolicy: (input, options) => query('get_policy', input, options),
    getPrivateKeys: (options) => query('list_private_keys', undefined, options),
    getWallets: (options) => query('list_wallets', undefined, options),
    getWalletAccounts: (input, options) => query('list_wallet_accounts', input, options),
    getMfaPolicies: async (input, options) => {
      const list = await query<unknown>('get_mfa_policies', input, options, true);
      if (!Array.isArray(list)) throw badResponse('get_mfa_policies', 'mfaPolicies', 'is not an array');
      return list.map((item, index) => readMfaPolicy(item, `mfaPolicies[${index}]`, 'get_mfa_policies'));
    },
    getMfaPolicy: async (input, options) => readMfaPolicy(await query('get_mfa_policy', input, options, true), 'mfaPolicy', 'get_mfa_policy'),
    getMfaStatus: async (input, options) => parseMfaStatusResponse({ mfaStatuses: await query('get_mfa_status', input, options) }),
    getIpAllowlist: async (input, options) => readIpAllowlistResponse(await query('get_ip_allowlist', input, options)),
    getWebhookEndpoints: (options) => query('list_webhook_endpoints', undefined, options),
  };
}
