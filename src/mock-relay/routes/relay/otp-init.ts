import type { OtpInitResponse } from '../../../core/transport/relay-types';
import { grpcCodes, RelayError } from '../../errors';
import { rateLimited } from '../../rate-limits/otp-rate-limits';
import { randomCode, randomUuid } from '../../ids';
import { hashCode } from '../../otp-code';
import { otpLifetimeMs } from '../../relay-config';
import { enumField, optionalStringField, stringField } from '../../request-body';
import type { RelayRequestInfo, RouteContext } from '../../route-context';
import { contactKey } from '../../store';
import { otpTypes, providerOf, requireContact } from './contact';

const digits = '0123456789';
const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * `POST /v1/otp_init_v2 {otpType, contact, appName?}` → `{otpId, otpEncryptionTargetBundle}`.
 * Limits requests per client address, checks the channel is enabled and the contact
 * well-formed, limits sends per contact, makes a code and a fresh per-OTP HPKE target key, and
 * "sends" the code to the mailbox. Every limit is off with the relay option `rateLimits: false`.
 */
export async function otpInit(context: RouteContext, body: Record<string, unknown>, request: Pick<RelayRequestInfo, 'clientAddress'>): Promise<OtpInitResponse> {
  const { config, store } = context;
  context.rateLimits.checkInitAddress(request.clientAddress, context.now());
  const otpType = enumField(body, 'otpType', otpTypes);
  const contact = requireContact(otpType, stringField(body, 'contact', 'contact', 320), 'contact');
  const appName = optionalStringField(body, 'appName', 'appName', 200);
  const provider = providerOf(otpType);
  if (!config.enabledProviders.includes(provider)) {
    throw new RelayError(grpcCodes.permissionDenied, 'METHOD_DISABLED', `${provider} codes are disabled in this relay's configuration`, {
      field: 'otpType',
    });
  }

  // The target key first: from the send limit's check to the recorded send there is no await,
  // so concurrent requests cannot both pass the limit.
  const { targetPrivateKey, otpEncryptionTargetBundle } = await context.enclave.newOtpTarget();
  const now = context.now();
  const windowMs = config.otpSendWindowSeconds * 1000;
  const key = contactKey(otpType, contact);
  store.prune(now, windowMs);
  const recent = store.recentSends(key, now, windowMs);
  if (context.rateLimits.enabled && recent.length >= config.otpSendLimit) {
    // The send that frees a slot is the oldest of the last `otpSendLimit` sends.
    const oldest = recent[recent.length - config.otpSendLimit] ?? now;
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    const rule = { limit: config.otpSendLimit, windowSeconds: config.otpSendWindowSeconds };
    throw rateLimited('too many codes sent to this contact', rule, retryAfterSeconds, 'contact');
  }

  const code = randomCode(config.otpLength, config.otpAlphanumeric ? alphanumerics : digits);
  const otpId = randomUuid();
  store.addOtp({
    otpId,
    otpType,
    contact,
    codeHash: hashCode(code),
    targetPrivateKey,
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
