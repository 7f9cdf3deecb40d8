/**
 * The typed surface of `kit.account`: one method per operation of the main API (spec sections
 * 4.2 and 4.3, and the reads beyond the spec that Turnkey's API has), inputs as the spec names
 * their parameters, results as the spec names their members.
 */
import type { PasskeyAttestation } from '../crypto/passkey-registration';
import type { LinkedOauthProvider } from '../flows/oauth/oauth.types';
import type { Authenticator } from '../flows/passkey/passkey.types';
import type { OtpChannel } from '../flows/otp/otp.types';
import type { Activity } from '../transport/activity';
import type { ActivityOutcome, MfaRequiredOutcome, SubmitOperation } from '../transport/api-client';
import type { AuthenticationStep, MfaStatus } from '../transport/mfa-status';

export type { AuthenticationMethod, AuthenticationStep, AuthenticationType, MfaStatus, MfaStatusMethod } from '../transport/mfa-status';

/**
 * An operation's activity waiting on its user's MFA (protocol.md section 14), with what
 * completing it needs: `kit.createStepUpFlow(challenge)` proves the remaining steps and reads the
 * result, or rejects it. Approvals and the rejection name `fingerprint`.
 */
export interface MfaChallenge<Result = unknown> extends MfaRequiredOutcome {
  /** The operation the activity is: its result is `activity.result[operation.resultMember]` once it completes. */
  operation: Pick<SubmitOperation, 'path' | 'type' | 'resultMember' | 'resultOptional'>;
  /**
   * Reads the activity, once completed, as the operation's own call does: its result checked
   * against the operation's schema and, for an export, the bundle verified against the pinned
   * signer key and decrypted with the key this call made (it lives only in this challenge). Any
   * other status is `failed_precondition`; a result that does not read is `response_invalid`.
   */
  readResult(activity: Activity): Promise<Result>;
}

/**
 * What a submit returns: `completed` with the typed result, the consensus outcomes
 * (`consensusNeeded`, `rejected`) with `votes`, `canApprove` and `canReject`, or `mfaRequired`
 * (an `MfaChallenge`) when an MFA policy holds the activity and no `onMfaRequired` handler
 * completed it. A failed activity, bad input or a malformed answer throws a `LoginKitError`.
 */
export type AccountOutcome<Result> = Exclude<ActivityOutcome<Result>, MfaRequiredOutcome> | MfaChallenge<Result>;

/**
 * Completes (or refuses) an activity an MFA policy holds, for the account API (the kit's
 * `onMfaRequired` option): resolve with `completed` (its `result` what `challenge.readResult`
 * read: the call resolves with it as is), `rejected`, or the challenge itself when the person
 * left it for later. `stepUpOutcome(kit.createStepUpFlow(challenge))` resolves with exactly that.
 * A rejection of the promise fails the call with that error.
 */
export type MfaRequiredHandler = (challenge: MfaChallenge) => Promise<AccountOutcome<unknown>>;

export interface AccountCallOptions {
  /** The organization to act in (default: the session's). */
  organizationId?: string;
  signal?: AbortSignal;
}

export interface AccountSubmitOptions extends AccountCallOptions {
  /** Ask for app proofs (spec section 4.1); refused for operations that do not list it. */
  generateAppProofs?: boolean;
}

// ---- inputs ----------------------------------------------------------------------------------

export type ApiKeyCurve = 'API_KEY_CURVE_P256' | 'API_KEY_CURVE_SECP256K1' | 'API_KEY_CURVE_ED25519';
export type PolicyEffect = 'EFFECT_ALLOW' | 'EFFECT_DENY';
export type WebhookEventType = 'ACTIVITY_UPDATES' | 'BALANCE_CONFIRMED_UPDATES' | 'BALANCE_FINALIZED_UPDATES';

/** `userId` defaults to the session's user wherever an input has it. */
export interface UpdateUserInput {
  userId?: string;
  userName?: string;
  userEmail?: string;
  /** Replaces the user's tags; `[]` removes them all. */
  userTagIds?: string[];
  /** E.164, e.g. `+14155550123`. */
  userPhoneNumber?: string;
}
export interface CreateUserTagInput {
  userTagName: string;
  userIds: string[];
}
export interface NewApiKey {
  apiKeyName: string;
  /** Hex: compressed P-256/secp256k1 (66 characters) or Ed25519 (64). */
  publicKey: string;
  curveType: ApiKeyCurve;
  expirationSeconds?: string;
}
export interface CreateApiKeysInput {
  userId?: string;
  apiKeys: NewApiKey[];
}
export interface UpdatePolicyInput {
  policyId: string;
  policyName?: string;
  policyEffect?: PolicyEffect;
  policyCondition?: string;
  policyConsensus?: string;
  policyNotes?: string;
}
export interface DeletePrivateKeysInput {
  privateKeyIds: string[];
  deleteWithoutExport?: boolean;
}
export interface ExportPrivateKeyInput {
  privateKeyId: string;
}
/** The mnemonic languages Turnkey publishes (`v1MnemonicLanguage`). */
export type MnemonicLanguage =
  | 'MNEMONIC_LANGUAGE_ENGLISH'
  | 'MNEMONIC_LANGUAGE_SIMPLIFIED_CHINESE'
  | 'MNEMONIC_LANGUAGE_TRADITIONAL_CHINESE'
  | 'MNEMONIC_LANGUAGE_CZECH'
  | 'MNEMONIC_LANGUAGE_FRENCH'
  | 'MNEMONIC_LANGUAGE_ITALIAN'
  | 'MNEMONIC_LANGUAGE_JAPANESE'
  | 'MNEMONIC_LANGUAGE_KOREAN'
  | 'MNEMONIC_LANGUAGE_SPANISH';
/** export_wallet without `targetPublicKey` (the kit makes it). */
export interface ExportWalletInput {
  walletId: string;
  /** The mnemonic's language (default: the service's, English). */
  language?: MnemonicLanguage;
}
/** export_wallet_account without `targetPublicKey` (the kit makes it): the account is named by its address. */
export interface ExportWalletAccountInput {
  address: string;
}
/**
 * A new MFA policy of a user (Turnkey's create_mfa_policy). When the user submits an activity,
 * their policies are evaluated by `order` (lowest first) and the first whose `condition` holds
 * applies: the activity waits until each step is satisfied, in order.
 */
export interface CreateMfaPolicyInput {
  userId?: string;
  mfaPolicyName: string;
  /** When the policy applies, in the policy language, e.g. `activity.action == 'SIGN'`. */
  condition: string;
  /** The ordered steps; each is satisfied by any one of its methods. */
  requiredAuthenticationMethods: AuthenticationStep[];
  /** From 0; lower orders are evaluated first. Sent as a JSON number. */
  order: number;
  notes?: string;
}
export interface UpdateMfaPolicyInput {
  userId?: string;
  mfaPolicyId: string;
  mfaPolicyName?: string;
  condition?: string;
  requiredAuthenticationMethods?: AuthenticationStep[];
  order?: number;
  notes?: string;
}
export interface DeleteMfaPolicyInput {
  userId?: string;
  mfaPolicyId: string;
}
export interface GetMfaPolicyInput {
  userId?: string;
  mfaPolicyId: string;
}
export interface GetMfaStatusInput {
  activityId: string;
  /** One user's status; every voting user's when absent. */
  userId?: string;
}
/** approve_activity / reject_activity: the activity's fingerprint (`sha256:<hex>`, from its outcome). */
export interface ActivityVoteInput {
  fingerprint: string;
}
export interface CreateSessionProfileInput {
  sessionProfileName: string;
  scope: string;
  expirationSeconds?: string;
  notes?: string;
}
export interface IpAllowlistRule {
  /** IPv4 `a.b.c.d/0-32` or IPv6 `address/0-128`. */
  cidr: string;
  label?: string;
}
export interface SetIpAllowlistInput {
  /** An API key's public key: the allowlist applies to that key only. Absent: the organization's. */
  publicKey?: string;
  /** Organization-level allowlists only. */
  enabled?: boolean;
  rules?: IpAllowlistRule[];
  /** Default DENY. */
  onEvaluationError?: 'ALLOW' | 'DENY';
}
export interface RemoveIpAllowlistInput {
  publicKey?: string;
}
export interface WebhookSubscriptionInput {
  eventType: WebhookEventType;
  /** A string of JSON filter criteria. */
  filtersJson?: string;
}
export interface CreateWebhookEndpointInput {
  url: string;
  name: string;
  subscriptions?: WebhookSubscriptionInput[];
}
export interface UpdateWebhookEndpointInput {
  endpointId: string;
  url?: string;
  name?: string;
  isActive?: boolean;
}
export interface DeleteWebhookEndpointInput {
  endpointId: string;
}
/** otp_auth without `targetPublicKey`: the kit makes the target key and decrypts the bundle. */
export interface OtpAuthInput {
  otpId: string;
  otpCode: string;
  apiKeyName?: string;
  expirationSeconds?: string;
  invalidateExisting?: boolean;
}
export interface Oauth2AuthenticateInput {
  oauth2CredentialId: string;
  authCode: string;
  redirectUri: string;
  codeVerifier: string;
  /** hex(SHA-256(the session public key's compressed hex)): see `oauthNonce`. */
  nonce: string;
  bearerTokenTargetPublicKey?: string;
}
/** create_read_write_session without `targetPublicKey` (the kit makes it). `userId` defaults to the caller. */
export interface CreateReadWriteSessionInput {
  userId?: string;
  apiKeyName?: string;
  expirationSeconds?: string;
  invalidateExisting?: boolean;
}
export interface CreateAuthenticatorsInput {
  userId?: string;
  authenticators: PasskeyAttestation[];
}
export interface DeleteAuthenticatorsInput {
  userId?: string;
  authenticatorIds: string[];
}
/** A social login to link: its OIDC token, or the claims that identify the account (one of them, not both: Turnkey's `v1OauthProviderParamsV2`). */
export type OauthProviderInput = { providerName: string } & (
  | { oidcToken: string; oidcClaims?: undefined }
  | { oidcClaims: { iss: string; sub: string; aud: string }; oidcToken?: undefined }
);
export interface CreateOauthProvidersInput {
  userId?: string;
  oauthProviders: OauthProviderInput[];
}

/** A new email address (`email`) or E.164 phone number (`sms`) for the logged-in user, to confirm by code. */
export interface SendContactCodeInput {
  channel: OtpChannel;
  /** As typed: trimmed; a phone number loses spaces, dashes, dots and brackets. */
  contact: string;
}
export interface VerifyContactCodeInput {
  /** What `sendContactCode` answered. */
  sent: ContactCode;
  /** The code as the user typed it. */
  code: string;
}

// ---- results ---------------------------------------------------------------------------------

export interface WebhookSubscription {
  eventType: string;
  filtersJson?: string;
  isActive?: boolean;
}
export interface WebhookEndpoint {
  endpointId: string;
  organizationId: string;
  url: string;
  name: string;
  isActive: boolean;
  subscriptions?: WebhookSubscription[];
}
/** A session key the kit decrypted and keeps in its key store (non-extractable); never the private bytes. */
export interface DecryptedSessionKey {
  /** Compressed hex: the key store's id for it (and `Session.publicKey` if made a session). */
  publicKey: string;
  /** Epoch ms: now plus the requested `expirationSeconds` (default 900). */
  expiresAt: number;
}
export interface OtpAuthResult {
  userId: string;
  apiKeyId?: string;
  /** Present when the service returned a credential bundle. */
  sessionKey?: DecryptedSessionKey;
}
export interface CreateReadWriteSessionResult {
  organizationId: string;
  organizationName: string;
  userId: string;
  username: string;
  apiKeyId: string;
  sessionKey: DecryptedSessionKey;
}
/** A code sent to a new contact (otp_init_v2): pass it to `verifyContactCode` with the code typed. */
export interface ContactCode {
  channel: OtpChannel;
  /** The normalised contact the code went to. */
  contact: string;
  otpId: string;
  otpEncryptionTargetBundle: string;
}
/** A contact the user proved they hold (otp_verify_v2, bound to the session's key): ready for `updateUser`. */
export interface VerifiedContact {
  channel: OtpChannel;
  contact: string;
  /** The enclave-signed verification token (checked against the pinned TLS-fetcher key). */
  verificationToken: string;
}
export interface ExportPrivateKeyResult {
  privateKeyId: string;
  /** The decrypted private key: handed to the caller only, never stored or logged by the kit. */
  privateKey: Uint8Array;
}
export interface ExportWalletResult {
  walletId: string;
  /**
   * The decrypted BIP-39 mnemonic, words separated by single spaces: handed to the caller only,
   * never stored or logged by the kit.
   */
  mnemonic: string;
  /** The BIP-39 passphrase, when the wallet has one (the bundle holds it after a newline). */
  passphrase?: string;
}
export interface ExportWalletAccountResult {
  address: string;
  /** The account's decrypted private key (the secp256k1 scalar or the Ed25519 seed): handed to the caller only. */
  privateKey: Uint8Array;
}
export type * from './account-resources';
import type { ApiKey, EmbeddedWallet, EmbeddedWalletAccount, IpAllowlistResult, MfaPolicy, Policy, PrivateKey, SessionProfile, User } from './account-resources';

type Submit<Input, Result> = (input: Input, options?: AccountSubmitOptions) => Promise<AccountOutcome<Result>>;
/** The three operations the spec does not list `generateAppProofs` for. */
type SubmitWithoutProofs<Input, Result> = (input: Input, options?: AccountCallOptions) => Promise<AccountOutcome<Result>>;

export interface AccountApi {
  updateUser: Submit<UpdateUserInput, { userId: string }>;
  createUserTag: Submit<CreateUserTagInput, { userTagId: string; userIds: string[] }>;
  createApiKeys: Submit<CreateApiKeysInput, { apiKeyIds: string[] }>;
  updatePolicy: Submit<UpdatePolicyInput, { policyId: string }>;
  deletePrivateKeys: Submit<DeletePrivateKeysInput, { privateKeyIds: string[] }>;
  /** Verifies the export bundle against the pinned signer key and this organization, then decrypts it. */
  exportPrivateKey: Submit<ExportPrivateKeyInput, ExportPrivateKeyResult>;
  /** Beyond the spec (Turnkey's): the wallet's mnemonic, from an export bundle checked and opened as `exportPrivateKey`'s. */
  exportWallet: Submit<ExportWalletInput, ExportWalletResult>;
  /** Beyond the spec (Turnkey's): a wallet account's private key, from an export bundle checked and opened as `exportPrivateKey`'s. */
  exportWalletAccount: Submit<ExportWalletAccountInput, ExportWalletAccountResult>;
  /** Beyond the spec (Turnkey's create_mfa_policy): the kit's way to create an MFA policy. */
  createMfaPolicy: SubmitWithoutProofs<CreateMfaPolicyInput, { mfaPolicyId: string }>;
  /** The spec does not show the result: `mfaPolicyId` when the service sends it. */
  updateMfaPolicy: SubmitWithoutProofs<UpdateMfaPolicyInput, { mfaPolicyId?: string }>;
  deleteMfaPolicy: SubmitWithoutProofs<DeleteMfaPolicyInput, { mfaPolicyId: string }>;
  createSessionProfile: SubmitWithoutProofs<CreateSessionProfileInput, { sessionProfileId: string }>;
  setIpAllowlist: Submit<SetIpAllowlistInput, Record<string, never>>;
  removeIpAllowlist: Submit<RemoveIpAllowlistInput, Record<string, never>>;
  /** Beyond the spec (Turnkey's create_webhook_endpoint). */
  createWebhookEndpoint: Submit<CreateWebhookEndpointInput, { endpointId: string; webhookEndpoint?: WebhookEndpoint }>;
  updateWebhookEndpoint: Submit<UpdateWebhookEndpointInput, { endpointId: string; webhookEndpoint: WebhookEndpoint }>;
  deleteWebhookEndpoint: Submit<DeleteWebhookEndpointInput, { endpointId: string }>;
  /**
   * Beyond the spec (Turnkey's): a vote for an activity waiting on consensus or on MFA, stamped
   * with the session's key (for MFA it proves `AUTHENTICATION_TYPE_SESSION`). The outcome is the
   * one the service answers with; `kit.createStepUpFlow` proves the other methods.
   */
  approveActivity: Submit<ActivityVoteInput, Record<string, never>>;
  /** Beyond the spec (Turnkey's): refuses an activity waiting on consensus or on MFA (it ends `ACTIVITY_STATUS_REJECTED`). */
  rejectActivity: Submit<ActivityVoteInput, Record<string, never>>;
  /** Decrypts the credential bundle into a new session key in the key store. */
  otpAuth: Submit<OtpAuthInput, OtpAuthResult>;
  oauth2Authenticate: Submit<Oauth2AuthenticateInput, { oidcToken: string }>;
  /** Decrypts the credential bundle into a new session key in the key store. */
  createReadWriteSession: Submit<CreateReadWriteSessionInput, CreateReadWriteSessionResult>;
  /** The spec does not show the result: `authenticatorIds` when the service sends them (Turnkey does). */
  createAuthenticators: Submit<CreateAuthenticatorsInput, { authenticatorIds?: string[] }>;
  deleteAuthenticators: Submit<DeleteAuthenticatorsInput, { authenticatorIds: string[] }>;
  createOauthProviders: Submit<CreateOauthProvidersInput, { providerIds: string[] }>;
  /**
   * Confirming a new email address or phone number before `updateUser` changes it (relay, not
   * the main API): sends a one-time code to the NEW contact (otp_init_v2). `session_expired` when
   * signed out; `invalid_input` naming `contact` when it is not one.
   */
  sendContactCode(input: SendContactCodeInput, options?: AccountCallOptions): Promise<ContactCode>;
  /**
   * Verifies the typed code (otp_verify_v2, encrypted to the enclave and bound to the session's
   * key) and checks the verification token against the pinned key, the session's key and the
   * contact. Then call `updateUser({ userEmail | userPhoneNumber: contact })`.
   */
  verifyContactCode(input: VerifyContactCodeInput, options?: AccountCallOptions): Promise<VerifiedContact>;

  getAuthenticator(input: { authenticatorId: string }, options?: AccountCallOptions): Promise<Authenticator>;
  getSessionProfiles(options?: AccountCallOptions): Promise<SessionProfile[]>;
  /** Beyond the spec, as Turnkey's API has them: */
  getAuthenticators(input?: { userId?: string }, options?: AccountCallOptions): Promise<Authenticator[]>;
  getActivity(input: { activityId: string }, options?: AccountCallOptions): Promise<Activity>;
  getOauthProviders(input?: { userId?: string }, options?: AccountCallOptions): Promise<LinkedOauthProvider[]>;
  getUser(input?: { userId?: string }, options?: AccountCallOptions): Promise<User>;
  getApiKeys(input?: { userId?: string }, options?: AccountCallOptions): Promise<ApiKey[]>;
  getPolicies(options?: AccountCallOptions): Promise<Policy[]>;
  getPolicy(input: { policyId: string }, options?: AccountCallOptions): Promise<Policy>;
  getPrivateKeys(options?: AccountCallOptions): Promise<PrivateKey[]>;
  /** The organization's HD wallets (list_wallets), oldest first as the service lists them. */
  getWallets(options?: AccountCallOptions): Promise<EmbeddedWallet[]>;
  /** The accounts of one wallet (list_wallet_accounts), or of every wallet without `walletId`. */
  getWalletAccounts(input?: { walletId?: string }, options?: AccountCallOptions): Promise<EmbeddedWalletAccount[]>;
  getMfaPolicies(input?: { userId?: string }, options?: AccountCallOptions): Promise<MfaPolicy[]>;
  getMfaPolicy(input: GetMfaPolicyInput, options?: AccountCallOptions): Promise<MfaPolicy>;
  /** Where an activity's MFA stands (get_mfa_status): for the session's user's activities, one entry per policy that applies. */
  getMfaStatus(input: GetMfaStatusInput, options?: AccountCallOptions): Promise<MfaStatus[]>;
  /** The organization's allowlist, or an API key's own with `publicKey` (published `{allowlist}`); `{allowlist: null}` when there is none. */
  getIpAllowlist(input?: { publicKey?: string }, options?: AccountCallOptions): Promise<IpAllowlistResult>;
  getWebhookEndpoints(options?: AccountCallOptions): Promise<WebhookEndpoint[]>;
}
