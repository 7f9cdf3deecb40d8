/**
 * Maps a non-2xx response of the relay or the API (error body `{code, message, details}`,
 * protocol.md section 1) to a LoginKitError. Order: the ErrorInfo reason the mock relay sends,
 * then the HTTP status, with message patterns for the OTP failures of the real service (which
 * sends no ErrorInfo).
 */
import { LoginKitError, type LoginKitErrorCode, type LoginKitErrorDetails } from '../errors';
import { fieldOrigin } from './request-fields';
import { errorInfoType, serviceErrorReasons, type ServiceErrorReason } from './service-error-reason';
import { isRecord } from './validate';

const reasonCodes: Partial<Record<ServiceErrorReason, LoginKitErrorCode>> = {
  OTP_INVALID: 'otp_invalid',
  OTP_EXPIRED: 'otp_expired',
  OTP_ATTEMPTS_EXCEEDED: 'otp_attempts_exceeded',
  OTP_USED: 'otp_expired',
  RATE_LIMITED: 'rate_limited',
  ORIGIN_NOT_ALLOWED: 'origin_not_allowed',
  CONFIG_ID_INVALID: 'relay_rejected',
  METHOD_DISABLED: 'method_disabled',
  TOKEN_EXPIRED: 'token_expired',
  TOKEN_INVALID: 'relay_rejected',
  TOKEN_USED: 'relay_rejected',
  SIGNATURE_INVALID: 'relay_rejected',
  CAPTCHA_REQUIRED: 'captcha_required',
  CAPTCHA_INVALID: 'captcha_rejected',
  INVALID_ARGUMENT: 'invalid_input',
  NOT_FOUND: 'not_found',
  UNAUTHENTICATED: 'unauthenticated',
  PERMISSION_DENIED: 'permission_denied',
  FAILED_PRECONDITION: 'failed_precondition',
  ALREADY_EXISTS: 'already_exists',
};

/** Error codes that concern what the user typed; the request's `field` is attached to them. */
const inputCodes: ReadonlySet<LoginKitErrorCode> = new Set(['invalid_input', 'otp_invalid', 'otp_expired', 'otp_attempts_exceeded']);

// Words that say a message is about a one-time code, and phrases with "code" that are not.
const mentionsOtp = /\botp\b|one[- ]time|passcode|\bcode\b/i;
const otherCodes = /country[ _-]?code|auth(orization)?[ _-]?code|status[ _-]?code|error[ _-]?code|config/i;

/** Message patterns for the real service's OTP failures, first match wins. */
function codeFromMessage(message: string): LoginKitErrorCode | undefined {
  if (/attempt/i.test(message)) return 'otp_attempts_exceeded';
  if (/\b(verification|session|oidc)?\s*token\b.*expired|expired.*\btoken\b/i.test(message)) return 'token_expired';
  if (/expired/i.test(message)) return 'otp_expired';
  if (mentionsOtp.test(message) && !otherCodes.test(message) && /invalid|incorrect|wrong|mismatch|does not match/i.test(message)) {
    return 'otp_invalid';
  }
  return undefined;
}

/** gRPC codes (protocol.md section 1) whose cause the HTTP status does not tell apart. */
const grpcFailedPrecondition = 9;
const grpcAlreadyExists = 6;

/**
 * A relay's captcha refusal without an ErrorInfo (Turnkey's names no reason): its message speaks of
 * the captcha (or the X-Captcha-Token header). Checked before the OTP patterns, which would read
 * "expired captcha token" as an expired code.
 */
function captchaCode(message: string): LoginKitErrorCode | undefined {
  if (/captcha/i.test(message)) return /missing|required|not provided/i.test(message) ? 'captcha_required' : 'captcha_rejected';
  return undefined;
}

function codeFromStatus(status: number, message: string, serviceCode: number | undefined): LoginKitErrorCode {
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  const captcha = captchaCode(message);
  if (captcha !== undefined) return captcha;
  const fromMessage = codeFromMessage(message);
  if (fromMessage !== undefined) return fromMessage;
  if (status === 401) return 'unauthenticated';
  // gRPC 7: a policy, an IP allowlist or a session's scope refused it (the origin check is a relay's own).
  if (status === 403) return /origin/i.test(message) ? 'origin_not_allowed' : 'permission_denied';
  if (status === 404) return 'not_found';
  if (status === 409 || serviceCode === grpcAlreadyExists) return 'already_exists';
  // gRPC 9 travels as 400, like a bad argument: only the code tells them apart.
  if (serviceCode === grpcFailedPrecondition) return 'failed_precondition';
  return 'relay_rejected';
}

/** The longest Retry-After read: an HTTP date is 29 characters; 64 leave room for stray spaces. */
const maxRetryAfterLength = 64;

/**
 * `Retry-After` as milliseconds from `now`: delta-seconds or an HTTP date (never negative). Exact
 * for any wait a safe integer of milliseconds holds (285,000 years); a longer one is
 * `Number.MAX_SAFE_INTEGER`, never Infinity or NaN. A header longer than 64 characters is ignored.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const ms = Number(text) * 1000;
    return Number.isSafeInteger(ms) ? ms : Number.MAX_SAFE_INTEGER;
  }
  if (text.length > maxRetryAfterLength) return undefined;
  // An HTTP date names its weekday and month; bare numbers like "-5" are not dates.
  const at = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.min(Math.max(0, at - now), Number.MAX_SAFE_INTEGER);
}

/** An error body's message is for developers: a service's are a line; a hostile relay's are cut here. */
const maxMessageLength = 1024;
/** A reason or a field path: `OTP_ATTEMPTS_EXCEEDED`, `parameters.authenticators[0].attestation.clientDataJson`. */
const maxNameLength = 256;

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}…` : text);

interface ParsedBody {
  message?: string;
  serviceCode?: number;
  reason?: string;
  field?: string;
}

function parseErrorBody(text: string): ParsedBody {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Plain-text bodies (proxies, gateways) still make a readable message; HTML does not.
    const plain = text.trim();
    return plain !== '' && plain.length <= 200 && !plain.startsWith('<') ? { message: plain } : {};
  }
  if (!isRecord(json)) return {};
  const parsed: ParsedBody = {};
  if (typeof json.message === 'string' && json.message !== '') parsed.message = clip(json.message, maxMessageLength);
  else if (typeof json.error === 'string' && json.error !== '') parsed.message = clip(json.error, maxMessageLength);
  if (typeof json.code === 'number' && Number.isInteger(json.code)) parsed.serviceCode = json.code;
  const info = Array.isArray(json.details)
    ? json.details.find((item): item is Record<string, unknown> => isRecord(item) && item['@type'] === errorInfoType && typeof item.reason === 'string')
    : undefined;
  if (info !== undefined) {
    parsed.reason = clip(info.reason as string, maxNameLength);
    if (isRecord(info.metadata) && typeof info.metadata.field === 'string') parsed.field = clip(info.metadata.field, maxNameLength);
  }
  return parsed;
}

function isKnownReason(reason: string): reason is ServiceErrorReason {
  return (serviceErrorReasons as readonly string[]).includes(reason);
}

export interface ErrorResponse {
  status: number;
  statusText?: string;
  bodyText: string;
  retryAfter?: string | null;
  /** Epoch ms, for HTTP-date Retry-After values. */
  now: number;
  /** The request field that an input rejection concerns, when the service names none. */
  field?: string;
}

/**
 * The LoginKitError for a non-2xx response. An input rejection (`INVALID_ARGUMENT`) that names a
 * field the person did not type (an id, a token, a key, a signature the kit filled:
 * request-fields.ts) is not the person's doing: it is `relay_rejected`, its message naming the
 * field with the service's words, so the person is not asked to check what they entered.
 */
export function serviceErrorFromResponse(response: ErrorResponse): LoginKitError {
  const body = parseErrorBody(response.bodyText);
  const statusLine = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  let message = body.message ?? statusLine;
  const fromReason = body.reason !== undefined && isKnownReason(body.reason) ? reasonCodes[body.reason] : undefined;
  let code = fromReason ?? codeFromStatus(response.status, body.message ?? '', body.serviceCode);

  const details: LoginKitErrorDetails = { status: response.status };
  if (body.serviceCode !== undefined) details.serviceCode = body.serviceCode;
  const field = body.field ?? (inputCodes.has(code) ? response.field : undefined);
  if (field !== undefined) details.field = field;
  if (code === 'invalid_input' && field !== undefined && field !== '' && fieldOrigin(field) === 'protocol') {
    code = 'relay_rejected';
    if (!message.includes(field)) message = `${field}: ${message}`;
  }
  if (body.reason !== undefined) details.reason = body.reason;
  const retryAfterMs = parseRetryAfter(response.retryAfter, response.now);
  if (retryAfterMs !== undefined) details.retryAfterMs = retryAfterMs;
  return new LoginKitError(code, message, { details });
}
