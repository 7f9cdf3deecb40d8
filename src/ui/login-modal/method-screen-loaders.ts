import { loadOnce } from '../load-once';

/** The social login screens' chunk: fetched as the modal opens and as a provider's button is hovered. */
export const loadOauthScreens = loadOnce(() => import('../oauth-screen-for-state'));

/** The passkey screens' chunk (and the passkey offer of the success screen). */
export const loadPasskeyScreens = loadOnce(() => import('../passkey-screen-for-state'));
