import { compressPublicKey } from '../../core/crypto/p256';
import { parsePublicKeyHexSync } from '../../core/crypto/p256-private-key';
import { toHex } from '../../core/encoding/hex';
import { notFound } from '../errors';
import { optionalStringField } from '../request-body';
import type { Caller } from '../routes/api/caller';
import type { RouteContext } from '../route-context';

/**
 * The optional `publicKey` parameter of the IP allowlist operations: a public key of an API key
 * of the caller's organization (hex; an uncompressed P-256 key is taken in its compressed form,
 * as keys are registered). Undefined when absent (organization level); 404 naming `path` when no
 * API key of the organization has it.
 */
export function apiKeyPublicKeyParameter(context: RouteContext, caller: Caller, parameters: Record<string, unknown>, path: string): string | undefined {
  const given = optionalStringField(parameters, 'publicKey', path, 200);
  if (given === undefined) return undefined;
  const publicKey = /^04[0-9a-f]{128}$/i.test(given) ? toHex(compressPublicKey(parsePublicKeyHexSync(given, path), path)) : given.toLowerCase();
  const key = context.store.findApiKey(publicKey);
  if (key === undefined || key.organizationId !== caller.organization.organizationId) {
    throw notFound(path, "is not the public key of an API key of the caller's organization");
  }
  return publicKey;
}
