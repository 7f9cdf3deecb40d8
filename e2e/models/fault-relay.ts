import { expect, type APIRequestContext } from '@playwright/test';
import { relayPort } from './ports';

/** The relay `scripts/start.mjs --e2e` starts for fault rules only (config id `faults`). */
export const faultsRelayUrl = `http://127.0.0.1:${relayPort + 2}`;
export const faultsDemoQuery = `?relay=${encodeURIComponent(faultsRelayUrl)}&configId=faults`;

/** How many matching requests a rule lets through first (`skip`) and then applies to (`times`; default always). */
export interface FaultRuleLimits {
  times?: number;
  skip?: number;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [member: string]: JsonValue };

/** `rewrite`'s edits, each by RFC 6901 JSON pointer (`/otpId`, `/activity/result/…`); applied set, pad, remove. */
export interface AnswerRewrite {
  /** The value at each pointer becomes this (a missing member is added to an object that exists; `''` is the whole answer). */
  set?: Record<string, JsonValue>;
  /** Members or elements deleted. */
  remove?: string[];
  /** Values replaced by `char` (default `a`) repeated `length` times (at most 2,000,000). */
  pad?: Record<string, { length: number; char?: string }>;
}

export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

/** Whose account a substituted credential bundle's key is: nobody's, or `to`'s (made when none). */
export type BundleOwner = { owner: 'none' } | { owner: 'to'; to: string };

/** The faults relay's test controls: `/__mock/faults` and `/__mock/accounts`. */
export class FaultRelayModel {
  constructor(private readonly request: APIRequestContext) {}

  /** Appends fault rules (fault-rule.ts in the mock relay says what each does); scope each to the test's contact. */
  async add(...rules: Record<string, unknown>[]): Promise<void> {
    const response = await this.request.post(`${faultsRelayUrl}/__mock/faults`, { data: { rules } });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Removes the rules scoped to `contact` (other tests' rules stay). */
  async clear(contact: string): Promise<void> {
    const response = await this.request.delete(`${faultsRelayUrl}/__mock/faults?contact=${encodeURIComponent(contact)}`);
    expect(response.status()).toBe(200);
  }

  /** The sub-organizations that have a user with this contact. */
  async accountsOf(contact: string): Promise<string[]> {
    const response = await this.request.get(`${faultsRelayUrl}/__mock/accounts?contact=${encodeURIComponent(contact)}`);
    return ((await response.json()) as { organizationIds: string[] }).organizationIds;
  }

  // A hostile relay (issue 23): answers forged or substituted the way an attacker in the relay's place would.

  /**
   * `contact`'s code verification answers a genuine verification token for `to` (of
   * `verificationType`, else the code's type) bound to the person's key: the relay ran its own code
   * login for the attacker's address with the person's public key.
   */
  async swapToken(contact: string, to: string, options: FaultRuleLimits & { verificationType?: 'OTP_TYPE_EMAIL' | 'OTP_TYPE_SMS' } = {}): Promise<void> {
    await this.add({ endpoint: '/v1/otp_verify_v2', fault: 'swap-token', to, ...options, contact });
  }

  /**
   * The login answers a genuine session of `to`'s account (made when none) bound to the person's
   * key, which becomes that account's session key. `contact`: the code's contact (otp_login_v2)
   * or the OIDC token's email (oauth_login).
   */
  async swapSession(contact: string, to: string, options: FaultRuleLimits & { endpoint?: '/v1/otp_login_v2' | '/v1/oauth_login' } = {}): Promise<void> {
    await this.add({ endpoint: '/v1/', fault: 'swap-session', to, ...options, contact });
  }

  /**
   * `create_read_write_session` (a passkey or wallet login, a refresh) answers a key of the
   * relay's own, sealed to the request's target key; `contact` is the stamping user's.
   */
  async substituteBundle(contact: string, owner: BundleOwner, options: FaultRuleLimits = {}): Promise<void> {
    await this.add({ endpoint: '/public/v1/submit/create_read_write_session', fault: 'substitute-bundle', ...owner, ...options, contact });
  }

  /** `endpoint`'s JSON answers to `contact`'s requests are edited (the request itself was handled). */
  async rewrite(contact: string, endpoint: string, edits: AnswerRewrite, options: FaultRuleLimits = {}): Promise<void> {
    await this.add({ endpoint, fault: 'rewrite', ...edits, ...options, contact });
  }

  /** `endpoint` answers `contact`'s requests with a redirect to `location` (307 unless `status`), without handling them. */
  async redirect(contact: string, endpoint: string, location: string, options: FaultRuleLimits & { status?: RedirectStatus } = {}): Promise<void> {
    await this.add({ endpoint, fault: 'redirect', location, ...options, contact });
  }

  /** `endpoint` answers `contact`'s requests 429 with `Retry-After: retryAfterSeconds` (up to 100,000,000), without handling them. */
  async tooManyRequests(contact: string, endpoint: string, retryAfterSeconds: number, options: FaultRuleLimits = {}): Promise<void> {
    await this.add({ endpoint, fault: 'status', status: 429, retryAfter: retryAfterSeconds, ...options, contact });
  }
}
