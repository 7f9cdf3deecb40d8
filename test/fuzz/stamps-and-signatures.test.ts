import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stampApiRequest } from '../../src/core/crypto/api-stamp';
import { verifyApiStamp } from '../../src/core/crypto/api-stamp-verify';
import { createClientSignature, loginSignatureMessage, verifyClientSignature } from '../../src/core/crypto/client-signature';
import { randomPrivateKey } from '../../src/core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../src/core/crypto/p256-private-key';
import { verifyWebhookSignature } from '../../src/core/crypto/webhook-signature';
import { fromBase64Url, toBase64Url } from '../../src/core/encoding/base64url';
import { toHex } from '../../src/core/encoding/hex';
import { utf8Decode, utf8Encode } from '../../src/core/encoding/utf8';
import type { ClientSignature } from '../../src/core/transport/relay-types';
import { acceptsOrRefusesAsync, anyJson, anyText, fuzzTally, fuzzTimeout, mutatedJson, mutatedText } from './fuzz-harness';

const tally = fuzzTally(import.meta.url);
const body = JSON.stringify({ organizationId: 'org-1', timestampMs: '1893456000000' });

describe('API key stamps (protocol.md section 2): any X-Stamp verifies or is refused naming X-Stamp', () => {
  const stampRefusal = { codes: ['invalid_input', 'signature_invalid'], field: 'X-Stamp' } as const;

  it('any header value, any JSON stamp, edits of a valid stamp and of its members', async () => {
    const key = signingKeyFromPrivateKey(randomPrivateKey());
    const { headerValue } = await stampApiRequest(body, key);
    const stamp = JSON.parse(utf8Decode(fromBase64Url(headerValue))) as Record<string, unknown>;
    const check = (value: string, raw: string = body): Promise<void> => acceptsOrRefusesAsync(() => verifyApiStamp(raw, value), stampRefusal);
    const encode = (value: unknown): string => toBase64Url(utf8Encode(JSON.stringify(value) ?? 'null'));
    await tally.check('X-Stamp: any string', fc.asyncProperty(anyText, (text) => check(text)), 4000);
    await tally.check('X-Stamp: any JSON', fc.asyncProperty(anyJson, (value) => check(encode(value))), 2000);
    await tally.check('X-Stamp: edited header', fc.asyncProperty(mutatedText(headerValue), (text) => check(text)), 800);
    await tally.check('X-Stamp: edited members', fc.asyncProperty(mutatedJson(stamp), (value) => check(encode(value))), 800);
    await tally.check('X-Stamp: any body under a valid stamp', fc.asyncProperty(anyText, (raw) => check(headerValue, raw)), 500);
    // Each scheme with members of any text reaches its curve library's parser.
    const schemes = fc.constantFrom('SIGNATURE_SCHEME_TK_API_P256', 'SIGNATURE_SCHEME_TK_API_SECP256K1', 'SIGNATURE_SCHEME_TK_API_ED25519');
    await tally.check(
      'X-Stamp: every scheme with any key and signature text',
      fc.asyncProperty(schemes, anyText, anyText, (scheme, publicKey, signature) => check(encode({ publicKey, scheme, signature }))),
      2000,
    );
  }, fuzzTimeout(5));
});

describe('client signatures (protocol.md section 5): verifyClientSignature never throws, and only a real signature passes', () => {
  it('any object, and edits of a valid signature', async () => {
    const key = signingKeyFromPrivateKey(randomPrivateKey());
    const valid = await createClientSignature(loginSignatureMessage(toHex(key.publicKey), 'token-1'), key);
    expect(await verifyClientSignature(valid)).toBe(true);
    await tally.check(
      'clientSignature: any JSON',
      fc.asyncProperty(anyJson, async (value) => {
        expect(typeof (await verifyClientSignature(value as ClientSignature))).toBe('boolean');
      }),
      3000,
    );
    await tally.check(
      'clientSignature: edited members',
      fc.asyncProperty(mutatedJson(valid as unknown as Record<string, unknown>), async (value) => {
        const verdict = await verifyClientSignature(value as ClientSignature);
        // An edit that keeps the signature valid can only add a member or change the case of hex (same bytes).
        if (verdict) {
          const { publicKey, scheme, message, signature } = value as ClientSignature;
          expect([publicKey.toLowerCase(), scheme, message, signature.toLowerCase()]).toEqual([valid.publicKey, valid.scheme, valid.message, valid.signature]);
        }
      }),
      1000,
    );
  }, fuzzTimeout(3));
});

describe('webhook signatures (protocol.md section 12): any headers verify or are refused naming the header', () => {
  it('headers of any text', async () => {
    const names = ['X-Turnkey-Timestamp', 'X-Turnkey-Event-Id', 'X-Turnkey-Signature-Key-Id', 'X-Turnkey-Signature-Algorithm', 'X-Turnkey-Signature-Version', 'X-Turnkey-Signature'];
    const valid = {
      'X-Turnkey-Timestamp': '1893456000000',
      'X-Turnkey-Event-Id': 'event-1',
      'X-Turnkey-Signature-Key-Id': 'key-1',
      'X-Turnkey-Signature-Algorithm': 'ed25519',
      'X-Turnkey-Signature-Version': 'v1',
      'X-Turnkey-Signature': 'ab'.repeat(64),
    };
    const headers = fc.record(Object.fromEntries(names.map((name) => [name, fc.oneof(anyText, fc.constant(valid[name as keyof typeof valid]))])));
    await tally.check(
      'webhook signature headers',
      fc.asyncProperty(headers, anyText, (values, raw) =>
        acceptsOrRefusesAsync(
          () => verifyWebhookSignature({ body: raw, headers: values as Record<string, string>, publicKeys: { 'key-1': '11'.repeat(32) }, now: 1893456000000 }),
          { codes: ['invalid_input', 'signature_invalid'], field: /^X-Turnkey-|^publicKeys$/ },
        ),
      ),
      2000,
    );
  }, fuzzTimeout(2));
});
