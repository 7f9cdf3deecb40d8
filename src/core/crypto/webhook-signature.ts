import { LoginKitError, invalidInput } from '../errors';
import { fromHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { bufferSource, subtleCrypto } from './webcrypto';

/**
 * Webhook delivery signatures (protocol.md section 12), as a receiving server checks them:
 * Ed25519 over UTF-8 `v1.ed25519.<keyId>.<timestampMs>.<eventId>.` followed by the raw body
 * bytes, with the headers `X-Turnkey-Timestamp` (epoch ms), `X-Turnkey-Event-Id`,
 * `X-Turnkey-Signature-Key-Id`, `X-Turnkey-Signature-Algorithm: ed25519`,
 * `X-Turnkey-Signature-Version: v1` and `X-Turnkey-Signature` (hex, 64 bytes).
 */

export const WEBHOOK_SIGNATURE_HEADERS = {
  timestamp: 'X-Turnkey-Timestamp',
  eventId: 'X-Turnkey-Event-Id',
  keyId: 'X-Turnkey-Signature-Key-Id',
  algorithm: 'X-Turnkey-Signature-Algorithm',
  version: 'X-Turnkey-Signature-Version',
  signature: 'X-Turnkey-Signature',
} as const;

/** Headers as a `Headers` object or a plain record such as Node's `IncomingHttpHeaders` (names case-insensitive). */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Ed25519 public keys (32 bytes, hex or bytes) by key id, or a lookup returning undefined for unknown ids. */
export type WebhookPublicKeys =
  | Readonly<Record<string, string | Uint8Array>>
  | ((keyId: string) => string | Uint8Array | undefined);

export interface VerifyWebhookSignatureInput {
  /** The request body exactly as received (bytes; a string is taken as its UTF-8 bytes). Never re-serialized JSON. */
  body: Uint8Array | string;
  headers: WebhookHeaders;
  /** The sender's public keys (the mock relay publishes its own at `GET /__mock/webhooks`). */
  publicKeys: WebhookPublicKeys;
  /** The replay window: how far the timestamp may be from `now`, either way (default 5 minutes). */
  toleranceMs?: number;
  /** The receiver's clock, epoch ms (default `Date.now()`). */
  now?: number;
}

export interface VerifiedWebhook {
  eventId: string;
  keyId: string;
  timestampMs: number;
}

/** The default replay window. */
export const webhookSignatureToleranceMs = 5 * 60 * 1000;

/** The bytes a delivery's signature covers (what a sender signs). */
export function webhookSignatureInput(keyId: string, timestampMs: string, eventId: string, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = utf8Encode(`v1.ed25519.${keyId}.${timestampMs}.${eventId}.`);
  const input = new Uint8Array(prefix.length + body.length);
  input.set(prefix);
  input.set(body, prefix.length);
  return input;
}

function header(headers: WebhookHeaders, name: string): string {
  let value: string | readonly string[] | null | undefined;
  if (typeof (headers as Headers).get === 'function') value = (headers as Headers).get(name);
  else {
    const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
    const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
    value = key === undefined ? undefined : record[key];
  }
  if (Array.isArray(value)) throw invalidInput(name, 'must be sent once');
  if (typeof value !== 'string' || value.trim() === '') throw invalidInput(name, 'is required on a signed webhook delivery');
  return value.trim();
}

function rejected(field: string, problem: string): LoginKitError {
  return new LoginKitError('signature_invalid', `${field}: ${problem}`, { details: { field } });
}

function lookUp(publicKeys: WebhookPublicKeys, keyId: string): Uint8Array {
  const found = typeof publicKeys === 'function' ? publicKeys(keyId) : Object.hasOwn(publicKeys, keyId) ? publicKeys[keyId] : undefined;
  if (found === undefined) throw rejected(WEBHOOK_SIGNATURE_HEADERS.keyId, `names no known key (${keyId})`);
  const key = typeof found === 'string' ? fromHex(found, 'publicKeys') : found;
  if (key.length !== 32) throw invalidInput('publicKeys', `the key for ${keyId} must be a 32-byte Ed25519 public key`);
  return key;
}

/**
 * Verifies a webhook delivery: the headers are well-formed (`invalid_input` naming the header
 * otherwise), the key id is known, the timestamp lies within the replay window and the
 * signature verifies over the raw body (`signature_invalid` naming the header otherwise).
 * Returns the event id (deduplicate on it: a retried delivery repeats it), key id and timestamp.
 * Ed25519 runs on WebCrypto (Node ≥ 20, current browsers), hence async.
 */
export async function verifyWebhookSignature(input: VerifyWebhookSignatureInput): Promise<VerifiedWebhook> {
  const names = WEBHOOK_SIGNATURE_HEADERS;
  const algorithm = header(input.headers, names.algorithm);
  if (algorithm.toLowerCase() !== 'ed25519') throw invalidInput(names.algorithm, `must be ed25519 (got ${algorithm})`);
  const version = header(input.headers, names.version);
  if (version !== 'v1') throw invalidInput(names.version, `must be v1 (got ${version})`);
  const keyId = header(input.headers, names.keyId);
  const eventId = header(input.headers, names.eventId);
  const timestampText = header(input.headers, names.timestamp);
  if (!/^\d{1,16}$/.test(timestampText)) throw invalidInput(names.timestamp, 'must be epoch milliseconds');
  const signatureText = header(input.headers, names.signature);
  if (!/^[0-9a-f]{128}$/i.test(signatureText)) throw invalidInput(names.signature, 'must be a 64-byte signature in hex');

  const timestampMs = Number(timestampText);
  const tolerance = input.toleranceMs ?? webhookSignatureToleranceMs;
  if (Math.abs((input.now ?? Date.now()) - timestampMs) > tolerance) {
    throw rejected(names.timestamp, `is outside the replay window of ${tolerance} ms`);
  }
  const publicKey = lookUp(input.publicKeys, keyId);
  const body = typeof input.body === 'string' ? utf8Encode(input.body) : input.body;
  const subtle = subtleCrypto();
  let valid: boolean;
  try {
    const key = await subtle.importKey('raw', bufferSource(publicKey), { name: 'Ed25519' }, false, ['verify']);
    valid = await subtle.verify({ name: 'Ed25519' }, key, bufferSource(fromHex(signatureText)), webhookSignatureInput(keyId, timestampText, eventId, body));
  } catch {
    valid = false; // a key that is not a point, or a malformed signature
  }
  if (!valid) throw rejected(names.signature, 'does not verify over the body with the named key');
  return { eventId, keyId, timestampMs };
}
