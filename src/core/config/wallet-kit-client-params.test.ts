import { describe, expect, it } from 'vitest';
import { parseWalletKitClientParams } from './wallet-kit-client-params';

describe('wallet_kit_client_params (protocol.md section 15)', () => {
  it('reads the Turnstile site key, trimmed', () => {
    expect(parseWalletKitClientParams({ turnstileSiteKey: '0x4AAAAAAA' })).toEqual({ turnstileSiteKey: '0x4AAAAAAA' });
    expect(parseWalletKitClientParams({ turnstileSiteKey: ' key ', other: 1 })).toEqual({ turnstileSiteKey: 'key' });
  });

  it.each([
    ['no key', {}],
    ['null', { turnstileSiteKey: null }],
    ['an empty key', { turnstileSiteKey: '  ' }],
    ['a number', { turnstileSiteKey: 7 }],
    ['a key over 256 characters', { turnstileSiteKey: 'k'.repeat(257) }],
    ['an array', []],
    ['a string', 'key'],
    ['null body', null],
  ])('%s is no captcha (as a failed request is)', (_name, json) => {
    expect(parseWalletKitClientParams(json)).toEqual({});
  });
});
