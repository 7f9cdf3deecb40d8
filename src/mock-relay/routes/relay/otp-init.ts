import { randomPrivateKey, publicKeyFromPrivateKey } from '../../../core/crypto/p256';
import { toHex } from '../../../core/encoding/hex';
import type { OtpInitResponse } from '../../../core/transport/relay-types';
import { grpcCodes, RelayError } from '../../errors';
import { randomCode, randomUuid } from '../../ids';
import { hashCode } from '../../otp-code';
import { otpLifetimeMs } from '../../relay-config';
import { enumField, optionalStringField, stringField } from '../../request-body';
import type { RouteContext } from '../../route-context';
import { contactKey } from '../../store';
import { otpTypes, providerOf, requireContact } from './contact';

const digits = '0123456789';
const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * `POST /v1/otp_init_v2 {otpType, contact, appName?}` → `{otpId, otpEncryptionTargetBundle}`.
 * Checks the channel is enabled and the contact well-formed, limits sends per contact, makes a
 * code and a fresh per-OTP HPKE target key, and "sends" the code to the mailbox.
 */
export function otpInit(context: RouteContext, body: Record<string, unknown>): OtpInitResponse {
  const { config, store } = context;
  const otpType = enumField(body, 'otpType', otpTypes);
  const contact = requireContact(otpType, stringField(body, 'contact', 'contact', 320), 'contact');
  const appName = optionalStringField(body, 'appName', 'appName', 200);
  const provider = providerOf(otpType);
  if (!config.enabledProviders.includes(provider)) {
    throw new RelayError(grpcCodes.permissionDenied, 'METHOD_DISABLED', `${provider} codes are disabled in this relay's configuration`, {
      field: 'otpType',
    });
  }

  const now = context.now();
  const windowMs = config.otpSendWindowSeconds * 1000;
  const key = contactKey(otpType, contact);
  store.prune(now, windowMs);
  const recent = store.recentSends(key, now, windowMs);
  if (recent.length >= config.otpSendLimit) {
    // The send that frees a slot is the oldest of the last `otpSendLimit` sends.
    const oldest = recent[recent.length - config.otpSendLimit] ?? now;
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    throw new RelayError(
      grpcCodes.resourceExhausted,
      'RATE_LIMITED',
      `too many codes sent to this contact (${config.otpSendLimit} per ${config.otpSendWindowSeconds} s); retry in ${retryAfterSeconds} s`,
      { field: 'contact', headers: { 'Retry-After': String(retryAfterSeconds) } },
    );
  }

  const code = randomCode(config.otpLength, config.otpAlphanumeric ? alphanumerics : digits);
  const targetPrivateKey = randomPrivateKey();
  const otpEncryptionTargetBundle = context.enclave.signTargetBundle(publicKeyFromPrivateKey(targetPrivateKey, false));
  const otpId = randomUuid();
  store.addOtp({
    otpId,
    otpType,
    contact,
    codeHash: hashCode(code),
    targetPrivateKey: toHex(targetPrivateKey),
    createdAt: now,
    expiresAt: now + otpLifetimeMs,
    attempts: 0,
    status: 'pending',
  });
  store.recordSend(key, now, windowMs);
  const sender = appName ?? config.appName;
  context.mailbox.send({ contact, otpType, code, otpId, sentAt: now, ...(sender === undefined ? {} : { appName: sender }) });
  return { otpId, otpEncryptionTargetBundle };
}
