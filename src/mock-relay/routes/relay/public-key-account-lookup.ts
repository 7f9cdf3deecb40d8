import { compressPublicKey } from '../../../core/crypto/p256';
import { fromHex, toHex } from '../../../core/encoding/hex';
import type { AccountResponse } from '../../../core/transport/relay-types';
import { invalidArgument } from '../../errors';
import type { RouteContext } from '../../route-context';

/**
 * The `PUBLIC_KEY` account lookup (protocol.md section 13, step 2): the sub-organization whose user
 * holds an unexpired API key with this public key, of any curve, or `{}`. Hex in any case; 32 bytes
 * (Ed25519, a Solana wallet), 33 bytes compressed (P-256 or secp256k1, an Ethereum wallet), or 65
 * bytes uncompressed, compared compressed as the store keeps P-256 keys. Anything else is 400
 * naming `filterValue`.
 */
export function lookUpPublicKeyAccount(context: RouteContext, value: string): AccountResponse {
  const publicKey = storedForm(value);
  const key = context.store.findApiKey(publicKey);
  if (key === undefined || (key.expiresAt !== undefined && key.expiresAt <= context.now())) return {};
  const user = context.store.getUser(key.userId);
  return user === undefined ? {} : { organizationId: user.organizationId };
}

/** Lowercase hex, uncompressed SEC1 keys compressed (the parity of y, then x: encoding only). */
function storedForm(value: string): string {
  const hex = value.toLowerCase();
  if (/^[0-9a-f]{64}$/.test(hex) || /^0[23][0-9a-f]{64}$/.test(hex)) return hex;
  if (/^04[0-9a-f]{128}$/.test(hex)) return toHex(compressPublicKey(fromHex(hex, 'filterValue'), 'filterValue'));
  throw invalidArgument(
    'filterValue',
    'must be a public key in hex: 64 characters (Ed25519), 66 (compressed P-256 or secp256k1, starting 02 or 03) or 130 (uncompressed, starting 04)',
  );
}
