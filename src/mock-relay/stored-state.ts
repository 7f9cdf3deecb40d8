/**
 * Everything the mock relay remembers, as plain JSON (so a persistence adapter can write it to a
 * file and read it back): enclave keys, organizations, users, API keys, OTPs, used token ids,
 * send counters and the mailbox. Times are epoch milliseconds.
 */
import { invalidInput } from '../core/errors';
import type { OtpType } from '../core/transport/relay-types';
import type { AppProof } from '../core/proofs/app-proof-types';
import { isRecord } from '../core/transport/validate';
import type { IdpPrivateJwk } from './idp/idp-keys';
import type { IdpProvider } from './idp/idp-providers';
import { emptyIamState, parseIamState, type IamState } from './iam-state';
import type { StoredActivityFailure, StoredMfaHold } from './mfa/mfa-activity-state';
import { emptyOrgResources, parseOrgResources, type OrgResourcesState } from './org-resources-state';
import { parseStoredWallets, type StoredWallet } from './wallets/stored-wallet';

/** Private keys of the three enclave roles, hex (32-byte P-256 scalars). */
export interface EnclavePrivateKeys {
  tlsFetcher: string;
  notarizer: string;
  signer: string;
}

export type ApiKeyCurve = 'API_KEY_CURVE_P256' | 'API_KEY_CURVE_SECP256K1' | 'API_KEY_CURVE_ED25519';

export type ApiKeyCredentialType =
  | 'CREDENTIAL_TYPE_API_KEY_P256'
  | 'CREDENTIAL_TYPE_API_KEY_SECP256K1'
  | 'CREDENTIAL_TYPE_API_KEY_ED25519'
  | 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256'
  | 'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256';

export interface StoredApiKey {
  apiKeyId: string;
  apiKeyName: string;
  /** Lowercase hex as registered (compressed for P-256 session keys). */
  publicKey: string;
  curveType: ApiKeyCurve;
  credentialType: ApiKeyCredentialType;
  userId: string;
  organizationId: string;
  createdAt: number;
  /** Absent: never expires. */
  expiresAt?: number;
  /** A session key made from a session profile: limited to its scope (session-profiles/). */
  sessionProfileId?: string;
}

export type AuthenticatorTransport =
  | 'AUTHENTICATOR_TRANSPORT_BLE'
  | 'AUTHENTICATOR_TRANSPORT_INTERNAL'
  | 'AUTHENTICATOR_TRANSPORT_NFC'
  | 'AUTHENTICATOR_TRANSPORT_USB'
  | 'AUTHENTICATOR_TRANSPORT_HYBRID';

/**
 * A verified passkey: the members of the spec's read shape (section 2), plus what verifying its
 * assertions needs (COSE public key, sign counter) and what the mock records about it.
 */
export interface StoredAuthenticator {
  authenticatorId: string;
  authenticatorName: string;
  /** base64url, as the authenticator made it. */
  credentialId: string;
  /** The attestation statement format (`none`, `packed`, ...). */
  attestationType: string;
  /** The authenticator's AAGUID (UUID text; all zeros for most passkeys). */
  aaguid: string;
  model: string;
  transports: AuthenticatorTransport[];
  /** The read shape's `credential.publicKey`: compressed P-256 hex (hex of the COSE key for other algorithms). */
  publicKey: string;
  /** Internal: the COSE_Key, base64url. */
  cosePublicKey: string;
  /** Internal: the last sign counter seen. */
  counter: number;
  /** Internal: whether the registration carried user verification (UV preferred, not required). */
  userVerified: boolean;
  /** Internal: whether the last assertion carried user verification. */
  lastUserVerified?: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface StoredOauthProvider {
  providerId: string;
  providerName: string;
  issuer: string;
  subject: string;
  audience: string;
  createdAt: number;
}

export interface StoredUser {
  userId: string;
  organizationId: string;
  userName: string;
  email?: string;
  phoneNumber?: string;
  authenticators: StoredAuthenticator[];
  oauthProviders: StoredOauthProvider[];
  createdAt: number;
  /** The user's tags (ids of IamState.userTags), as update_user / create_user_tag set them; absent: none. */
  userTagIds?: string[];
  /** Absent: never updated since createdAt. */
  updatedAt?: number;
}

export interface StoredOrganization {
  organizationId: string;
  organizationName: string;
  rootUserIds: string[];
  createdAt: number;
}

export interface StoredOtp {
  otpId: string;
  otpType: OtpType;
  /** The contact as sent (trimmed); matched with `contactKey` (emails case-insensitively). */
  contact: string;
  /** hex SHA-256 of the code. */
  codeHash: string;
  /** The per-OTP HPKE target private key, hex. */
  targetPrivateKey: string;
  createdAt: number;
  expiresAt: number;
  /** Wrong codes so far. */
  attempts: number;
  status: 'pending' | 'verified' | 'dead';
}

/** A code the relay "sent". */
export interface MailMessage {
  contact: string;
  otpType: OtpType;
  code: string;
  otpId: string;
  /** Epoch ms. */
  sentAt: number;
  appName?: string;
}

/** What a verification token (or, for approvals, an OIDC token) was spent on. */
export type TokenUsage = 'login' | 'signup' | 'approval';

/**
 * The statuses a mock activity takes: completed at once, or held by an MFA policy
 * (AUTHENTICATORS_NEEDED) until approved (then COMPLETED, or FAILED when the operation refuses
 * when it finally runs) or rejected (protocol.md sections 10 and 14).
 */
export type StoredActivityStatus =
  | 'ACTIVITY_STATUS_COMPLETED'
  | 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED'
  | 'ACTIVITY_STATUS_REJECTED'
  | 'ACTIVITY_STATUS_FAILED';

/** An activity, as the submit that made it answered and as it went on (times as epoch ms). */
export interface StoredActivity {
  id: string;
  organizationId: string;
  status: StoredActivityStatus;
  type: string;
  intent: Record<string, unknown>;
  result: Record<string, unknown>;
  fingerprint: string;
  createdAt: number;
  updatedAt: number;
  /** Proofs made because the submit asked for them (`generateAppProofs`; proofs/). */
  appProofs?: AppProof[];
  /** Held by an MFA policy (mfa/): the steps, what satisfied them, the submit still to run. */
  mfa?: StoredMfaHold;
  /** Why it failed, when the operation refused as it finally ran. */
  failure?: StoredActivityFailure;
}

/** WebAuthn challenges seen, by kind (registration challenges and passkey-stamp challenges), with when. */
export type ChallengeUsage = 'registration' | 'stamp';

/**
 * The OAuth signing keys (private JWKs): the mock IdP's, one per provider, and the relay's own
 * issuer key, which signs the OIDC tokens of `oauth2_authenticate` (X, Discord). Checked when
 * loaded (createMockIdp, createServiceIssuer name a bad one).
 */
export interface StoredOauthKeys {
  idp: Partial<Record<IdpProvider, IdpPrivateJwk>>;
  issuer?: IdpPrivateJwk;
}

export interface StoredState {
  version: 1;
  enclaveKeys: EnclavePrivateKeys;
  /** Absent in files written before social login; made at start (and saved) then. */
  oauthKeys?: StoredOauthKeys;
  organizations: Record<string, StoredOrganization>;
  users: Record<string, StoredUser>;
  apiKeys: Record<string, StoredApiKey>;
  otps: Record<string, StoredOtp>;
  /** Used verification-token ids per usage, with the token's expiry (for pruning). */
  usedTokens: Record<TokenUsage, Record<string, number>>;
  /** Send times per normalized contact (rate limiting). */
  sendLog: Record<string, number[]>;
  /** Oldest first. */
  mailbox: MailMessage[];
  activities: Record<string, StoredActivity>;
  /** Each challenge can be used once; first use time, epoch ms. */
  usedChallenges: Record<ChallengeUsage, Record<string, number>>;
  /** User tags, policies, private keys and seeded organizations (iam-state.ts). */
  userTags: IamState['userTags'];
  policies: IamState['policies'];
  privateKeys: IamState['privateKeys'];
  seededOrganizations: IamState['seededOrganizations'];
  /** MFA policies, session profiles, IP allowlists, webhook endpoints and key (org-resources-state.ts). */
  mfaPolicies: OrgResourcesState['mfaPolicies'];
  sessionProfiles: OrgResourcesState['sessionProfiles'];
  ipAllowlists: OrgResourcesState['ipAllowlists'];
  webhookEndpoints: OrgResourcesState['webhookEndpoints'];
  webhookSigningKey?: OrgResourcesState['webhookSigningKey'];
  /** HD wallets by id, made by signup_v2's `wallet` (wallets/stored-wallet.ts); absent in older files. */
  wallets: Record<string, StoredWallet>;
  /** The mock enclave root CA of app proofs (P-384 private key hex, creation time); made on first use (proofs/). */
  proofRoot?: { privateKey: string; createdAt: number };
}

/** A state with keys and nothing else. */
export function emptyState(enclaveKeys: EnclavePrivateKeys, oauthKeys?: StoredOauthKeys): StoredState {
  return {
    version: 1,
    enclaveKeys: { ...enclaveKeys },
    ...(oauthKeys === undefined ? {} : { oauthKeys: structuredClone(oauthKeys) }),
    organizations: {},
    users: {},
    apiKeys: {},
    otps: {},
    usedTokens: { login: {}, signup: {}, approval: {} },
    sendLog: {},
    mailbox: [],
    activities: {},
    usedChallenges: { registration: {}, stamp: {} },
    ...emptyIamState(),
    ...emptyOrgResources(),
    wallets: {},
  };
}

/** `record[key]` when `key` is an own member (never a prototype member such as `__proto__`). */
export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function requireRecord(value: unknown, field: string): Record<string, unknown> {
  if (!isRecord(value)) throw invalidInput(field, 'must be an object');
  return value;
}

/**
 * Checks the outline of a state read back from storage (version, keys, collections) and names
 * the first bad member. Records inside the collections are trusted: only the relay writes them.
 */
export function parseStoredState(value: unknown, field = 'state'): StoredState {
  const state = requireRecord(value, field);
  if (state.version !== 1) throw invalidInput(`${field}.version`, 'must be 1');
  const keys = requireRecord(state.enclaveKeys, `${field}.enclaveKeys`);
  for (const role of ['tlsFetcher', 'notarizer', 'signer'] as const) {
    if (typeof keys[role] !== 'string' || !/^[0-9a-f]{64}$/i.test(keys[role])) {
      throw invalidInput(`${field}.enclaveKeys.${role}`, 'must be a 32-byte private key in hex');
    }
  }
  for (const name of ['organizations', 'users', 'apiKeys', 'otps', 'sendLog'] as const) requireRecord(state[name], `${field}.${name}`);
  const used = requireRecord(state.usedTokens, `${field}.usedTokens`);
  requireRecord(used.login, `${field}.usedTokens.login`);
  requireRecord(used.signup, `${field}.usedTokens.signup`);
  // Spent approval tokens (MFA): absent in files written before them.
  used.approval ??= {};
  requireRecord(used.approval, `${field}.usedTokens.approval`);
  if (!Array.isArray(state.mailbox)) throw invalidInput(`${field}.mailbox`, 'must be an array');
  // Collections added after version 1 was first written: absent in older files.
  state.activities ??= {};
  state.usedChallenges ??= { registration: {}, stamp: {} };
  requireRecord(state.activities, `${field}.activities`);
  const challenges = requireRecord(state.usedChallenges, `${field}.usedChallenges`);
  challenges.registration ??= {};
  challenges.stamp ??= {};
  requireRecord(challenges.registration, `${field}.usedChallenges.registration`);
  requireRecord(challenges.stamp, `${field}.usedChallenges.stamp`);
  if (state.oauthKeys !== undefined) requireRecord(requireRecord(state.oauthKeys, `${field}.oauthKeys`).idp, `${field}.oauthKeys.idp`);
  parseIamState(state, field);
  parseOrgResources(state, field);
  state.wallets = parseStoredWallets(state.wallets, `${field}.wallets`);
  if (state.proofRoot !== undefined) {
    const root = requireRecord(state.proofRoot, `${field}.proofRoot`);
    if (typeof root.privateKey !== 'string' || !/^[0-9a-f]{96}$/i.test(root.privateKey)) throw invalidInput(`${field}.proofRoot.privateKey`, 'must be a 48-byte P-384 private key in hex');
    if (typeof root.createdAt !== 'number') throw invalidInput(`${field}.proofRoot.createdAt`, 'must be epoch milliseconds');
  }
  return state as unknown as StoredState;
}
