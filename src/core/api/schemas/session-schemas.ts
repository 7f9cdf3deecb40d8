import { formats } from '../formats';
import { flag, freeText, optional, record, text, type SubmitSchema } from '../param-schema';

/** The login-style activities and session profiles (spec section 4.2). */
export const sessionSchemas = {
  otp_auth: {
    params: record({
      otpId: text(),
      otpCode: text(formats.otpCode),
      targetPublicKey: text(formats.uncompressedP256),
      apiKeyName: optional(text()),
      expirationSeconds: optional(text(formats.seconds)),
      invalidateExisting: optional(flag()),
    }),
    result: record({ userId: text(), apiKeyId: optional(text()), credentialBundle: optional(text()) }),
  },
  oauth2_authenticate: {
    params: record({
      oauth2CredentialId: text(),
      authCode: text(),
      redirectUri: text(formats.httpUrl),
      codeVerifier: text(formats.pkceVerifier),
      nonce: text(formats.sha256Hex),
      bearerTokenTargetPublicKey: optional(text(formats.p256)),
    }),
    result: record({ oidcToken: text() }),
  },
  create_read_write_session: {
    params: record({
      targetPublicKey: text(formats.uncompressedP256),
      userId: optional(text()),
      apiKeyName: optional(text()),
      expirationSeconds: optional(text(formats.seconds)),
      invalidateExisting: optional(flag()),
    }),
    result: record({
      organizationId: text(),
      organizationName: freeText(),
      userId: text(),
      username: freeText(),
      apiKeyId: text(),
      credentialBundle: text(),
    }),
  },
  create_session_profile: {
    params: record({
      sessionProfileName: text(),
      scope: text(),
      expirationSeconds: optional(text(formats.seconds)),
      notes: optional(freeText()),
    }),
    result: record({ sessionProfileId: text() }),
  },
} satisfies Record<string, SubmitSchema>;
