export type LoginMethod = 'otp_email' | 'otp_sms' | 'passkey' | 'oauth' | 'wallet';
export type SessionType = 'SESSION_TYPE_READ_WRITE' | 'SESSION_TYPE_READ_ONLY';

/** A logged-in session as the app sees it. No key material: the key stays in the key store. */
export interface Session {
  /** Compressed hex of the session's public key; also the key store's lookup id. */
  publicKey: string;
  organizationId: string;
  userId: string;
  sessionType: SessionType;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** Epoch milliseconds. */
  createdAt: number;
  method: LoginMethod;
  /** The email address or phone number used to log in, when there was one; a wallet login's address. */
  contact?: string;
  /** The verified session JWT, when the session came from one. */
  token?: string;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut'; reason?: 'logout' | 'expired' }
  | { status: 'signedIn'; session: Session };

export interface LogoutOptions {
  /** Log out of every session in this browser. */
  all?: boolean;
  /** Log out of this session (compressed public key hex) only; default: the active one. */
  publicKey?: string;
}

export interface RefreshSessionOptions {
  /**
   * Revoke the user's other read-write-session keys (spec section 4.2, create_read_write_session
   * `invalidateExisting`): every other device and tab logged in as this user is logged out.
   */
  invalidateExisting?: boolean;
}
