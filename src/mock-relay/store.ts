/**
 * The mock relay's memory: organizations, users, API keys, OTPs, used token ids, send counters
 * and the mailbox, over one JSON-shaped `StoredState`. Writes mark the store dirty; the handler
 * calls `flush()` before it answers, so with a persistence adapter every acknowledged write is
 * saved first.
 */
import type { OtpType } from '../core/transport/relay-types';
import { prefixedId } from './ids';
import {
  emptyState,
  own,
  type ChallengeUsage,
  type MailMessage,
  type StoredActivity,
  type StoredApiKey,
  type StoredAuthenticator,
  type StoredOauthProvider,
  type StoredOrganization,
  type StoredOtp,
  type StoredState,
  type StoredUser,
  type TokenUsage,
} from './stored-state';

/** Where the state lives between runs (the Node server plugs a JSON file in here). */
export interface StorePersistence {
  load(): StoredState | undefined;
  save(state: StoredState): void | Promise<void>;
}

export type NewApiKey = Omit<StoredApiKey, 'apiKeyId' | 'userId' | 'organizationId' | 'createdAt'>;

export type NewAuthenticator = Omit<StoredAuthenticator, 'authenticatorId' | 'createdAt' | 'updatedAt'>;

/** A passkey with the user holding it. */
export interface AuthenticatorOwner {
  user: StoredUser;
  authenticator: StoredAuthenticator;
}

export interface NewSubOrganization {
  organizationName: string;
  userName: string;
  email?: string;
  phoneNumber?: string;
  apiKeys: NewApiKey[];
  authenticators: NewAuthenticator[];
  oauthProviders: Omit<StoredOauthProvider, 'providerId' | 'createdAt'>[];
}

/** The key the relay matches a contact on: emails case-insensitively, phone numbers as given. */
export function contactKey(otpType: OtpType, contact: string): string {
  return otpType === 'OTP_TYPE_EMAIL' ? contact.trim().toLowerCase() : contact.trim();
}

/** Expired OTPs and API keys are kept this long, so late requests hear "expired", not "unknown". */
const retentionMs = 24 * 60 * 60 * 1000;
/** `prune` sweeps everything at most this often (relay time): once per request would cost O(state) per code sent. */
const pruneIntervalMs = 1000;

function contactIndexKey(otpType: OtpType, contact: string): string {
  return `${otpType}:${contactKey(otpType, contact)}`;
}

export class RelayStore {
  #state: StoredState;
  #dirty = false;
  readonly #persistence: StorePersistence | undefined;
  /**
   * Users by contact (contactIndexKey), oldest first: built on first use, kept up to date by
   * createSubOrganization, dropped by reset() and markDirty() (code that edits users outside the
   * store marks it dirty, e.g. update_user changing an email).
   */
  #usersByContact: Map<string, StoredUser[]> | undefined;
  /** API key ids by user id: built on first use, kept up to date here, dropped as #usersByContact is. */
  #apiKeyIdsByUser: Map<string, Set<string>> | undefined;
  #prunedAt: number | undefined;

  constructor(state: StoredState, persistence?: StorePersistence) {
    this.#state = state;
    this.#persistence = persistence;
  }

  /** The live state (treat as read-only outside the store). */
  get state(): StoredState {
    return this.#state;
  }

  /** Marks the state as changed (e.g. freshly created keys that were never saved). */
  markDirty(): void {
    this.#dirty = true;
    this.#usersByContact = undefined;
    this.#apiKeyIdsByUser = undefined;
  }

  /** Saves pending writes through the persistence adapter (no-op when clean or without one). */
  async flush(): Promise<void> {
    if (!this.#dirty) return;
    this.#dirty = false;
    try {
      await this.#persistence?.save(this.#state);
    } catch (error) {
      this.#dirty = true;
      throw error;
    }
  }

  /** Forgets everything but the enclave and OAuth keys. */
  reset(): void {
    this.#state = emptyState(this.#state.enclaveKeys, this.#state.oauthKeys);
    this.#dirty = true;
    this.#usersByContact = undefined;
    this.#apiKeyIdsByUser = undefined;
    this.#prunedAt = undefined;
  }

  // Organizations and users

  getOrganization(organizationId: string): StoredOrganization | undefined {
    return own(this.#state.organizations, organizationId);
  }

  getUser(userId: string): StoredUser | undefined {
    return own(this.#state.users, userId);
  }

  /**
   * The user whose email (case-insensitive) or phone number is `contact`; the first to have it
   * when several do (social signups may repeat an email: routes/relay/signup.ts).
   */
  findUserByContact(otpType: OtpType, contact: string): StoredUser | undefined {
    const key = contactKey(otpType, contact);
    // Each candidate is checked again against the live state, so the index can only speed up the answer.
    return this.#contactIndex()
      .get(contactIndexKey(otpType, contact))
      ?.find((user) => {
        const value = otpType === 'OTP_TYPE_EMAIL' ? user.email : user.phoneNumber;
        return own(this.#state.users, user.userId) === user && value !== undefined && contactKey(otpType, value) === key;
      });
  }

  #contactIndex(): Map<string, StoredUser[]> {
    if (this.#usersByContact === undefined) {
      this.#usersByContact = new Map();
      for (const user of Object.values(this.#state.users)) this.#indexContacts(user);
    }
    return this.#usersByContact;
  }

  #indexContacts(user: StoredUser): void {
    const index = this.#usersByContact;
    if (index === undefined) return;
    const add = (otpType: OtpType, value: string | undefined): void => {
      if (value === undefined) return;
      const key = contactIndexKey(otpType, value);
      const users = index.get(key);
      if (users === undefined) index.set(key, [user]);
      else users.push(user);
    };
    add('OTP_TYPE_EMAIL', user.email);
    add('OTP_TYPE_SMS', user.phoneNumber);
  }

  /** Creates a sub-organization with one root user holding the given credentials. */
  createSubOrganization(input: NewSubOrganization, now: number): { organization: StoredOrganization; user: StoredUser } {
    const organizationId = prefixedId('org');
    const userId = prefixedId('user');
    const user: StoredUser = {
      userId,
      organizationId,
      userName: input.userName,
      authenticators: [],
      oauthProviders: input.oauthProviders.map((item) => ({ ...item, providerId: prefixedId('provider'), createdAt: now })),
      createdAt: now,
    };
    if (input.email !== undefined) user.email = input.email;
    if (input.phoneNumber !== undefined) user.phoneNumber = input.phoneNumber;
    const organization: StoredOrganization = { organizationId, organizationName: input.organizationName, rootUserIds: [userId], createdAt: now };
    this.#state.organizations[organizationId] = organization;
    this.#state.users[userId] = user;
    this.#indexContacts(user);
    for (const key of input.apiKeys) this.addApiKey(user, key, now);
    this.addAuthenticators(user, input.authenticators, now);
    this.#dirty = true;
    return { organization, user };
  }

  // OAuth providers

  /** The user holding the OAuth provider (iss, sub, aud), all compared exactly. */
  findUserByOauthProvider(issuer: string, subject: string, audience: string): StoredUser | undefined {
    return Object.values(this.#state.users).find((user) =>
      user.oauthProviders.some((item) => item.issuer === issuer && item.subject === subject && item.audience === audience),
    );
  }

  addOauthProviders(user: StoredUser, items: NewSubOrganization['oauthProviders'], now: number): StoredOauthProvider[] {
    const added = items.map((item) => ({ ...item, providerId: prefixedId('provider'), createdAt: now }));
    user.oauthProviders.push(...added);
    this.#dirty = true;
    return added;
  }

  // API keys

  addApiKey(user: StoredUser, key: NewApiKey, now: number): StoredApiKey {
    const stored: StoredApiKey = { ...key, apiKeyId: prefixedId('apikey'), userId: user.userId, organizationId: user.organizationId, createdAt: now };
    this.#state.apiKeys[stored.apiKeyId] = stored;
    if (this.#apiKeyIdsByUser !== undefined) this.#indexApiKey(this.#apiKeyIdsByUser, stored);
    this.#dirty = true;
    return stored;
  }

  #apiKeyIndex(): Map<string, Set<string>> {
    if (this.#apiKeyIdsByUser === undefined) {
      const index = new Map<string, Set<string>>();
      for (const key of Object.values(this.#state.apiKeys)) this.#indexApiKey(index, key);
      this.#apiKeyIdsByUser = index;
    }
    return this.#apiKeyIdsByUser;
  }

  #indexApiKey(index: Map<string, Set<string>>, key: StoredApiKey): void {
    const ids = index.get(key.userId);
    if (ids === undefined) index.set(key.userId, new Set([key.apiKeyId]));
    else ids.add(key.apiKeyId);
  }

  #deleteApiKey(key: StoredApiKey): void {
    delete this.#state.apiKeys[key.apiKeyId];
    this.#apiKeyIdsByUser?.get(key.userId)?.delete(key.apiKeyId);
    this.#dirty = true;
  }

  /** The API key registered with `publicKey` (hex, any case), newest first. */
  findApiKey(publicKey: string): StoredApiKey | undefined {
    const wanted = publicKey.toLowerCase();
    const matches = Object.values(this.#state.apiKeys).filter((key) => key.publicKey === wanted);
    return matches.sort((a, b) => b.createdAt - a.createdAt)[0];
  }

  /**
   * Removes a user's session keys of one kind (read-write sessions by default, or the keys of
   * otp_auth): all of them, or those with a given public key.
   */
  removeSessionKeys(
    userId: string,
    publicKey?: string,
    credentialType: 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256' | 'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256' = 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
  ): void {
    for (const apiKeyId of [...(this.#apiKeyIndex().get(userId) ?? [])]) {
      const key = own(this.#state.apiKeys, apiKeyId);
      if (key === undefined || key.userId !== userId || key.credentialType !== credentialType) continue;
      if (publicKey !== undefined && key.publicKey !== publicKey) continue;
      this.#deleteApiKey(key);
    }
  }

  // Passkeys

  addAuthenticators(user: StoredUser, items: NewAuthenticator[], now: number): StoredAuthenticator[] {
    const added = items.map((item) => ({ ...item, authenticatorId: prefixedId('authenticator'), createdAt: now, updatedAt: now }));
    user.authenticators.push(...added);
    this.#dirty = true;
    return added;
  }

  /** The passkey with this credential id (base64url, exact). */
  findAuthenticatorByCredentialId(credentialId: string): AuthenticatorOwner | undefined {
    return this.#findAuthenticator((item) => item.credentialId === credentialId);
  }

  getAuthenticator(authenticatorId: string): AuthenticatorOwner | undefined {
    return this.#findAuthenticator((item) => item.authenticatorId === authenticatorId);
  }

  #findAuthenticator(matches: (item: StoredAuthenticator) => boolean): AuthenticatorOwner | undefined {
    for (const user of Object.values(this.#state.users)) {
      const authenticator = user.authenticators.find(matches);
      if (authenticator !== undefined) return { user, authenticator };
    }
    return undefined;
  }

  removeAuthenticators(user: StoredUser, authenticatorIds: readonly string[]): void {
    user.authenticators = user.authenticators.filter((item) => !authenticatorIds.includes(item.authenticatorId));
    this.#dirty = true;
  }

  /** After a verified assertion: the new sign counter and whether the user was verified. */
  recordAssertion(authenticator: StoredAuthenticator, counter: number, userVerified: boolean, now: number): void {
    authenticator.counter = counter;
    authenticator.lastUserVerified = userVerified;
    authenticator.updatedAt = now;
    this.#dirty = true;
  }

  isChallengeUsed(usage: ChallengeUsage, challenge: string): boolean {
    return own(this.#state.usedChallenges[usage], challenge) !== undefined;
  }

  markChallengeUsed(usage: ChallengeUsage, challenge: string, now: number): void {
    this.#state.usedChallenges[usage][challenge] = now;
    this.#dirty = true;
  }

  // Activities

  addActivity(activity: StoredActivity): void {
    this.#state.activities[activity.id] = activity;
    this.#dirty = true;
  }

  getActivity(activityId: string): StoredActivity | undefined {
    return own(this.#state.activities, activityId);
  }

  // One-time codes

  addOtp(otp: StoredOtp): void {
    this.#state.otps[otp.otpId] = otp;
    this.#dirty = true;
  }

  getOtp(otpId: string): StoredOtp | undefined {
    return own(this.#state.otps, otpId);
  }

  updateOtp(otpId: string, patch: Partial<Pick<StoredOtp, 'attempts' | 'status'>>): void {
    const otp = this.getOtp(otpId);
    if (otp === undefined) return;
    Object.assign(otp, patch);
    this.#dirty = true;
  }

  // Verification tokens

  isTokenUsed(usage: TokenUsage, tokenId: string): boolean {
    return own(this.#state.usedTokens[usage], tokenId) !== undefined;
  }

  markTokenUsed(usage: TokenUsage, tokenId: string, expiresAt: number): void {
    this.#state.usedTokens[usage][tokenId] = expiresAt;
    this.#dirty = true;
  }

  // Rate limiting

  /** Send times of `contact` within the last `windowMs` (oldest first). */
  recentSends(contact: string, now: number, windowMs: number): number[] {
    return (own(this.#state.sendLog, contact) ?? []).filter((at) => at > now - windowMs);
  }

  recordSend(contact: string, now: number, windowMs: number): void {
    this.#state.sendLog[contact] = [...this.recentSends(contact, now, windowMs), now];
    this.#dirty = true;
  }

  // Mailbox

  addMail(message: MailMessage): void {
    this.#state.mailbox.push(message);
    this.#dirty = true;
  }

  /** Messages to `contact` (matched like accounts), or all; oldest first. */
  mailFor(contact?: string): MailMessage[] {
    if (contact === undefined) return [...this.#state.mailbox];
    return this.#state.mailbox.filter(
      (message) => contactKey(message.otpType, message.contact) === contactKey(message.otpType, contact),
    );
  }

  /**
   * Drops what can no longer matter: used token ids past the token's expiry, send times outside
   * the window, and OTPs and API keys a day after they expired. Used WebAuthn challenges and
   * activities are kept: a replayed passkey assertion must stay refused, and activities stay
   * readable with get_activity. Sweeps at most once per `pruneIntervalMs` of relay time.
   */
  prune(now: number, sendWindowMs: number): void {
    if (this.#prunedAt !== undefined && now >= this.#prunedAt && now - this.#prunedAt < pruneIntervalMs) return;
    this.#prunedAt = now;
    for (const otp of Object.values(this.#state.otps)) {
      if (otp.expiresAt + retentionMs < now) delete this.#state.otps[otp.otpId];
    }
    for (const key of Object.values(this.#state.apiKeys)) {
      if (key.expiresAt !== undefined && key.expiresAt + retentionMs < now) this.#deleteApiKey(key);
    }
    for (const usage of ['login', 'signup', 'approval'] as const) {
      const used = this.#state.usedTokens[usage];
      for (const [tokenId, expiresAt] of Object.entries(used)) if (expiresAt < now) delete used[tokenId];
    }
    for (const contact of Object.keys(this.#state.sendLog)) {
      const recent = this.recentSends(contact, now, sendWindowMs);
      if (recent.length === 0) delete this.#state.sendLog[contact];
      else this.#state.sendLog[contact] = recent;
    }
    this.#dirty = true;
  }
}
