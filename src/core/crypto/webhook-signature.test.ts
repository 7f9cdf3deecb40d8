import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADERS, webhookSignatureInput } from './webhook-signature';

// RFC 8032 section 7.1, TEST 1: a published Ed25519 key pair.
const secretKey = fromHex('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60');
const publicKey = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const keyId = 'mock-webhook-test';
const now = Date.UTC(2030, 0, 1);
const body = '{"eventId":"evt-1","eventType":"ACTIVITY_UPDATES","data":{"activity":{"id":"activity-1"}}}';

function signedHeaders(overrides: Record<string, string> = {}, signed = body, timestampMs = String(now), eventId = 'evt-1'): Record<string, string> {
  const signature = ed25519.sign(webhookSignatureInput(keyId, timestampMs, eventId, utf8Encode(signed)), secretKey);
  return {
    'X-Turnkey-Timestamp': timestampMs,
    'X-Turnkey-Event-Id': eventId,
    'X-Turnkey-Signature-Key-Id': keyId,
    'X-Turnkey-Signature-Algorithm': 'ed25519',
    'X-Turnkey-Signature-Version': 'v1',
    'X-Turnkey-Signature': toHex(signature),
    ...overrides,
  };
}

const verify = (headers: Record<string, string> | Headers, received: string | Uint8Array = body, at = now) =>
  verifyWebhookSignature({ body: received, headers, publicKeys: { [keyId]: publicKey }, now: at });

describe('verifyWebhookSignature (protocol.md section 12)', async () => {
  it('signs UTF-8 `v1.ed25519.<keyId>.<timestampMs>.<eventId>.` followed by the raw body bytes', async () => {
    const input = webhookSignatureInput('k', '1', 'e', new Uint8Array([0xff, 0x00]));
    expect(Array.from(input)).toEqual([...utf8Encode('v1.ed25519.k.1.e.'), 0xff, 0x00]);
  });

  it('accepts a delivery signed with the named key, and returns the event id, key id and timestamp', async () => {
    expect(await verify(signedHeaders())).toEqual({ eventId: 'evt-1', keyId, timestampMs: now });
  });

  it('reads a Headers object or a plain record with any header-name case (e.g. Node IncomingHttpHeaders), and bytes or a string body', async () => {
    const lower = Object.fromEntries(Object.entries(signedHeaders()).map(([name, value]) => [name.toLowerCase(), value]));
    expect((await verify(lower)).eventId).toBe('evt-1');
    expect((await verify(new Headers(signedHeaders()), utf8Encode(body))).eventId).toBe('evt-1');
  });

  it('takes the keys as a lookup function too', async () => {
    const result = await verifyWebhookSignature({ body, headers: signedHeaders(), publicKeys: (id) => (id === keyId ? fromHex(publicKey) : undefined), now });
    expect(result.keyId).toBe(keyId);
  });

  it('cross-checks with @noble/curves Ed25519 (the oracle): a WebCrypto-made signature verifies with both', async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const timestampMs = String(now);
    const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, webhookSignatureInput('webcrypto', timestampMs, 'evt-2', utf8Encode(body))));
    const headers = signedHeaders({ 'X-Turnkey-Signature-Key-Id': 'webcrypto', 'X-Turnkey-Event-Id': 'evt-2', 'X-Turnkey-Signature': toHex(signature) });
    expect((await verifyWebhookSignature({ body, headers, publicKeys: { webcrypto: raw }, now })).eventId).toBe('evt-2');
    expect(ed25519.verify(signature, webhookSignatureInput('webcrypto', timestampMs, 'evt-2', utf8Encode(body)), raw, { zip215: false })).toBe(true);
  });

  it.each([
    ['a changed body', signedHeaders(), body.replace('activity-1', 'activity-2')],
    ['the same JSON re-serialized', signedHeaders(), JSON.stringify(JSON.parse(body), null, 1)],
    ['another event id than the one signed', signedHeaders({ 'X-Turnkey-Event-Id': 'evt-9' }), body],
    ['a flipped signature bit', signedHeaders({ 'X-Turnkey-Signature': `0${signedHeaders()['X-Turnkey-Signature']!.slice(1)}` }), body],
  ])('refuses %s: signature_invalid naming X-Turnkey-Signature', async (_, headers, received) => {
    await expect(verify(headers, received)).rejects.toMatchObject(({ code: 'signature_invalid', details: { field: WEBHOOK_SIGNATURE_HEADERS.signature } }));
  });

  it('refuses an unknown key id, naming X-Turnkey-Signature-Key-Id', async () => {
    await expect(verifyWebhookSignature({ body, headers: signedHeaders(), publicKeys: {}, now })).rejects.toMatchObject(
      ({ code: 'signature_invalid', details: { field: 'X-Turnkey-Signature-Key-Id' } }),
    );
  });

  it('refuses timestamps outside the replay window (default 5 minutes, either way), naming X-Turnkey-Timestamp', async () => {
    expect((await verify(signedHeaders(), body, now + 5 * 60_000)).eventId).toBe('evt-1');
    for (const at of [now + 5 * 60_000 + 1, now - 5 * 60_000 - 1]) {
      await expect(verify(signedHeaders(), body, at)).rejects.toMatchObject(({ code: 'signature_invalid', details: { field: 'X-Turnkey-Timestamp' } }));
    }
    expect((await verifyWebhookSignature({ body, headers: signedHeaders(), publicKeys: { [keyId]: publicKey }, now: now + 60 * 60_000, toleranceMs: 61 * 60_000 })).eventId).toBe('evt-1');
  });

  it.each([
    ['X-Turnkey-Signature', undefined],
    ['X-Turnkey-Signature', 'abcd'],
    ['X-Turnkey-Timestamp', 'yesterday'],
    ['X-Turnkey-Event-Id', undefined],
    ['X-Turnkey-Signature-Key-Id', ''],
    ['X-Turnkey-Signature-Algorithm', 'hmac-sha256'],
    ['X-Turnkey-Signature-Version', 'v2'],
  ])('refuses a malformed %s (%s): invalid_input naming it', async (name, value) => {
    const headers = signedHeaders();
    if (value === undefined) delete headers[name];
    else headers[name] = value;
    await expect(verify(headers)).rejects.toMatchObject(({ code: 'invalid_input', details: { field: name } }));
  });
});
