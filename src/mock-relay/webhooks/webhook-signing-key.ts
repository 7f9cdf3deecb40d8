/**
 * The mock relay's Ed25519 webhook signing key (protocol.md section 12): made once, kept in the
 * state (and across resets), published with its key id at `GET /__mock/webhooks`.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { webhookSignatureInput, WEBHOOK_SIGNATURE_HEADERS } from '../../core/crypto/webhook-signature';
import { fromHex, toHex } from '../../core/encoding/hex';
import type { StoredWebhookSigningKey } from '../org-resources-state';

export interface WebhookPublicKey {
  keyId: string;
  algorithm: 'ed25519';
  /** 32 bytes, hex. */
  publicKey: string;
}

/** A fresh key; its id is derived from the public key (`mock-webhook-<16 hex>`). */
export function generateWebhookSigningKey(): StoredWebhookSigningKey {
  const secret = ed25519.utils.randomSecretKey();
  const publicKey = ed25519.getPublicKey(secret);
  return { keyId: `mock-webhook-${toHex(sha256(publicKey)).slice(0, 16)}`, privateKey: toHex(secret) };
}

export function webhookPublicKey(key: StoredWebhookSigningKey): WebhookPublicKey {
  return { keyId: key.keyId, algorithm: 'ed25519', publicKey: toHex(ed25519.getPublicKey(fromHex(key.privateKey))) };
}

/** The signature headers of one delivery attempt of `body` (the exact bytes sent). */
export function webhookSignatureHeaders(key: StoredWebhookSigningKey, eventId: string, timestampMs: string, body: Uint8Array): Record<string, string> {
  const names = WEBHOOK_SIGNATURE_HEADERS;
  const signature = ed25519.sign(webhookSignatureInput(key.keyId, timestampMs, eventId, body), fromHex(key.privateKey));
  return {
    [names.timestamp]: timestampMs,
    [names.eventId]: eventId,
    [names.keyId]: key.keyId,
    [names.algorithm]: 'ed25519',
    [names.version]: 'v1',
    [names.signature]: toHex(signature),
  };
}
