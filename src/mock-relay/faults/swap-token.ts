import { decodeJwt } from '../../core/crypto/jwt';
import type { OtpType } from '../../core/transport/relay-types';
import { randomUuid } from '../ids';
import { verificationTokenLifetimeMs } from '../relay-config';
import type { RouteContext } from '../route-context';

/**
 * The `swap-token` fault: an `otp_verify_v2` answer's verification token (which the relay just
 * issued for the person's code) replaced by a genuine token — signed with the TLS-fetcher key as
 * every token — for contact `to` (and `verificationType`, else the original's type), bound to
 * the original's `public_key` (the person's client key), with a fresh `id` and the usual
 * lifetime. Token checks are stateless (signature, claims, expiry, single use by id), so the rest
 * of the relay takes it as one it issued. What a relay that verified its own code for an
 * attacker's address, with the person's key in the bundle, would hand back.
 */
export async function swapVerificationToken(context: RouteContext, answer: Record<string, unknown>, rule: { to: string; verificationType?: OtpType }): Promise<void> {
  const original = decodeJwt(answer.verificationToken as string, 'verificationToken').payload;
  answer.verificationToken = await context.enclave.signVerificationToken({
    id: randomUuid(),
    verification_type: rule.verificationType ?? String(original.verification_type),
    contact: rule.to,
    organization_id: String(original.organization_id),
    public_key: String(original.public_key),
    exp: String(context.now() + verificationTokenLifetimeMs),
  });
}
