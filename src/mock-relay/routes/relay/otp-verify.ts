import { parsePublicKeyHex } from '../../../core/crypto/p256';
import type { OtpVerifyResponse } from '../../../core/transport/relay-types';
import { invalidArgument, notFound } from '../../errors';
import { randomUuid } from '../../ids';
import { checkOtpCode, refuseUnusableOtp } from '../../otp-check';
import { verificationTokenLifetimeMs } from '../../relay-config';
import { stringField } from '../../request-body';
import { contactKey } from '../../store';
import type { RelayRequestInfo, RouteContext } from '../../route-context';

/**
 * `POST /v1/otp_verify_v2 {otpId, encryptedOtpBundle}` → `{verificationToken}`.
 * Opens the bundle with the OTP's target key, compares the code, counts wrong codes (the last
 * allowed wrong code kills the OTP), and issues an ES256 verification token bound to the
 * client key from the bundle. Requests are limited per client address, and attempts per contact
 * (over all of its codes), unless the relay runs with `rateLimits: false`.
 */
export async function otpVerify(context: RouteContext, body: Record<string, unknown>, request: Pick<RelayRequestInfo, 'clientAddress'>): Promise<OtpVerifyResponse> {
  const { config, store } = context;
  context.rateLimits.checkVerifyAddress(request.clientAddress, context.now());
  const otpId = stringField(body, 'otpId', 'otpId', 200);
  const encryptedOtpBundle = stringField(body, 'encryptedOtpBundle', 'encryptedOtpBundle', 16_384);
  const known = store.getOtp(otpId);
  if (known === undefined) throw notFound('otpId', 'no code was sent with this otpId');
  context.rateLimits.checkVerifyContact(contactKey(known.otpType, known.contact), context.now());
  refuseUnusableOtp(known, context.now(), 'otpId');

  let opened: { otpCode: string; publicKey: string };
  try {
    opened = await context.enclave.openOtpBundle(encryptedOtpBundle, known.targetPrivateKey);
  } catch {
    throw invalidArgument('encryptedOtpBundle', "does not decrypt with this code's target key");
  }
  const publicKey = opened.publicKey.toLowerCase();
  if (publicKey.length !== 66) throw invalidArgument('encryptedOtpBundle', 'public_key must be a compressed P-256 key in hex');
  await parsePublicKeyHex(publicKey, 'encryptedOtpBundle.public_key');

  // Look again after the await: a concurrent verify may have used or killed the code.
  const otp = store.getOtp(otpId);
  if (otp === undefined) throw notFound('otpId', 'no code was sent with this otpId');
  const now = context.now();
  refuseUnusableOtp(otp, now, 'otpId');

  checkOtpCode(context, otp, opened.otpCode, 'otpCode');

  store.updateOtp(otpId, { status: 'verified' });
  const verificationToken = await context.enclave.signVerificationToken({
    id: randomUuid(),
    verification_type: otp.otpType,
    contact: otp.contact,
    organization_id: config.organizationId,
    public_key: publicKey,
    exp: String(now + verificationTokenLifetimeMs),
  });
  return { verificationToken };
}
