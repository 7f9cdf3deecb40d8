/**
 * Machine-readable reasons carried in an error body's `details` as a google.rpc.ErrorInfo
 * (`{"@type": "type.googleapis.com/google.rpc.ErrorInfo", reason, domain, metadata: {field?}}`).
 * The mock relay always sends one; the real service may not, so the kit falls back to
 * status codes and messages.
 */
export const serviceErrorReasons = [
  'INVALID_ARGUMENT',
  'ORIGIN_NOT_ALLOWED',
  'CONFIG_ID_INVALID',
  'METHOD_DISABLED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXCEEDED',
  'OTP_USED',
  'RATE_LIMITED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'TOKEN_USED',
  'SIGNATURE_INVALID',
  // protocol.md section 15: no X-Captcha-Token where the organization requires one; a token used
  // already, expired, or not issued for the organization's site key
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'UNAUTHENTICATED',
  'PERMISSION_DENIED',
  'FAILED_PRECONDITION',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'INTERNAL',
  'UNAVAILABLE',
  'NOT_IMPLEMENTED',
] as const;

export type ServiceErrorReason = (typeof serviceErrorReasons)[number];

export const errorInfoType = 'type.googleapis.com/google.rpc.ErrorInfo';

export interface ServiceErrorInfo {
  '@type': typeof errorInfoType;
  reason: ServiceErrorReason;
  domain: string;
  metadata?: { field?: string };
}
