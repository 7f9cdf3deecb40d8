import { loadOnce } from '../load-once';

/** The social login screens' chunk: fetched as the modal opens and as a provider's button is hovered. */
export const loadOauthScreens = loadOnce(() => import('../oauth-screen-for-state'));

/** The passkey screens' chunk (and the passkey offer of the success screen). */
export const loadPasskeyScreens = loadOnce(() => import('../passkey-screen-for-state'));

/**
 * The passkey and social login screens' strings in `lang` (their table's chunk, then the
 * language's pack): fetched with those screens, so a screen in another language than English
 * shows at once instead of the loading screen.
 */
export const loadMethodScreenPack = (lang: string): Promise<unknown> => import('../locales/use-method-screen-strings').then(({ loadMethodScreenStrings }) => loadMethodScreenStrings(lang));
