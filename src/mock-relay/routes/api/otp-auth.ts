import { encryptCredentialBundle } from '../../../core/crypto/credential-bundle';
import { parsePublicKeyHex } from '../../../core/crypto/p256';
import { publicKeyFromPrivateKey, randomPrivateKey } from '../../../core/crypto/p256-private-key';
import { toHex } from '../../../core/encoding/hex';
import { invalidArgument, notFound } from '../../errors';
import { checkOtpCode, refuseUnusableOtp } from '../../otp-check';
import { optionalBooleanField, optionalStringField, stringField } from '../../request-body';
import { defaultSessionKeySeconds, lifetimeSeconds } from './create-read-write-session';
import type { SubmitRoute } from './submit';

export interface OtpAuthResult {
  userId: string;
  apiKeyId: string;
  credentialBundle: string;
}

/**
 * `otp_auth` (spec section 4.2): logs a user in with a sent code. `otpId` names a code the relay
 * sent (otp_init_v2: the mock's OTP init), `otpCode` is what the user typed (compared as the relay
 * compares it: wrong codes count, the last allowed one kills the OTP; a used, dead or expired OTP
 * is 400 FAILED_PRECONDITION naming `parameters.otpId`), and the user holding the code's contact
 * must be in the caller's organization (404 naming `parameters.otpId` otherwise). A new P-256 key
 * is registered for that user as an `CREDENTIAL_TYPE_OTP_AUTH_KEY_P256` API key named `apiKeyName`
 * (default `OTP Auth - <timestamp>`) expiring after `expirationSeconds` (default 900), and its
 * private key is returned HPKE-encrypted to `targetPublicKey` (protocol.md section 3).
 * `invalidateExisting` revokes the user's earlier OTP-auth keys. Every parameter is checked before
 * the code is. Result `otpAuthResult {userId, apiKeyId, credentialBundle}`.
 */
export const otpAuth: SubmitRoute = {
  type: 'ACTIVITY_TYPE_OTP_AUTH',
  intentMember: 'otpAuthIntent',
  resultMember: 'otpAuthResult',
  async run(context, caller, parameters): Promise<OtpAuthResult> {
    const { store } = context;
    const otpId = stringField(parameters, 'otpId', 'parameters.otpId', 200);
    const otpCode = stringField(parameters, 'otpCode', 'parameters.otpCode', 64);
    const targetHex = stringField(parameters, 'targetPublicKey', 'parameters.targetPublicKey', 200);
    if (targetHex.length !== 130) throw invalidArgument('parameters.targetPublicKey', 'must be an uncompressed P-256 public key in hex (130 characters)');
    const target = await parsePublicKeyHex(targetHex, 'parameters.targetPublicKey');
    const now = context.now();
    const apiKeyName = optionalStringField(parameters, 'apiKeyName', 'parameters.apiKeyName', 256) ?? `OTP Auth - ${new Date(now).toISOString()}`;
    const seconds = lifetimeSeconds(parameters, 'expirationSeconds', 'parameters.expirationSeconds', defaultSessionKeySeconds);
    const invalidateExisting = optionalBooleanField(parameters, 'invalidateExisting', 'parameters.invalidateExisting') ?? false;

    const otp = store.getOtp(otpId);
    if (otp === undefined) throw notFound('parameters.otpId', 'no code was sent with this otpId');
    refuseUnusableOtp(otp, now, 'parameters.otpId');
    checkOtpCode(context, otp, otpCode, 'parameters.otpCode');
    const user = store.findUserByContact(otp.otpType, otp.contact);
    if (user === undefined || user.organizationId !== caller.organization.organizationId) {
      throw notFound('parameters.otpId', "the code's contact is not a user of the caller's organization");
    }

    const privateKey = randomPrivateKey();
    let credentialBundle: string;
    let publicKey: string;
    try {
      publicKey = toHex(publicKeyFromPrivateKey(privateKey, true));
      credentialBundle = await encryptCredentialBundle(privateKey, target);
    } finally {
      privateKey.fill(0);
    }
    // Checked again after the await: a concurrent use of the same code wins once.
    const current = store.getOtp(otpId);
    if (current === undefined) throw notFound('parameters.otpId', 'no code was sent with this otpId');
    refuseUnusableOtp(current, context.now(), 'parameters.otpId');
    store.updateOtp(otpId, { status: 'verified' });
    if (invalidateExisting) store.removeSessionKeys(user.userId, undefined, 'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256');
    const apiKey = store.addApiKey(
      user,
      { apiKeyName, publicKey, curveType: 'API_KEY_CURVE_P256', credentialType: 'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256', expiresAt: now + seconds * 1000 },
      now,
    );
    return { userId: user.userId, apiKeyId: apiKey.apiKeyId, credentialBundle };
  },
};
