/**
 * `activity.resource` and `activity.action` of the policy language, as data: for each activity
 * type the mock runs, the resource it targets and the action it takes. Policy conditions, session
 * scopes and MFA policy conditions (policy-condition.ts) read them.
 *
 * Source: Turnkey's policy language ("Activity breakdown": resource and action per activity
 * type). Turnkey's table names no resource for a few operations the mock has; for those the mock
 * reads the nearest one and says so (`source: 'mock'`):
 * - MFA policies: `MFA_POLICY`, the resource Turnkey's MFA guides use (`activity.resource ==
 *   'MFA_POLICY' && activity.action == 'DELETE'`), with CREATE, UPDATE and DELETE;
 * - session profiles, IP allowlists and webhook endpoints: `SESSION_PROFILE`, `IP_ALLOWLIST`,
 *   `WEBHOOK_ENDPOINT` (the mock's names: Turnkey publishes none).
 * A passkey or an API key is a `CREDENTIAL`, never an `AUTHENTICATOR` (Turnkey's table has no
 * such resource). Logins and sessions are resource `AUTH`, action `CREATE`.
 */

/** The resources Turnkey's policy language names, and the mock's additions (see above). */
export const policyResources = [
  'ORGANIZATION',
  'INVITATION',
  'POLICY',
  'SMART_CONTRACT_INTERFACE',
  'WALLET',
  'PRIVATE_KEY',
  'USER',
  'CREDENTIAL',
  'PAYMENT_METHOD',
  'SUBSCRIPTION',
  'CONFIG',
  'RECOVERY',
  'AUTH',
  'OTP',
  'AUTH_PROXY',
  'MFA_POLICY',
  'SESSION_PROFILE',
  'IP_ALLOWLIST',
  'WEBHOOK_ENDPOINT',
] as const;

/** Resource names people reach for that the policy language spells otherwise: what to write instead. */
export const resourceHints: Readonly<Record<string, string>> = {
  AUTHENTICATOR: "passkeys are 'CREDENTIAL', as are API keys and OAuth providers",
  AUTHENTICATORS: "passkeys are 'CREDENTIAL', as are API keys and OAuth providers",
  PASSKEY: "passkeys are 'CREDENTIAL'",
  API_KEY: "API keys are 'CREDENTIAL'",
  OAUTH_PROVIDER: "OAuth providers are 'CREDENTIAL'",
  SESSION: "logins and sessions are 'AUTH'",
};

/** The actions Turnkey's policy language names (VERIFY: ACTIVITY_TYPE_VERIFY_OTP). */
export const policyActions = ['CREATE', 'UPDATE', 'DELETE', 'SIGN', 'EXPORT', 'IMPORT', 'VERIFY'] as const;

export type PolicyResource = (typeof policyResources)[number];
export type PolicyAction = (typeof policyActions)[number];

export interface ActivityResourceAction {
  resource: PolicyResource;
  action: PolicyAction;
  /** `turnkey`: a row of Turnkey's table (or its MFA guides); `mock`: the mock's reading where Turnkey names none. */
  source: 'turnkey' | 'mock';
}

/** Resource and action of each activity type the mock runs (submit routes), V1 types of the same operations included. */
export const activityResourceActions: Readonly<Record<string, ActivityResourceAction>> = {
  ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION: { resource: 'AUTH', action: 'CREATE', source: 'turnkey' },
  ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2: { resource: 'AUTH', action: 'CREATE', source: 'turnkey' },
  ACTIVITY_TYPE_OTP_AUTH: { resource: 'AUTH', action: 'CREATE', source: 'turnkey' },
  ACTIVITY_TYPE_OAUTH2_AUTHENTICATE: { resource: 'AUTH', action: 'CREATE', source: 'turnkey' },
  ACTIVITY_TYPE_CREATE_AUTHENTICATORS: { resource: 'CREDENTIAL', action: 'CREATE', source: 'turnkey' },
  ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2: { resource: 'CREDENTIAL', action: 'CREATE', source: 'turnkey' },
  ACTIVITY_TYPE_DELETE_AUTHENTICATORS: { resource: 'CREDENTIAL', action: 'DELETE', source: 'turnkey' },
  ACTIVITY_TYPE_CREATE_API_KEYS: { resource: 'CREDENTIAL', action: 'CREATE', source: 'turnkey' },
  ACTIVITY_TYPE_CREATE_API_KEYS_V2: { resource: 'CREDENTIAL', action: 'CREATE', source: 'turnkey' },
  ACTIVITY_TYPE_DELETE_API_KEYS: { resource: 'CREDENTIAL', action: 'DELETE', source: 'turnkey' },
  ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS: { resource: 'CREDENTIAL', action: 'CREATE', source: 'turnkey' },
  ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS_V2: { resource: 'CREDENTIAL', action: 'CREATE', source: 'turnkey' },
  ACTIVITY_TYPE_DELETE_OAUTH_PROVIDERS: { resource: 'CREDENTIAL', action: 'DELETE', source: 'turnkey' },
  ACTIVITY_TYPE_UPDATE_USER: { resource: 'USER', action: 'UPDATE', source: 'turnkey' },
  ACTIVITY_TYPE_CREATE_USER_TAG: { resource: 'USER', action: 'CREATE', source: 'turnkey' },
  ACTIVITY_TYPE_UPDATE_POLICY_V2: { resource: 'POLICY', action: 'UPDATE', source: 'turnkey' },
  ACTIVITY_TYPE_DELETE_PRIVATE_KEYS: { resource: 'PRIVATE_KEY', action: 'DELETE', source: 'turnkey' },
  ACTIVITY_TYPE_EXPORT_PRIVATE_KEY: { resource: 'PRIVATE_KEY', action: 'EXPORT', source: 'turnkey' },
  ACTIVITY_TYPE_EXPORT_WALLET: { resource: 'WALLET', action: 'EXPORT', source: 'turnkey' },
  ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT: { resource: 'WALLET', action: 'EXPORT', source: 'turnkey' },
  ACTIVITY_TYPE_CREATE_MFA_POLICY: { resource: 'MFA_POLICY', action: 'CREATE', source: 'turnkey' },
  ACTIVITY_TYPE_UPDATE_MFA_POLICY: { resource: 'MFA_POLICY', action: 'UPDATE', source: 'mock' },
  ACTIVITY_TYPE_DELETE_MFA_POLICY: { resource: 'MFA_POLICY', action: 'DELETE', source: 'turnkey' },
  ACTIVITY_TYPE_CREATE_SESSION_PROFILE: { resource: 'SESSION_PROFILE', action: 'CREATE', source: 'mock' },
  ACTIVITY_TYPE_SET_IP_ALLOWLIST: { resource: 'IP_ALLOWLIST', action: 'UPDATE', source: 'mock' },
  ACTIVITY_TYPE_REMOVE_IP_ALLOWLIST: { resource: 'IP_ALLOWLIST', action: 'DELETE', source: 'mock' },
  ACTIVITY_TYPE_CREATE_WEBHOOK_ENDPOINT: { resource: 'WEBHOOK_ENDPOINT', action: 'CREATE', source: 'mock' },
  ACTIVITY_TYPE_UPDATE_WEBHOOK_ENDPOINT: { resource: 'WEBHOOK_ENDPOINT', action: 'UPDATE', source: 'mock' },
  ACTIVITY_TYPE_DELETE_WEBHOOK_ENDPOINT: { resource: 'WEBHOOK_ENDPOINT', action: 'DELETE', source: 'mock' },
};

/** What a condition can ask about an activity: its type, and its resource and action when the table has them. */
export interface ActivityFacts {
  /** The activity type, e.g. `ACTIVITY_TYPE_UPDATE_USER`. */
  type: string;
  resource?: PolicyResource;
  action?: PolicyAction;
}

/** The facts of an activity of `type` (no resource or action for a type the table does not list). */
export function activityFacts(type: string): ActivityFacts {
  const row = Object.hasOwn(activityResourceActions, type) ? activityResourceActions[type] : undefined;
  return row === undefined ? { type } : { type, resource: row.resource, action: row.action };
}
