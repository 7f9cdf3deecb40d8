import type { RouteContext } from '../../route-context';
import type { WebhookDelivery } from '../../webhooks/webhook-dispatcher';
import type { WebhookPublicKey } from '../../webhooks/webhook-signing-key';

/**
 * `GET /__mock/webhooks?endpointId=…` → `{signingKey, deliveries}`: the key deliveries are
 * signed with (`{keyId, algorithm: 'ed25519', publicKey}`, for verifyWebhookSignature) and the
 * delivery log, oldest first, each delivery with its attempts. Not part of the service.
 */
export function mockWebhooks(context: RouteContext, endpointId: string | undefined): { signingKey: WebhookPublicKey; deliveries: WebhookDelivery[] } {
  return {
    signingKey: context.webhooks.publicKey(),
    deliveries: context.webhooks.deliveries(endpointId === undefined || endpointId === '' ? undefined : endpointId),
  };
}
