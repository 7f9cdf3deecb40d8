/**
 * Authorization codes and access tokens of the code flow (X, Discord), in memory.
 *
 * A code is single-use, lives 60 seconds, and is bound to its provider, client id, redirect URI,
 * PKCE challenge and account. Any redemption attempt consumes it (a wrong verifier cannot be
 * retried), and a second redemption of a code that was exchanged revokes the access token it
 * gave (RFC 6749 section 4.1.2). The IdP checks PKCE on its own (SHA-256 from @noble/hashes)
 * rather than through the kit's pkce.ts, so a bug there cannot cancel out here.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { randomBytes } from '@noble/hashes/utils.js';
import { base64urlnopad } from '@scure/base';
import type { IdpProvider } from './idp-providers';

export const codeLifetimeMs = 60_000;
export const accessTokenLifetimeSeconds = 3600;

export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_token';

/** An OAuth error answer (`{error, error_description}`); `field` names the bad input in relay terms. */
export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  constructor(
    readonly error: OAuthErrorCode,
    readonly field: string,
    readonly description: string,
  ) {
    super(`${error}: ${field} ${description}`);
  }

  get status(): number {
    return this.error === 'invalid_client' || this.error === 'invalid_token' ? 401 : 400;
  }
}

export interface CodeGrant {
  provider: IdpProvider;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  accountId: string;
}

export interface Redemption {
  provider: IdpProvider;
  code: string;
  clientId: string;
  redirectUri: string;
  codeVerifier: string;
}

interface StoredCode extends CodeGrant {
  expiresAt: number;
  /** Set once redeemed: the access token it gave (revoked if the code comes back). */
  redeemed?: { accessToken?: string };
}

interface StoredToken {
  provider: IdpProvider;
  accountId: string;
  expiresAt: number;
}

const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

function randomToken(): string {
  return base64urlnopad.encode(randomBytes(32));
}

function s256(verifier: string): string {
  return base64urlnopad.encode(sha256(new TextEncoder().encode(verifier)));
}

export class IdpGrants {
  private readonly codes = new Map<string, StoredCode>();
  private readonly tokens = new Map<string, StoredToken>();

  constructor(private readonly now: () => number) {}

  /** A fresh code for `grant`. */
  issueCode(grant: CodeGrant): string {
    this.sweep();
    const code = randomToken();
    this.codes.set(code, { ...grant, expiresAt: this.now() + codeLifetimeMs });
    return code;
  }

  /** Exchanges a code for an access token; throws OAuthError `invalid_grant` for any mismatch. */
  redeem(request: Redemption): { accessToken: string; expiresIn: number; accountId: string } {
    const stored = this.codes.get(request.code);
    if (stored === undefined || stored.provider !== request.provider) {
      throw new OAuthError('invalid_grant', 'authCode', 'is not a code this provider issued');
    }
    if (stored.redeemed !== undefined) {
      if (stored.redeemed.accessToken !== undefined) this.tokens.delete(stored.redeemed.accessToken);
      stored.redeemed = {};
      throw new OAuthError('invalid_grant', 'authCode', 'was already used (its access token is revoked)');
    }
    stored.redeemed = {};
    if (this.now() >= stored.expiresAt) throw new OAuthError('invalid_grant', 'authCode', 'has expired (codes live 60 seconds)');
    if (request.clientId !== stored.clientId) throw new OAuthError('invalid_grant', 'clientId', 'is not the client the code was issued to');
    if (request.redirectUri !== stored.redirectUri) {
      throw new OAuthError('invalid_grant', 'redirectUri', 'is not the redirect_uri of the authorization request');
    }
    if (!VERIFIER.test(request.codeVerifier)) throw new OAuthError('invalid_grant', 'codeVerifier', 'must be 43-128 characters of [A-Za-z0-9-._~]');
    if (s256(request.codeVerifier) !== stored.codeChallenge) {
      throw new OAuthError('invalid_grant', 'codeVerifier', 'does not match the code_challenge (S256)');
    }
    const accessToken = randomToken();
    stored.redeemed = { accessToken };
    this.tokens.set(accessToken, {
      provider: stored.provider,
      accountId: stored.accountId,
      expiresAt: this.now() + accessTokenLifetimeSeconds * 1000,
    });
    return { accessToken, expiresIn: accessTokenLifetimeSeconds, accountId: stored.accountId };
  }

  /** The account an access token was issued for; throws OAuthError `invalid_token` otherwise. */
  accountOf(provider: IdpProvider, accessToken: string): string {
    const stored = this.tokens.get(accessToken);
    if (stored === undefined || stored.provider !== provider) throw new OAuthError('invalid_token', 'accessToken', 'is not a valid access token');
    if (this.now() >= stored.expiresAt) throw new OAuthError('invalid_token', 'accessToken', 'has expired');
    return stored.accountId;
  }

  /** Forgets expired codes and tokens (used codes are kept until expiry to detect reuse). */
  private sweep(): void {
    const now = this.now();
    for (const [code, stored] of this.codes) if (now >= stored.expiresAt + codeLifetimeMs) this.codes.delete(code);
    for (const [token, stored] of this.tokens) if (now >= stored.expiresAt) this.tokens.delete(token);
  }
}
