/**
 * Who fills each member of the requests the kit sends: the person, typing it (a contact, a code, a
 * name), or the kit, from protocol data, keys and configuration (ids, tokens, keys, signatures,
 * bundles, timestamps). A refusal that names a typed field asks the person to check what they
 * entered (`invalid_input`); one that names any other field is not the person's doing
 * (`relay_rejected`, service-error.ts). The compiler checks both lists against the request types
 * (relay-types.ts, the passkey registration): a new member of a request must be placed here. A test
 * checks them against every parameter of the API's operations (api/schemas). Only the typed list
 * is needed at run time; the protocol list is for the checks (an app's bundle leaves it out).
 */
import type { PasskeyAttestation } from '../crypto/passkey-registration';
import type { ClientSignature, RelayEndpoint, RelayEndpoints, SignupApiKey, SignupWallet, WalletAccountParams } from './relay-types';

/**
 * What a person types or picks: the contact and the code; names (their own, a passkey's, a key's);
 * and what an app's forms collect for the account API (policies, notes, URLs, CIDR rules, choices).
 * `filterValue` carries the email or phone number typed for EMAIL and PHONE_NUMBER lookups.
 */
const typed = [
  'contact', 'otpCode', 'code', 'email', 'phoneNumber', 'phone', 'userEmail', 'userPhoneNumber', 'userName', 'organizationName',
  'filterValue', 'authenticatorName', 'apiKeyName', 'name', 'notes', 'label', 'cidr', 'url', 'scope', 'condition', 'policyName',
  'policyNotes', 'policyCondition', 'policyConsensus', 'policyEffect', 'mfaPolicyName', 'sessionProfileName', 'userTagName',
  'eventType', 'subscriptions', 'filtersJson', 'order', 'enabled', 'isActive', 'onEvaluationError', 'deleteWithoutExport',
  'requiredAuthenticationMethods', 'rules', 'any', 'iss', 'aud', 'sub', 'oidcClaims', 'language',
] as const;

/**
 * What the kit fills: the relay requests' ids, tokens, keys and signatures (clientSignature and its
 * members, encryptedOtpBundle's); the signup's API keys, passkeys, OAuth providers and the wallet the
 * app configures; the OAuth exchange; the submit body, its stamp headers and the config header; ids
 * and keys in activities' parameters; protocol data the kit relays (bundles, fingerprints).
 */
export const protocolFieldNames = [
  'otpType', 'appName', 'otpId', 'encryptedOtpBundle', 'encappedPublic', 'ciphertext', 'filterType', 'verificationToken',
  'publicKey', 'clientSignature', 'scheme', 'message', 'signature', 'invalidateExisting', 'organizationId', 'apiKeys',
  'curveType', 'expirationSeconds', 'authenticators', 'challenge', 'attestation', 'credentialId', 'clientDataJson',
  'attestationObject', 'transports', 'oauthProviders', 'providerName', 'oidcToken', 'wallet', 'walletName', 'accounts',
  'mnemonicLength', 'curve', 'pathFormat', 'path', 'addressFormat', 'provider', 'authCode', 'redirectUri', 'codeVerifier',
  'nonce', 'clientId', 'type', 'timestampMs', 'parameters', 'generateAppProofs', 'body', 'X-Stamp', 'X-Stamp-WebAuthn',
  'X-Auth-Proxy-Config-Id', 'X-Captcha-Token', 'activityId', 'authenticatorId', 'authenticatorIds', 'bearerTokenTargetPublicKey', 'endpointId',
  'id', 'mfaPolicyId', 'oauth2CredentialId', 'policyId', 'privateKeyId', 'privateKeyIds', 'targetPublicKey', 'userId',
  'userIds', 'userTagIds', 'credentialBundle', 'fingerprint', 'walletId', 'address',
] as const;

/** Fails to compile naming what `T` holds when it is not `never`. */
type ExpectNone<T extends never> = T;
type Placed = (typeof typed)[number] | (typeof protocolFieldNames)[number];
type MembersOf<T> = T extends unknown ? keyof T & string : never;
type RequestMembers =
  | MembersOf<RelayEndpoints[Exclude<RelayEndpoint, 'wallet_kit_config' | 'wallet_kit_client_params'>]['request']>
  | keyof ClientSignature
  | keyof SignupApiKey
  | keyof SignupWallet
  | keyof WalletAccountParams
  | keyof PasskeyAttestation
  | keyof PasskeyAttestation['attestation'];
/** Every member of a request type is placed (a new one fails here, named). */
type _EveryRequestMemberPlaced = ExpectNone<Exclude<RequestMembers, Placed>>;
/** No member is both (one that is fails here, named). */
type _NoMemberInBoth = ExpectNone<(typeof typed)[number] & (typeof protocolFieldNames)[number]>;

/** The members a person types or picks: a refusal naming one asks them to check it. */
export const typedFields: ReadonlySet<string> = new Set(typed);

/**
 * Who filled a field as a service names it (`contact`, `clientSignature.publicKey`,
 * `parameters.rules[0].cidr`): the person when a member of its path is typed, else the kit — a
 * field the person typed none of (a name the service chose for something the kit sent).
 */
export function fieldOrigin(path: string): 'typed' | 'protocol' {
  return path.split('.').some((member) => typedFields.has(member.replace(/\[\d*\]/g, '').trim())) ? 'typed' : 'protocol';
}
