/**
 * Who fills each member of the requests the kit sends: the person, typing it (`typed`: a contact,
 * a code, a name), or the kit, from protocol data, keys and configuration (`protocol`: ids,
 * tokens, keys, signatures, bundles, timestamps). A refusal that names a `typed` field asks the
 * person to check what they entered (`invalid_input`); one that names a `protocol` field is not
 * the person's doing (`relay_rejected`, service-error.ts). The tables are checked against the
 * request types by the compiler: a new member of a request must be placed here.
 */
import type { PasskeyAttestation } from '../crypto/passkey-registration';
import type { ClientSignature, RelayEndpoint, RelayEndpoints, SignupApiKey, SignupWallet, WalletAccountParams } from './relay-types';

export type FieldOrigin = 'typed' | 'protocol';

type Origins<T> = { readonly [K in keyof T]-?: FieldOrigin };

/** The relay endpoints' request bodies (relay-types.ts). */
const relayRequests = {
  wallet_kit_config: {},
  otp_init_v2: { otpType: 'protocol', contact: 'typed', appName: 'protocol' },
  otp_verify_v2: { otpId: 'protocol', encryptedOtpBundle: 'protocol' },
  // filterValue carries the email or phone number typed for EMAIL and PHONE_NUMBER lookups.
  account: { filterType: 'protocol', filterValue: 'typed', verificationToken: 'protocol' },
  otp_login_v2: { verificationToken: 'protocol', publicKey: 'protocol', clientSignature: 'protocol', invalidateExisting: 'protocol', organizationId: 'protocol' },
  signup_v2: {
    userEmail: 'typed',
    userPhoneNumber: 'typed',
    userName: 'typed',
    organizationName: 'typed',
    verificationToken: 'protocol',
    clientSignature: 'protocol',
    apiKeys: 'protocol',
    authenticators: 'protocol',
    oauthProviders: 'protocol',
    wallet: 'protocol',
  },
  oauth_login: { oidcToken: 'protocol', publicKey: 'protocol', invalidateExisting: 'protocol' },
  oauth2_authenticate: { provider: 'protocol', authCode: 'protocol', redirectUri: 'protocol', codeVerifier: 'protocol', nonce: 'protocol', clientId: 'protocol' },
} as const satisfies { readonly [E in RelayEndpoint]: Origins<RelayEndpoints[E]['request']> };

/** Members nested in those bodies and in the activities' parameters. */
const clientSignature = { publicKey: 'protocol', scheme: 'protocol', message: 'protocol', signature: 'protocol' } as const satisfies Origins<ClientSignature>;
// A key's name is the person's (create_api_keys), as a passkey's is; a wallet login's is "wallet-auth:<key>".
const apiKey = { apiKeyName: 'typed', publicKey: 'protocol', curveType: 'protocol', expirationSeconds: 'protocol' } as const satisfies Origins<SignupApiKey>;
// The wallet created at signup is the app's configuration (signupWallet), not typed by the person.
const wallet = { walletName: 'protocol', accounts: 'protocol', mnemonicLength: 'protocol' } as const satisfies Origins<SignupWallet>;
const walletAccount = { curve: 'protocol', pathFormat: 'protocol', path: 'protocol', addressFormat: 'protocol' } as const satisfies Origins<WalletAccountParams>;
const passkey = { authenticatorName: 'typed', challenge: 'protocol', attestation: 'protocol' } as const satisfies Origins<PasskeyAttestation>;
const passkeyAttestation = {
  credentialId: 'protocol',
  clientDataJson: 'protocol',
  attestationObject: 'protocol',
  transports: 'protocol',
} as const satisfies Origins<PasskeyAttestation['attestation']>;
const oauthProvider = { providerName: 'protocol', oidcToken: 'protocol' } as const;
/** encryptedOtpBundle's JSON (protocol.md section 5): the code travels encrypted inside it. */
const encryptedOtpBundle = { encappedPublic: 'protocol', ciphertext: 'protocol' } as const;
/** The main API's submit body (api-client.ts), its stamp headers and the relay's config header. */
const apiRequest = {
  type: 'protocol',
  timestampMs: 'protocol',
  organizationId: 'protocol',
  parameters: 'protocol',
  generateAppProofs: 'protocol',
  body: 'protocol',
  'X-Stamp': 'protocol',
  'X-Stamp-WebAuthn': 'protocol',
  'X-Auth-Proxy-Config-Id': 'protocol',
} as const;

/**
 * The activities' parameters (the account API's schemas, api/schemas): ids, keys and tokens the kit
 * passes are `protocol`; what the app's forms collect from a person (codes, names, notes, policy
 * texts, URLs, CIDR rules, choices) is `typed`.
 */
const activityParameters = {
  // ids and keys the kit or the app passes
  activityId: 'protocol',
  authenticatorId: 'protocol',
  authenticatorIds: 'protocol',
  bearerTokenTargetPublicKey: 'protocol',
  endpointId: 'protocol',
  id: 'protocol',
  mfaPolicyId: 'protocol',
  oauth2CredentialId: 'protocol',
  otpId: 'protocol',
  policyId: 'protocol',
  privateKeyId: 'protocol',
  privateKeyIds: 'protocol',
  targetPublicKey: 'protocol',
  userId: 'protocol',
  userIds: 'protocol',
  userTagIds: 'protocol',
  invalidateExisting: 'protocol',
  // protocol data the service hands back and the kit relays
  credentialBundle: 'protocol',
  fingerprint: 'protocol',
  // what a person types or picks in a form
  otpCode: 'typed',
  code: 'typed',
  email: 'typed',
  phoneNumber: 'typed',
  phone: 'typed',
  name: 'typed',
  notes: 'typed',
  label: 'typed',
  cidr: 'typed',
  url: 'typed',
  scope: 'typed',
  condition: 'typed',
  policyName: 'typed',
  policyNotes: 'typed',
  policyCondition: 'typed',
  policyConsensus: 'typed',
  policyEffect: 'typed',
  mfaPolicyName: 'typed',
  sessionProfileName: 'typed',
  userTagName: 'typed',
  eventType: 'typed',
  subscriptions: 'typed',
  filtersJson: 'typed',
  order: 'typed',
  enabled: 'typed',
  isActive: 'typed',
  onEvaluationError: 'typed',
  deleteWithoutExport: 'typed',
  requiredAuthenticationMethods: 'typed',
  rules: 'typed',
  any: 'typed',
  iss: 'typed',
  aud: 'typed',
  sub: 'typed',
  oidcClaims: 'typed',
} as const;

/** Every table, for tests: a member name must have one origin in all of them. */
export const requestFieldTables: ReadonlyArray<Readonly<Record<string, FieldOrigin>>> = [
  ...Object.values(relayRequests),
  clientSignature,
  apiKey,
  wallet,
  walletAccount,
  passkey,
  passkeyAttestation,
  oauthProvider,
  encryptedOtpBundle,
  apiRequest,
  activityParameters,
];

const origins: ReadonlyMap<string, FieldOrigin> = new Map(requestFieldTables.flatMap((table) => Object.entries(table)));

/** The members the kit fills from protocol data: a refusal naming one is not the person's doing. */
export const protocolFields: ReadonlySet<string> = new Set([...origins].filter(([, origin]) => origin === 'protocol').map(([name]) => name));

/** The members a person types or picks: a refusal naming one asks them to check it. */
export const typedFields: ReadonlySet<string> = new Set([...origins].filter(([, origin]) => origin === 'typed').map(([name]) => name));

/**
 * The origin of a field as a service names it (`otpId`, `clientSignature.publicKey`,
 * `parameters.authenticators[0].challenge`): its last member's, or else the nearest enclosing
 * member's that the tables know; undefined when no member is known.
 */
export function fieldOrigin(path: string): FieldOrigin | undefined {
  const members = path
    .split('.')
    .map((member) => member.replace(/\[\d*\]/g, '').trim())
    .filter((member) => member !== '');
  for (let index = members.length - 1; index >= 0; index -= 1) {
    const origin = origins.get(members[index]!);
    if (origin !== undefined) return origin;
  }
  return undefined;
}
