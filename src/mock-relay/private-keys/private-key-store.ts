/** An organization's private keys (seeded on first use: organization-seeds.ts), read and changed over the relay's state. */
import { ensureOrganizationSeeded } from '../organization-seeds';
import type { RouteContext } from '../route-context';
import { own } from '../stored-state';
import type { StoredPrivateKey } from './stored-private-key';

type StoreContext = Pick<RouteContext, 'config' | 'store' | 'now'>;

/** The organization's private keys, oldest first. */
export function organizationPrivateKeys(context: StoreContext, organizationId: string): StoredPrivateKey[] {
  ensureOrganizationSeeded(context, organizationId);
  return Object.values(context.store.state.privateKeys)
    .filter((key) => key.organizationId === organizationId)
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** The organization's private key `privateKeyId`, if it has one. */
export function findPrivateKey(context: StoreContext, organizationId: string, privateKeyId: string): StoredPrivateKey | undefined {
  ensureOrganizationSeeded(context, organizationId);
  const key = own(context.store.state.privateKeys, privateKeyId);
  return key?.organizationId === organizationId ? key : undefined;
}

/** After an export bundle was made: delete_private_keys no longer needs deleteWithoutExport. */
export function markExported(context: StoreContext, key: StoredPrivateKey): void {
  key.exported = true;
  key.updatedAt = context.now();
  context.store.markDirty();
}

export function removePrivateKeys(context: StoreContext, privateKeyIds: readonly string[]): void {
  for (const id of privateKeyIds) delete context.store.state.privateKeys[id];
  context.store.markDirty();
}
