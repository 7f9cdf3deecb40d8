import type { VerificationTokenClaims } from '../../../core/crypto/jwt';
import { isLoginKitError } from '../../../core/errors';
import type { OtpType } from '../../../core/transport/relay-types';
import { grpcCodes, RelayError } from '../../errors';
import type { RouteContext } from '../../route-context';
import { otpTypes } from './contact';

export interface VerifiedToken {
  id: string;
  otpType: OtpType;
  contact: string;
  publicKey: string;
  /** Epoch ms. */
  expiresAt: number;
}

function tokenInvalid(field: string, problem: string): RelayError {
  return new RelayError(grpcCodes.invalidArgument, 'TOKEN_INVALID', problem, { field });
}

/**
 * Checks a verification token as the relay does: the TLS-fetcher signature, the expiry (exp
 * in ms), the claims' types, and that it was issued for this relay's parent organization.
 */
export async function verifyToken(context: RouteContext, token: string, field = 'verificationToken'): Promise<VerifiedToken> {
  let claims: VerificationTokenClaims;
  try {
    claims = await context.enclave.verifyVerificationToken(token, context.now());
  } catch (error) {
    if (isLoginKitError(error, 'token_expired')) {
      throw new RelayError(grpcCodes.failedPrecondition, 'TOKEN_EXPIRED', 'has expired; verify a new code', { field });
    }
    if (isLoginKitError(error)) throw tokenInvalid(field, 'is not a verification token signed by this relay');
    throw error;
  }
  const { id, verification_type: type, contact, organization_id: organizationId, public_key: publicKey, exp } = claims as unknown as Record<
    string,
    unknown
  >;
  if (typeof id !== 'string' || id === '' || typeof contact !== 'string' || typeof publicKey !== 'string' || typeof exp !== 'string') {
    throw tokenInvalid(field, 'lacks id, contact, public_key or exp');
  }
  if (typeof type !== 'string' || !(otpTypes as readonly string[]).includes(type)) throw tokenInvalid(field, 'has an unknown verification_type');
  if (organizationId !== context.config.organizationId) throw tokenInvalid(field, "was issued for another organization's relay");
  return { id, otpType: type as OtpType, contact, publicKey: publicKey.toLowerCase(), expiresAt: Number(exp) };
}
