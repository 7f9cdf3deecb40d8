import { lazyFrom } from '../lazy-from';
import { loadOnce } from '../load-once';
import { LoadingScreen } from '../screens/loading-screen';

/**
 * The code and success screens' chunk: the modal fetches it as it opens, well before a code has
 * been sent, so neither is in the page's initial JS and both show at once when their turn comes.
 */
export const loadOtpScreens = loadOnce(() => import('./otp-screens'));

/** The modal's code screen (a spinner in its place while its chunk is still loading). */
export const LazyCodeScreen = lazyFrom(loadOtpScreens, (module) => module.CodeScreen, { fallback: <LoadingScreen /> });

/** The modal's success screen (a spinner in its place while its chunk is still loading). */
export const LazySuccessScreen = lazyFrom(loadOtpScreens, (module) => module.SuccessScreen, { fallback: <LoadingScreen /> });
