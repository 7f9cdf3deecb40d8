/**
 * The one error type of loginkit. `code` names the cause; `message` is for developers
 * (the UI maps `code` to a localized string); `details` carries structured extras
 * (the bad field, a Retry-After, the relay's own error body).
 */
export type LoginKitErrorCode =
  // transport
  | 'network'
  | 'timeout'
  | 'relay_rejected'
  // the relay or the API answered something unusable: not JSON, a member missing, mistyped or over
  // its size limit, a redirect (never followed): the answer is at fault, not what the person typed
  | 'response_invalid'
  | 'origin_not_allowed'
  | 'unauthenticated'
  | 'not_found'
  | 'rate_limited'
  | 'unavailable'
  // one-time codes
  | 'otp_invalid'
  | 'otp_expired'
  | 'otp_attempts_exceeded'
  // passkeys / oauth (later issues)
  | 'passkey_cancelled'
  | 'passkey_unsupported'
  | 'popup_blocked'
  | 'popup_closed'
  | 'oauth_state_mismatch'
  | 'oauth_nonce_mismatch'
  | 'oauth_provider_error'
  // external wallets: the person refused the request in the wallet; the wallet is locked or shares
  // no account; it already has a request open; there is no such wallet (any more)
  | 'wallet_rejected'
  | 'wallet_locked'
  | 'wallet_pending'
  | 'wallet_unavailable'
  // cryptography
  | 'bundle_invalid'
  | 'signature_invalid'
  | 'token_expired'
  // a token the relay has just issued reads as expired (or not yet valid): the clocks disagree
  | 'clock_skew'
  // app proofs and their boot proof (what the service's enclaves attest they created) did not verify
  | 'proof_invalid'
  // the kit asked for app proofs (a signup that creates a wallet) and the answer carried none
  | 'proof_missing'
  // an answer that verifies (genuine signature) but does not match what this person did: a token for
  // another contact, channel or key, a session for another user, a key the service does not hold for
  // the user. Nothing further is sent with it.
  | 'untrusted_response'
  // authorization and state (main API): a policy, an IP allowlist or a session's scope refused it;
  // the resource is not in a state that allows it; it exists already
  | 'permission_denied'
  | 'failed_precondition'
  | 'already_exists'
  // activities (main API)
  | 'activity_failed'
  | 'consensus_needed'
  | 'activity_rejected'
  // the activity waits for the user to prove more factors (an MFA policy applies: protocol.md section 14)
  | 'mfa_required'
  // sessions and storage
  | 'session_expired'
  // a request to the app's backend signed by the session (loginkit/server, docs/server.md): it has no
  // stamp; its stamp does not verify for this request and session key; its time is outside the
  // window; it was seen already within the window
  | 'stamp_missing'
  | 'stamp_invalid'
  | 'stamp_stale'
  | 'stamp_replayed'
  | 'storage_unavailable'
  // the platform lacks something the kit requires (WebCrypto, or a P-256 key import every current browser has)
  | 'browser_unsupported'
  // bot protection (protocol.md section 15): the relay wants a captcha token on this request and got
  // none, or refused the one it got (used already, expired, or not issued for its site key)
  | 'captcha_required'
  | 'captcha_rejected'
  // configuration and input
  | 'method_disabled'
  // the configuration (the kit's options or the relay's) is unusable: e.g. an OAuth redirect URL on
  // another origin; \`details.field\` names the option
  | 'config_invalid'
  | 'invalid_input'
  | 'unknown';

export interface LoginKitErrorDetails {
  /** The request field or option that was wrong, when one was. */
  field?: string;
  /** Milliseconds to wait before retrying (from Retry-After). */
  retryAfterMs?: number;
  /** HTTP status of the response that caused the error. */
  status?: number;
  /** gRPC-style code of the service's error body. */
  serviceCode?: number;
  [key: string]: unknown;
}

export class LoginKitError extends Error {
  override readonly name = 'LoginKitError';
  readonly code: LoginKitErrorCode;
  readonly details: LoginKitErrorDetails;

  constructor(code: LoginKitErrorCode, message: string, options: { cause?: unknown; details?: LoginKitErrorDetails } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details ?? {};
  }
}

export function isLoginKitError(value: unknown, code?: LoginKitErrorCode): value is LoginKitError {
  return value instanceof LoginKitError && (code === undefined || value.code === code);
}

/** An input guard's error: names the bad field. */
export function invalidInput(field: string, problem: string): LoginKitError {
  return new LoginKitError('invalid_input', `${field}: ${problem}`, { details: { field } });
}

/**
 * A genuine answer that does not match what this person did (a token for another contact, a
 * session for another user, a key the service does not hold for the user): names the member
 * (`details.field`) and what did not match (`details.check`). Nothing further is sent with it.
 */
export function untrustedResponse(field: string, check: string, problem: string): LoginKitError {
  return new LoginKitError('untrusted_response', `${field}: ${problem}`, { details: { field, check } });
}

/** Wraps anything thrown into a LoginKitError (used at the transport/effects boundary only). */
export function toLoginKitError(error: unknown, fallback: LoginKitErrorCode = 'unknown'): LoginKitError {
  if (error instanceof LoginKitError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new LoginKitError(fallback, message, { cause: error });
}
