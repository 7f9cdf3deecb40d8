import { describe, expect, it } from 'vitest';
import type { LoginKitErrorCode } from '../errors';
import { parseRetryAfter, serviceErrorFromResponse } from './service-error';
import { errorInfoType, type ServiceErrorReason } from './service-error-reason';

const now = Date.parse('2030-01-01T00:00:00Z');

function withReason(status: number, reason: string, message = 'refused', field?: string) {
  const bodyText = JSON.stringify({
    code: 3,
    message,
    details: [{ '@type': errorInfoType, reason, domain: 'relay', metadata: field === undefined ? {} : { field } }],
  });
  return serviceErrorFromResponse({ status, bodyText, now });
}

function plain(status: number, message: string) {
  return serviceErrorFromResponse({ status, bodyText: JSON.stringify({ code: 3, message, details: [] }), now });
}

describe('ErrorInfo reasons come first', () => {
  const table: Array<[ServiceErrorReason, LoginKitErrorCode]> = [
    ['OTP_INVALID', 'otp_invalid'],
    ['OTP_EXPIRED', 'otp_expired'],
    ['OTP_ATTEMPTS_EXCEEDED', 'otp_attempts_exceeded'],
    ['OTP_USED', 'otp_expired'],
    ['RATE_LIMITED', 'rate_limited'],
    ['ORIGIN_NOT_ALLOWED', 'origin_not_allowed'],
    ['CONFIG_ID_INVALID', 'relay_rejected'],
    ['METHOD_DISABLED', 'method_disabled'],
    ['TOKEN_EXPIRED', 'token_expired'],
    ['TOKEN_INVALID', 'relay_rejected'],
    ['TOKEN_USED', 'relay_rejected'],
    ['SIGNATURE_INVALID', 'relay_rejected'],
    ['INVALID_ARGUMENT', 'invalid_input'],
    ['NOT_FOUND', 'not_found'],
    ['UNAUTHENTICATED', 'unauthenticated'],
    ['PERMISSION_DENIED', 'permission_denied'],
    ['FAILED_PRECONDITION', 'failed_precondition'],
    ['ALREADY_EXISTS', 'already_exists'],
  ];
  it.each(table)('%s → %s (whatever the status)', (reason, code) => {
    const error = withReason(400, reason);
    expect(error.code).toBe(code);
    expect(error.details.reason).toBe(reason);
  });

  it('keeps the field named by ErrorInfo metadata', () => {
    expect(withReason(400, 'INVALID_ARGUMENT', 'bad email', 'contact').details.field).toBe('contact');
  });

  it('cuts a huge message, reason or field (a hostile relay chooses them)', () => {
    const error = withReason(400, 'INVALID_ARGUMENT', 'm'.repeat(100_000), `rules.${'x'.repeat(10_000)}`);
    expect(error.message).toBe(`${'m'.repeat(1024)}…`);
    expect((error.details.field as string).length).toBe(257);
  });
});

describe('an input rejection blames the person only for what they typed', () => {
  it.each(['contact', 'otpCode', 'code', 'email', 'userEmail', 'userPhoneNumber', 'userName', 'authenticatorName', 'apiKeyName', 'filterValue'])(
    'INVALID_ARGUMENT naming %s stays invalid_input ("check what you entered")',
    (field) => {
      const error = withReason(400, 'INVALID_ARGUMENT', 'is not valid', field);
      expect(error.code).toBe('invalid_input');
      expect(error.message).toBe('is not valid');
      expect(error.details).toMatchObject({ field, reason: 'INVALID_ARGUMENT' });
    },
  );

  it.each([
    'otpId',
    'encryptedOtpBundle',
    'verificationToken',
    'clientSignature.signature',
    'publicKey',
    'parameters.targetPublicKey',
    'oidcToken',
    'organizationId',
    'timestampMs',
    'fingerprint',
    'credentialBundle',
    'parameters.authenticators[0].challenge',
  ])('INVALID_ARGUMENT naming %s (filled by the kit) is relay_rejected, the message keeping the field and the service\'s words', (field) => {
    const error = withReason(400, 'INVALID_ARGUMENT', 'must be a UUID', field);
    expect(error.code).toBe('relay_rejected');
    expect(error.message).toBe(`${field}: must be a UUID`);
    expect(error.details).toMatchObject({ status: 400, field, reason: 'INVALID_ARGUMENT' });
  });

  it('does not repeat a field the message already names', () => {
    expect(withReason(400, 'INVALID_ARGUMENT', 'otpId must be a UUID', 'otpId').message).toBe('otpId must be a UUID');
  });

  it('reads the request field given by the caller when the service names none', () => {
    const bodyText = JSON.stringify({ code: 3, message: 'bad', details: [{ '@type': errorInfoType, reason: 'INVALID_ARGUMENT', domain: 'relay' }] });
    expect(serviceErrorFromResponse({ status: 400, bodyText, now, field: 'contact' }).code).toBe('invalid_input');
    expect(serviceErrorFromResponse({ status: 400, bodyText, now, field: 'otpId' }).code).toBe('relay_rejected');
  });

  it('blames the kit for a field the lists do not place (the person typed none of it), and keeps invalid_input without a field', () => {
    expect(withReason(400, 'INVALID_ARGUMENT', 'no', 'favouriteColour').code).toBe('relay_rejected');
    expect(withReason(400, 'INVALID_ARGUMENT', 'no').code).toBe('invalid_input');
    expect(withReason(400, 'INVALID_ARGUMENT', 'no', '').code).toBe('invalid_input');
  });

  it('leaves the other codes alone, whatever the field (a wrong code is still otp_invalid)', () => {
    expect(withReason(400, 'OTP_INVALID', 'wrong code', 'otpCode').code).toBe('otp_invalid');
    expect(withReason(400, 'TOKEN_INVALID', 'bad token', 'verificationToken').code).toBe('relay_rejected');
  });

  it('falls back to the status for reasons without a mapping, keeping the reason', () => {
    const unmapped = withReason(400, 'NOT_IMPLEMENTED');
    expect(unmapped.code).toBe('relay_rejected');
    expect(unmapped.details.reason).toBe('NOT_IMPLEMENTED');
    expect(withReason(500, 'INTERNAL').code).toBe('unavailable');
    expect(withReason(404, 'SOMETHING_NEW').code).toBe('not_found');
  });

  it('ignores details that are not ErrorInfo', () => {
    const bodyText = JSON.stringify({ code: 7, message: 'no', details: [{ '@type': 'type.googleapis.com/other', reason: 'OTP_INVALID' }] });
    expect(serviceErrorFromResponse({ status: 403, bodyText, now }).code).toBe('permission_denied');
  });
});

describe('then the HTTP status', () => {
  it.each<[number, string, LoginKitErrorCode]>([
    [429, 'too many requests', 'rate_limited'],
    [401, 'missing credentials', 'unauthenticated'],
    [403, 'policy engine denied request explicitly', 'permission_denied'],
    [403, 'Origin https://evil.test is not allowed', 'origin_not_allowed'],
    [404, 'no such thing', 'not_found'],
    [500, 'internal', 'unavailable'],
    [503, 'maintenance', 'unavailable'],
    [400, 'malformed request', 'relay_rejected'],
    [409, 'conflict', 'already_exists'],
  ])('%i "%s" → %s', (status, message, code) => {
    const error = plain(status, message);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.details).toMatchObject({ status, serviceCode: 3 });
  });

  it('then the gRPC code, where the status does not tell the cause (9 and 6 travel as 400)', () => {
    const withCode = (status: number, code: number, message: string) =>
      serviceErrorFromResponse({ status, bodyText: JSON.stringify({ code, message, details: [] }), now });
    expect(withCode(400, 9, 'private key was never exported').code).toBe('failed_precondition');
    expect(withCode(400, 6, 'api key already registered').code).toBe('already_exists');
    expect(withCode(400, 3, 'bad request').code).toBe('relay_rejected');
    // The one-time-code messages still win (the real service sends them as 9 too).
    expect(withCode(400, 9, 'OTP has expired').code).toBe('otp_expired');
  });
});

describe('message patterns for the real service (no ErrorInfo)', () => {
  it.each<[string, LoginKitErrorCode]>([
    ['Invalid OTP code', 'otp_invalid'],
    ['invalid code provided', 'otp_invalid'],
    ['The verification code is incorrect', 'otp_invalid'],
    ['OTP has expired', 'otp_expired'],
    ['otp code expired, request a new one', 'otp_expired'],
    ['Max attempts exceeded for this OTP', 'otp_attempts_exceeded'],
    ['too many failed attempts', 'otp_attempts_exceeded'],
    ['verification token expired', 'token_expired'],
  ])('"%s" → %s', (message, code) => {
    expect(plain(400, message).code).toBe(code);
  });

  it('do not mistake other codes for one-time codes', () => {
    expect(plain(400, 'invalid country code').code).toBe('relay_rejected');
    expect(plain(400, 'invalid auth code').code).toBe('relay_rejected');
  });

  it('lose to 429 and 5xx', () => {
    expect(plain(429, 'too many attempts').code).toBe('rate_limited');
    expect(plain(503, 'otp service expired').code).toBe('unavailable');
  });
});

describe('bodies', () => {
  it('falls back to the status line for empty or HTML bodies', () => {
    expect(serviceErrorFromResponse({ status: 500, statusText: 'Internal Server Error', bodyText: '', now }).message).toBe(
      'HTTP 500 Internal Server Error',
    );
    expect(serviceErrorFromResponse({ status: 404, bodyText: '<h1>Not found</h1>', now }).message).toBe('HTTP 404');
  });

  it('ignores a code that is not an integer', () => {
    const error = serviceErrorFromResponse({ status: 400, bodyText: '{"code":"3","message":"x"}', now });
    expect(error.details.serviceCode).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds as milliseconds', () => {
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter(' 12 ', now)).toBe(12_000);
  });
  it('reads an HTTP date relative to now, never negative', () => {
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Mon, 31 Dec 2029 23:00:00 GMT', now)).toBe(0);
  });
  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter(`Tue, 01 Jan 2030 00:01:00 GMT${' '.repeat(10)}x${'y'.repeat(100)}`, now)).toBeUndefined();
  });
  it('keeps a long wait exact: 3 years as seconds or as a date', () => {
    const threeYears = 3 * 365 * 86_400;
    expect(parseRetryAfter(String(threeYears), now)).toBe(threeYears * 1000);
    expect(parseRetryAfter('100000000', now)).toBe(100_000_000_000);
    expect(parseRetryAfter(new Date(now + threeYears * 1000).toUTCString(), now)).toBe(threeYears * 1000);
  });
  it('never overflows to Infinity or NaN: an absurd wait is the largest safe integer', () => {
    expect(parseRetryAfter('9'.repeat(400), now)).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseRetryAfter('9007199254740993', now)).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseRetryAfter('9007199254740', now)).toBe(9_007_199_254_740_000);
  });
});
