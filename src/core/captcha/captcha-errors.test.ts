import { describe, expect, it } from 'vitest';
import { serviceErrorFromResponse } from '../transport/service-error';

const refusal = (status: number, body: unknown) => serviceErrorFromResponse({ status, bodyText: JSON.stringify(body), now: 0 });

describe('a relay refusing for the captcha', () => {
  it('is captcha_required or captcha_rejected by the reason the mock relay names, with the header as the field', () => {
    const info = (reason: string) => [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'loginkit.mock', metadata: { field: 'X-Captcha-Token' } }];
    expect(refusal(400, { code: 3, message: 'X-Captcha-Token: is required on otp_init_v2', details: info('CAPTCHA_REQUIRED') })).toMatchObject({
      code: 'captcha_required',
      details: { status: 400, field: 'X-Captcha-Token', reason: 'CAPTCHA_REQUIRED' },
    });
    expect(refusal(403, { code: 7, message: 'X-Captcha-Token: has expired', details: info('CAPTCHA_INVALID') })).toMatchObject({ code: 'captcha_rejected' });
  });

  it.each([
    [400, 'missing captcha token', 'captcha_required'],
    [403, 'X-Captcha-Token header is required', 'captcha_required'],
    [403, 'captcha verification failed', 'captcha_rejected'],
    // Not an expired code: the captcha's.
    [400, 'captcha token expired', 'captcha_rejected'],
    [401, 'invalid captcha', 'captcha_rejected'],
  ])('from a relay without ErrorInfo: HTTP %i "%s" is %s', (status, message, code) => {
    expect(refusal(status, { code: 3, message, details: [] }).code).toBe(code);
  });
});
