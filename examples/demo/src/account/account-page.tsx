import { ApiKeysPanel } from './api-keys-panel';
import { IpAllowlistPanel } from './ip-allowlist-panel';
import { PrivateKeysPanel } from './private-keys-panel';
import { ProfilePanel } from './profile-panel';

/** The logged-in user's account, through loginkit's account hooks. */
export function AccountPage() {
  return (
    <div className="demo-account" role="group" aria-label="Account">
      <ProfilePanel />
      <ApiKeysPanel />
      <PrivateKeysPanel />
      <IpAllowlistPanel />
    </div>
  );
}
