import type { PasskeyManager } from '../flows/passkey/passkey.types';
import type { PasskeyManagerDeps } from './passkey-manager';

/**
 * `kit.passkeys` with its code in a chunk of its own, loaded by the first call (the manager's
 * list, which a passkey screen shows first, so the module is there before an "Add" click; `add`
 * then opens the browser's prompt inside the click as before).
 */
export function createLazyPasskeyManager(deps: PasskeyManagerDeps): PasskeyManager {
  let manager: PasskeyManager | undefined;
  let loading: Promise<PasskeyManager> | undefined;
  const load = (): Promise<PasskeyManager> => {
    loading ??= import('./passkey-manager').then(
      ({ createPasskeyManager }) => (manager = createPasskeyManager(deps)),
      (error: unknown) => {
        loading = undefined; // a later call tries again
        throw error;
      },
    );
    return loading;
  };
  return {
    list: () => (manager ? manager.list() : load().then((loaded) => loaded.list())),
    get: (authenticatorId) => (manager ? manager.get(authenticatorId) : load().then((loaded) => loaded.get(authenticatorId))),
    add: (name, options) => (manager ? manager.add(name, options) : load().then((loaded) => loaded.add(name, options))),
    remove: (authenticatorId) => (manager ? manager.remove(authenticatorId) : load().then((loaded) => loaded.remove(authenticatorId))),
  };
}
