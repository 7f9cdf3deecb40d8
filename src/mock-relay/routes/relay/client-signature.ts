import { verifyClientSignature } from '../../../core/crypto/client-signature';
import type { ClientSignature } from '../../../core/transport/relay-types';
import { grpcCodes, invalidArgument, RelayError } from '../../errors';
import { enumField, objectField, stringField } from '../../request-body';

/** `clientSignature` checked for shape: compressed key, scheme, message, raw r‖s hex. */
export function clientSignatureField(body: Record<string, unknown>, field = 'clientSignature'): ClientSignature {
  const value = objectField(body, field);
  const publicKey = stringField(value, 'publicKey', `${field}.publicKey`, 200).toLowerCase();
  if (!/^0[23][0-9a-f]{64}$/.test(publicKey)) throw invalidArgument(`${field}.publicKey`, 'must be a compressed P-256 public key in hex');
  const scheme = enumField(value, 'scheme', ['CLIENT_SIGNATURE_SCHEME_API_P256'] as const, `${field}.scheme`);
  const message = stringField(value, 'message', `${field}.message`, 65_536);
  const signature = stringField(value, 'signature', `${field}.signature`, 200);
  if (!/^[0-9a-fA-F]{128}$/.test(signature)) throw invalidArgument(`${field}.signature`, 'must be a raw r‖s signature in hex (128 characters)');
  return { publicKey, scheme, message, signature };
}

/**
 * The relay's checks on a client signature: made by `expectedPublicKey` (the token's
 * `public_key`), over exactly `expectedMessage`, and valid.
 */
export async function checkClientSignature(
  signature: ClientSignature,
  expectedPublicKey: string,
  expectedMessage: string,
  field = 'clientSignature',
): Promise<void> {
  if (signature.publicKey !== expectedPublicKey) {
    throw invalidArgument(`${field}.publicKey`, "does not match the verification token's public_key");
  }
  if (signature.message !== expectedMessage) {
    throw new RelayError(grpcCodes.invalidArgument, 'SIGNATURE_INVALID', 'is not the expected message for this request and token', {
      field: `${field}.message`,
    });
  }
  if (!(await verifyClientSignature(signature))) {
    throw new RelayError(grpcCodes.invalidArgument, 'SIGNATURE_INVALID', 'does not verify with clientSignature.publicKey', {
      field: `${field}.signature`,
    });
  }
}
