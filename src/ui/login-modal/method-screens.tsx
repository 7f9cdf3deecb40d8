import { lazy, Suspense } from 'react';
import type { OauthState, PasskeyState } from '../../core/index';
import type { OauthLoginActions, PasskeyLoginActions } from '../../react/index';
import { LoadingScreen } from '../screens/loading-screen';
import { loadProviderIcon } from '../screens/oauth/lazy-provider-icon';

const loadOauthScreens = () => import('../oauth-screen-for-state');
const loadPasskeyScreens = () => import('../passkey-screen-for-state');

/** Fetches the passkey and social login screens and the provider marks (the modal calls it as it opens). */
export function prefetchMethodScreens(): void {
  loadOauthScreens().catch(() => undefined);
  loadPasskeyScreens().catch(() => undefined);
  loadProviderIcon().catch(() => undefined);
}

const LazyOauthScreen = lazy(() =>
  loadOauthScreens().then(({ oauthScreenForState }) => ({
    default: ({ state, actions, onDone }: OauthScreenProps) => oauthScreenForState(state, { actions, onDone }),
  })),
);
const LazyPasskeyScreen = lazy(() =>
  loadPasskeyScreens().then(({ passkeyScreenForState }) => ({
    default: ({ state, actions, onDone }: PasskeyScreenProps) => passkeyScreenForState(state, { actions, onDone }),
  })),
);

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
 * The screens of a social login or a passkey attempt past `idle`, in a chunk of their own: most
 * logins never show them, and the modal fetches them as it opens, well before a click needs one.
 */
export function OauthScreen(props: OauthScreenProps) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LazyOauthScreen {...props} />
    </Suspense>
  );
}

export function PasskeyScreen(props: PasskeyScreenProps) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LazyPasskeyScreen {...props} />
    </Suspense>
  );
}
