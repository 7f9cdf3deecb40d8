import { describe, expect, it } from 'vitest';
import { defaultResponseStringLength } from './response-limits';
import {
  badResponse,
  cappedResponseString,
  isE164,
  isEmail,
  normalizeEmail,
  normalizePhone,
  optionalBoolean,
  requireBaseUrl,
  requireOneOf,
  requireString,
  responseOptionalString,
  responseString,
} from './validate';

describe('isEmail', () => {
  it.each(['ada@example.com', 'a.b+tag@sub.example.co.uk', 'x@y.io'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'ada@@example.com', 'ada@example..com', `${'a'.repeat(250)}@b.co`])(
    'refuses %j',
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );
});

describe('isE164', () => {
  it.each(['+14155550100', '+442071838750', '+12'])('accepts %s', (value) => {
    expect(isE164(value)).toBe(true);
  });
  it.each(['14155550100', '+04155550100', '+1 415 555 0100', '+1234567890123456', '+', ''])('refuses %j', (value) => {
    expect(isE164(value)).toBe(false);
  });
});

describe('normalizers', () => {
  it('trims and lowercases email addresses', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
  it('removes phone separators and turns a 00 prefix into +', () => {
    expect(normalizePhone(' +1 (415) 555-0100 ')).toBe('+14155550100');
    expect(normalizePhone('0044 20.7183.8750')).toBe('+442071838750');
    expect(isE164(normalizePhone('+1 415 555 0100'))).toBe(true);
  });
});

describe('input guards name the field', () => {
  it('requireString refuses non-strings and blank strings', () => {
    expect(requireString('x', 'f')).toBe('x');
    for (const value of [undefined, 3, '', '   ']) {
      expect(() => requireString(value, 'otpId')).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field: 'otpId' } }));
    }
  });
  it('requireOneOf lists what is allowed', () => {
    expect(requireOneOf('a', ['a', 'b'], 'kind')).toBe('a');
    expect(() => requireOneOf('c', ['a', 'b'], 'kind')).toThrow('kind: must be one of a, b');
  });
  it('optionalBoolean allows undefined and booleans only', () => {
    expect(optionalBoolean(undefined, 'flag')).toBeUndefined();
    expect(optionalBoolean(false, 'flag')).toBe(false);
    expect(() => optionalBoolean('true', 'flag')).toThrow(expect.objectContaining({ details: { field: 'flag' } }));
  });
});

describe('requireBaseUrl', () => {
  it('accepts absolute http(s) URLs and strips trailing slashes', () => {
    expect(requireBaseUrl('https://authproxy.turnkey.com/', 'url')).toBe('https://authproxy.turnkey.com');
    expect(requireBaseUrl('http://localhost:8787', 'url')).toBe('http://localhost:8787');
    expect(requireBaseUrl('https://host.test/relay/', 'url')).toBe('https://host.test/relay');
  });
  it.each(['authproxy.turnkey.com', 'ws://host.test', 'https://host.test/#x', 'javascript:alert(1)'])('refuses %s', (value) => {
    expect(() => requireBaseUrl(value, 'authProxyUrl')).toThrow(expect.objectContaining({ details: { field: 'authProxyUrl' } }));
  });
});

describe('response guards', () => {
  it('responseString is response_invalid naming the missing member', () => {
    expect(responseString({ otpId: 'o' }, 'otpId', 'otp_init_v2')).toBe('o');
    expect(() => responseString({}, 'otpId', 'otp_init_v2')).toThrow(
      expect.objectContaining({ code: 'response_invalid', details: { field: 'otpId', endpoint: 'otp_init_v2' } }),
    );
  });

  it('caps a string member before anything decodes it, naming it', () => {
    expect(responseString({ otpId: 'a'.repeat(256) }, 'otpId', 'otp_init_v2', 256)).toHaveLength(256);
    expect(() => responseString({ otpId: 'a'.repeat(257) }, 'otpId', 'otp_init_v2', 256)).toThrow('otp_init_v2 response: otpId is longer than 256 characters');
    expect(() => responseOptionalString({ id: 'a'.repeat(257) }, 'id', 'account', 256)).toThrow(expect.objectContaining({ code: 'response_invalid', details: { field: 'id', endpoint: 'account' } }));
    expect(responseOptionalString({}, 'id', 'account', 256)).toBeUndefined();
  });

  it('has a default cap for any other string member', () => {
    expect(responseString({ name: 'n'.repeat(defaultResponseStringLength) }, 'name', 'x')).toHaveLength(defaultResponseStringLength);
    expect(() => responseString({ name: 'n'.repeat(defaultResponseStringLength + 1) }, 'name', 'x')).toThrow(`x response: name is longer than ${defaultResponseStringLength} characters`);
    expect(() => cappedResponseString('n'.repeat(defaultResponseStringLength + 1), 'list[0]', 'x')).toThrow(expect.objectContaining({ details: { field: 'list[0]', endpoint: 'x' } }));
  });

  it('badResponse is the answer\'s fault (response_invalid), never the person\'s input', () => {
    expect(badResponse('otp_init_v2', 'otpId', 'is wrong')).toMatchObject({ code: 'response_invalid', message: 'otp_init_v2 response: otpId is wrong' });
  });
});
