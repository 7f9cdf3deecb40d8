import { Suspense, useEffect, useState } from 'react';
import { lazyFrom } from '../lazy-from';
import { loadOnce } from '../load-once';
import { toLoginKitError } from '../../core/errors';
import type { LoginKitError, OauthState, PasskeyState } from '../../core/internal';
import type { OauthLoginActions, PasskeyLoginActions } from '../../react/index';
import type { WalletMethodProps } from './wallet-method';
import { LoadingScreen } from '../screens/loading-screen';
import type { PasskeyUpgradeSuccessProps } from '../screens/passkey-upgrade/passkey-upgrade-success';
import { LazySuccessScreen } from './lazy-otp-screens';
import { loadMethodScreenPack, loadOauthScreens, loadPasskeyScreens } from './method-screen-loaders';

const loadWalletMethod = loadOnce(() => import('./wallet-method'));

/**
 * Fetches the passkey and social login screens' strings in `lang`, the page's language, when one of
 * those methods (or wallets) is `offered` (the modal calls it as it opens; the screens themselves
 * come as a method's button is hovered or focused, see prefetch-method.ts). A wallet's
 * closed-prompt screen takes its "Use another method" from those strings too.
 */
export function prefetchMethodStrings(offered: boolean, lang: string): void {
  if (offered) loadMethodScreenPack(lang).catch(() => undefined);
}

/**
 * The screens of a social login, a passkey or a wallet attempt past `idle`, in a chunk of their own: most
 * logins never show them, and the modal fetches them as it opens, well before a click needs one.
 */
export const OauthScreen = lazyFrom(
  loadOauthScreens,
  ({ oauthScreenForState }) =>
    function OauthScreenForState({ state, actions, onDone }: OauthScreenProps) {
      return oauthScreenForState(state, { actions, onDone });
    },
  { fallback: <LoadingScreen /> },
);
export const PasskeyScreen = lazyFrom(
  loadPasskeyScreens,
  ({ passkeyScreenForState }) =>
    function PasskeyScreenForState({ state, actions, onDone }: PasskeyScreenProps) {
      return passkeyScreenForState(state, { actions, onDone });
    },
  { fallback: <LoadingScreen /> },
);
const LazyPasskeyUpgrade = lazyFrom(loadPasskeyScreens, ({ PasskeyUpgradeSuccess }) => PasskeyUpgradeSuccess);

interface OauthScreenProps {
  state: OauthState;
  actions: OauthLoginActions;
  onDone?(): void;
}
interface PasskeyScreenProps {
  state: PasskeyState;
  actions: PasskeyLoginActions;
  onDone?(): void;
}

/**
 * The success screen of a code or social login with the passkey offer, from the passkey screens'
 * chunk; the plain success screen until it (and a language's offer strings) are there.
 */
export function PasskeyUpgradeScreen(props: PasskeyUpgradeSuccessProps) {
  return (
    <Suspense fallback={<LazySuccessScreen state={props.state} onDone={props.onDone} busy />}>
      <LazyPasskeyUpgrade {...props} />
    </Suspense>
  );
}

export interface LazyWalletMethodProps extends WalletMethodProps {
  /** The wallet chunk could not be fetched (`network`); undefined as each opening tries again. */
  onLoadFailed(error: LoginKitError | undefined): void;
}

/**
 * The wallet login's owner (wallet-method.tsx), loaded with the wallet chunk; nothing shows while it
 * loads. Not React.lazy: in a production build its render, once the chunk was in, was not
 * committed until the modal's next update (the wallet list said "Looking for wallets…" ~340 ms
 * after a click); a state update commits at once.
 */
export function LazyWalletMethod({ onLoadFailed, ...props }: LazyWalletMethodProps) {
  const [module, setModule] = useState(loadWalletMethod.loaded);
  useEffect(() => {
    if (module !== undefined) return undefined;
    let live = true;
    onLoadFailed(undefined);
    loadWalletMethod().then(
      (loaded) => live && setModule(loaded),
      (error: unknown) => live && onLoadFailed(toLoginKitError(error, 'network')),
    );
    return () => {
      live = false;
    };
  }, [module, onLoadFailed]);
  return module === undefined ? null : <module.WalletMethod {...props} />;
}
