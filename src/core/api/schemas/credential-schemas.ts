import { formats } from '../formats';
import { ids, list, oneOf, optional, record, text, type Refinement, type SubmitSchema } from '../param-schema';

export const apiKeyCurves = ['API_KEY_CURVE_P256', 'API_KEY_CURVE_SECP256K1', 'API_KEY_CURVE_ED25519'] as const;

export const authenticatorTransports = [
  'AUTHENTICATOR_TRANSPORT_BLE',
  'AUTHENTICATOR_TRANSPORT_INTERNAL',
  'AUTHENTICATOR_TRANSPORT_NFC',
  'AUTHENTICATOR_TRANSPORT_USB',
  'AUTHENTICATOR_TRANSPORT_HYBRID',
] as const;

/** An Ed25519 key is 32 bytes (64 hex); P-256 and secp256k1 keys are compressed points (66 hex, 02/03). */
const keyMatchesCurve: Refinement = ({ publicKey, curveType }) => {
  const key = String(publicKey);
  const ok = curveType === 'API_KEY_CURVE_ED25519' ? key.length === 64 : key.length === 66 && /^0[23]/.test(key);
  return ok ? undefined : { field: 'publicKey', problem: `does not fit ${String(curveType)}: ${curveType === 'API_KEY_CURVE_ED25519' ? '64 hex characters' : '66 hex characters starting with 02 or 03'}` };
};

/** An OIDC token or its claims identify the provider account: one of them, not both (as the service refuses both). */
const tokenOrClaims: Refinement = ({ oidcToken, oidcClaims }) => {
  if (oidcToken !== undefined && oidcClaims !== undefined) return { field: '', problem: 'give oidcToken or oidcClaims, not both' };
  return oidcToken === undefined && oidcClaims === undefined ? { field: 'oidcClaims', problem: 'is required (or oidcToken)' } : undefined;
};

/** The user's credentials: API keys, passkeys (authenticators) and OAuth providers (spec section 4.2). */
export const credentialSchemas = {
  create_api_keys: {
    params: record({
      userId: text(),
      apiKeys: list(
        record(
          {
            apiKeyName: text(),
            publicKey: text(formats.apiPublicKey),
            curveType: oneOf(apiKeyCurves),
            expirationSeconds: optional(text(formats.seconds)),
          },
          keyMatchesCurve,
        ),
        { nonEmpty: true },
      ),
    }),
    result: record({ apiKeyIds: list(text()) }),
  },
  create_authenticators: {
    params: record({
      userId: text(),
      authenticators: list(
        record({
          authenticatorName: text(),
          challenge: text(formats.base64url),
          attestation: record({
            credentialId: text(formats.base64url),
            clientDataJson: text(formats.base64url),
            attestationObject: text(formats.base64url),
            transports: list(oneOf(authenticatorTransports), { unique: true }),
          }),
        }),
        { nonEmpty: true },
      ),
    }),
    // The spec does not show it; Turnkey answers {authenticatorIds} (see operations.ts).
    result: record({ authenticatorIds: optional(list(text())) }),
  },
  delete_authenticators: {
    params: record({ userId: text(), authenticatorIds: ids() }),
    result: record({ authenticatorIds: list(text()) }),
  },
  create_oauth_providers: {
    params: record({
      userId: text(),
      oauthProviders: list(
        record(
          {
            providerName: text(),
            oidcToken: optional(text()),
            oidcClaims: optional(record({ iss: text(), sub: text(), aud: text() })),
          },
          tokenOrClaims,
        ),
        { nonEmpty: true },
      ),
    }),
    result: record({ providerIds: list(text()) }),
  },
} satisfies Record<string, SubmitSchema>;
