import { parsePublicKeyHex } from '../../../core/crypto/p256';
import { invalidArgument } from '../../errors';
import { stringField } from '../../request-body';

/** An export's `targetPublicKey`: an uncompressed P-256 public key in hex, as export_private_key reads it. */
export async function exportTargetKey(parameters: Record<string, unknown>): Promise<Uint8Array> {
  const targetHex = stringField(parameters, 'targetPublicKey', 'parameters.targetPublicKey', 200);
  if (targetHex.length !== 130) throw invalidArgument('parameters.targetPublicKey', 'must be an uncompressed P-256 public key in hex (130 characters)');
  return parsePublicKeyHex(targetHex, 'parameters.targetPublicKey');
}
