import { describe, expect, it } from 'vitest';
import { defaultRateLimits, resolveRateLimits } from './rate-limit-settings';

describe('rate limit settings', () => {
  it('are the documented defaults without overrides', () => {
    expect(resolveRateLimits()).toEqual({
      otpInitPerAddress: { limit: 30, windowSeconds: 60 },
      otpVerifyPerContact: { limit: 10, windowSeconds: 60 },
      otpVerifyPerAddress: { limit: 60, windowSeconds: 60 },
    });
    expect(resolveRateLimits({})).toEqual(defaultRateLimits);
  });

  it('are off with false', () => {
    expect(resolveRateLimits(false)).toBe(false);
  });

  it('override single values and keep the rest', () => {
    expect(resolveRateLimits({ otpInitPerAddress: { limit: 1000 }, otpVerifyPerContact: { windowSeconds: 300 } })).toEqual({
      otpInitPerAddress: { limit: 1000, windowSeconds: 60 },
      otpVerifyPerContact: { limit: 10, windowSeconds: 300 },
      otpVerifyPerAddress: { limit: 60, windowSeconds: 60 },
    });
  });

  it.each([
    ['a string', 'off', /^rateLimits: must be false or an object/],
    ['true', true, /^rateLimits: must be false or an object/],
    ['an unknown bucket', { otpLoginPerAddress: {} }, /^rateLimits\.otpLoginPerAddress: is not a rate limit/],
    ['a rule that is not an object', { otpInitPerAddress: 5 }, /^rateLimits\.otpInitPerAddress: must be an object/],
    ['an unknown rule member', { otpInitPerAddress: { max: 5 } }, /^rateLimits\.otpInitPerAddress\.max: is not a rate limit setting/],
    ['a zero limit', { otpVerifyPerContact: { limit: 0 } }, /^rateLimits\.otpVerifyPerContact\.limit: must be an integer from 1/],
    ['a fractional window', { otpVerifyPerAddress: { windowSeconds: 1.5 } }, /^rateLimits\.otpVerifyPerAddress\.windowSeconds: must be an integer/],
  ])('refuse %s, naming the setting', (_name, input, message) => {
    expect(() => resolveRateLimits(input)).toThrow(message);
  });
});
