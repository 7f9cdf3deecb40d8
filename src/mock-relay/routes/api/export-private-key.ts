import { fromHex } from '../../../core/encoding/hex';
import { notFound } from '../../errors';
import { findPrivateKey, markExported } from '../../private-keys/private-key-store';
import { stringField } from '../../request-body';
import { exportTargetKey } from './export-target-key';
import type { SubmitRoute } from './submit';

/**
 * `export_private_key` (spec section 4.2): the private key (its 32 raw bytes: the secp256k1
 * scalar or the Ed25519 seed) HPKE-sealed to `targetPublicKey` (uncompressed P-256 hex), in an
 * export bundle (protocol.md section 4): an enclave envelope signed by the signer key whose data
 * is `{encappedPublic, ciphertext, organizationId}`, the organization being the key's. The key is
 * then marked exported. Result `exportPrivateKeyResult {privateKeyId, exportBundle}`.
 */
export const exportPrivateKey: SubmitRoute = {
  type: 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY',
  intentMember: 'exportPrivateKeyIntent',
  resultMember: 'exportPrivateKeyResult',
  async run(context, caller, parameters): Promise<{ privateKeyId: string; exportBundle: string }> {
    const privateKeyId = stringField(parameters, 'privateKeyId', 'parameters.privateKeyId', 200);
    const target = await exportTargetKey(parameters);
    const key = findPrivateKey(context, caller.organization.organizationId, privateKeyId);
    if (key === undefined) throw notFound('parameters.privateKeyId', "is not a private key of the caller's organization");
    const secret = fromHex(key.privateKey);
    let exportBundle: string;
    try {
      exportBundle = await context.enclave.sealExportBundle(secret, target, key.organizationId);
    } finally {
      secret.fill(0);
    }
    markExported(context, key);
    return { privateKeyId: key.privateKeyId, exportBundle };
  },
};
