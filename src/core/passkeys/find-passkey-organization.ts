import { invalidInput } from '../errors';
import type { RelayClient } from '../transport/relay-client';

/**
 * The sub-organization that holds the passkey `credentialId` (base64url, as the `credentialId`
 * of an `X-Stamp-WebAuthn` stamp or an Authenticator), via the relay's account lookup
 * (`POST /v1/account {filterType: "CREDENTIAL_ID"}`); undefined when none does.
 *
 * The kit's passkey login does not need it: it submits create_read_write_session naming the
 * relay's parent organization, and the service finds the user's sub-organization from the
 * credential (a discoverable login, no user name typed). An app whose service wants the
 * sub-organization named in the request can look it up here once it knows the credential, e.g.
 * from an earlier login kept by the app, and limit the prompt to that credential with
 * `createWebauthnStamper({ rpId, allowCredentials: [{ id: credentialId }] })`.
 */
export async function findPasskeyOrganization(relay: RelayClient, credentialId: string): Promise<string | undefined> {
  if (typeof credentialId !== 'string' || !/^[A-Za-z0-9_-]+$/.test(credentialId)) throw invalidInput('credentialId', 'must be a base64url credential id');
  const { organizationId } = await relay.account({ filterType: 'CREDENTIAL_ID', filterValue: credentialId });
  return organizationId;
}
