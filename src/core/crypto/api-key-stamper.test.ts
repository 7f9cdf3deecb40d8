import { describe, expect, it } from 'vitest';
import { toHex } from '../encoding/hex';
import { createApiKeyStamper } from './api-key-stamper';
import { verifyApiStamp } from './api-stamp-verify';
import { randomPrivateKey } from './p256-private-key';
import { generateSessionKeyPair } from './session-key';
import { signingKeyFromPrivateKey } from './p256-private-key';

describe('createApiKeyStamper: X-Stamp with a key-store key', () => {
  it('stamps the exact body with a non-extractable session key', async () => {
    const key = await generateSessionKeyPair();
    const body = '{"organizationId":"org","userId":"u"}';
    const stamp = await createApiKeyStamper(key).stamp(body);
    expect(stamp.headerName).toBe('X-Stamp');
    expect(await verifyApiStamp(body, stamp.headerValue)).toEqual({ publicKey: toHex(key.publicKey), scheme: 'SIGNATURE_SCHEME_TK_API_P256' });
    await expect(verifyApiStamp(`${body}\n`, stamp.headerValue)).rejects.toThrow(expect.objectContaining({ code: 'signature_invalid' }));
  });

  it('works with any SigningKey', async () => {
    const key = signingKeyFromPrivateKey(randomPrivateKey());
    const stamp = await createApiKeyStamper(key).stamp('{}');
    expect((await verifyApiStamp('{}', stamp.headerValue)).publicKey).toBe(toHex(key.publicKey));
  });

  it('refuses something that is not a SigningKey, naming key', () => {
    expect(() => createApiKeyStamper({} as never)).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field: 'key' } }));
  });
});
