import { notFound } from '../../errors';
import { findPrivateKey, organizationPrivateKeys } from '../../private-keys/private-key-store';
import { privateKeyView, type PrivateKeyView } from '../../private-keys/private-key-view';
import { stringField } from '../../request-body';
import type { QueryRoute } from './query';

/**
 * `list_private_keys {organizationId}` → `{privateKeys}`: the caller organization's private keys,
 * oldest first, without key material. Beyond the spec (which lists no private key query):
 * Turnkey's API has it under this path (its SDK method is getPrivateKeys; the mock also answers
 * `get_private_keys`).
 */
export const getPrivateKeys: QueryRoute = (context, caller): { privateKeys: PrivateKeyView[] } => ({
  privateKeys: organizationPrivateKeys(context, caller.organization.organizationId).map(privateKeyView),
});

/** `get_private_key {organizationId, privateKeyId}` → `{privateKey}`. Beyond the spec, as Turnkey's API has it. */
export const getPrivateKey: QueryRoute = (context, caller, body): { privateKey: PrivateKeyView } => {
  const privateKeyId = stringField(body, 'privateKeyId', 'privateKeyId', 200);
  const key = findPrivateKey(context, caller.organization.organizationId, privateKeyId);
  if (key === undefined) throw notFound('privateKeyId', "is not a private key of the caller's organization");
  return { privateKey: privateKeyView(key) };
};
