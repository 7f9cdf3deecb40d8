import type { QueryPath } from '../../transport/operations';
import { formats } from '../formats';
import { freeText, list, optional, record, text, type QuerySchema } from '../param-schema';
import { policySchema, privateKeySchema, walletAccountSchema, walletSchema } from './read-schemas';
import { webhookEndpointSchema } from './webhook-schemas';

const timestamp = record({ seconds: text(), nanos: text() });

/** A read object whose full shape the spec does not show: its id is checked, the rest kept as sent. */
const named = (idField: string) => record({ [idField]: text() });

/**
 * Every query's body (`organizationId` aside) and answer, keyed as `queryOperations`. The
 * authenticator queries, get_activity and the MFA reads keep their dedicated readers
 * (`readAuthenticator`, `parseActivityResponse`, `readMfaPolicy`, `parseMfaStatusResponse`), and
 * get_ip_allowlist its own (`readIpAllowlistResponse`: an absent or empty allowlist reads as none).
 */
export const querySchemas = {
  get_authenticator: { params: record({ authenticatorId: text() }) },
  get_session_profiles: {
    params: record({}),
    response: list(
      record({
        sessionProfileId: text(),
        sessionProfileName: text(),
        scope: text(),
        expirationSeconds: optional(text(formats.seconds)),
        notes: optional(freeText()),
        createdAt: timestamp,
        updatedAt: timestamp,
      }),
    ),
  },
  get_authenticators: { params: record({ userId: text() }) },
  get_activity: { params: record({ activityId: text() }) },
  get_oauth_providers: {
    params: record({ userId: text() }),
    response: list(record({ providerId: text(), providerName: text(), issuer: text(), audience: text(), subject: text() })),
  },
  get_user: { params: record({ userId: text() }), response: named('userId') },
  get_api_keys: { params: record({ userId: optional(text()) }), response: list(named('apiKeyId')) },
  list_policies: { params: record({}), response: list(policySchema) },
  get_policy: { params: record({ policyId: text() }), response: policySchema },
  list_private_keys: { params: record({}), response: list(privateKeySchema) },
  list_wallets: { params: record({}), response: list(walletSchema) },
  list_wallet_accounts: { params: record({ walletId: optional(text()) }), response: list(walletAccountSchema) },
  // Read by readMfaPolicy (api/read-mfa-policy.ts: `order` as a number or a decimal string) and
  // parseMfaStatusResponse (transport/mfa-status.ts).
  get_mfa_policies: { params: record({ userId: text() }) },
  get_mfa_policy: { params: record({ userId: text(), mfaPolicyId: text() }) },
  get_mfa_status: { params: record({ activityId: text(), userId: optional(text()) }) },
  get_ip_allowlist: { params: record({ publicKey: optional(text(formats.apiPublicKey)) }) },
  list_webhook_endpoints: { params: record({}), response: list(webhookEndpointSchema) },
} satisfies Record<QueryPath, QuerySchema>;
