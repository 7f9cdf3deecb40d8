import { describe, expect, it } from 'vitest';
import { isLoginKitError } from '../errors';
import { parseWalletKitClientParams } from './wallet-kit-client-params';

describe('wallet_kit_client_params (protocol.md section 15)', () => {
  it('reads the Turnstile site key; no key, null or an empty one is no captcha', () => {
    expect(parseWalletKitClientParams({ turnstileSiteKey: '0x4AAAAAAA' })).toEqual({ turnstileSiteKey: '0x4AAAAAAA' });
    expect(parseWalletKitClientParams({ turnstileSiteKey: ' key ', other: 1 })).toEqual({ turnstileSiteKey: 'key' });
    expect(parseWalletKitClientParams({})).toEqual({});
    expect(parseWalletKitClientParams({ turnstileSiteKey: null })).toEqual({});
    expect(parseWalletKitClientParams({ turnstileSiteKey: '  ' })).toEqual({});
  });

  it.each([
    ['body', []],
    ['body', 'key'],
    ['turnstileSiteKey', { turnstileSiteKey: 7 }],
    ['turnstileSiteKey', { turnstileSiteKey: 'k'.repeat(257) }],
  ])('refuses a broken answer naming %s (the kit then goes without captcha)', (field, json) => {
    let thrown: unknown;
    try {
      parseWalletKitClientParams(json);
    } catch (error) {
      thrown = error;
    }
    expect(isLoginKitError(thrown, 'response_invalid') && thrown.details.field).toBe(field);
  });
});
