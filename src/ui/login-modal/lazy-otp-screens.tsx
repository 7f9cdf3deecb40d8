import { Suspense } from 'react';
import { lazyFrom } from '../lazy-from';
import { loadOnce } from '../load-once';
import type { CodeScreenProps } from '../screens/code-screen';
import { LoadingScreen } from '../screens/loading-screen';
import type { SuccessScreenProps } from '../screens/success-screen';

/**
 * The code and success screens' chunk: the modal fetches it as it opens, well before a code has
 * been sent, so neither is in the page's initial JS and both show at once when their turn comes.
 */
export const loadOtpScreens = loadOnce(() => import('./otp-screens'));

const CodeScreen = lazyFrom(loadOtpScreens, (module) => module.CodeScreen);
const SuccessScreen = lazyFrom(loadOtpScreens, (module) => module.SuccessScreen);

/** The modal's code screen (a spinner in its place while its chunk is still loading). */
export function LazyCodeScreen(props: CodeScreenProps) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <CodeScreen {...props} />
    </Suspense>
  );
}

/** The modal's success screen (a spinner in its place while its chunk is still loading). */
export function LazySuccessScreen(props: SuccessScreenProps) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SuccessScreen {...props} />
    </Suspense>
  );
}
