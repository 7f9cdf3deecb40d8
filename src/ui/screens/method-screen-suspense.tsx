import { Suspense, type ReactNode } from 'react';
import { LoadingScreen } from './loading-screen';

/**
 * A passkey or social login screen in a Suspense boundary: the loading screen while the page
 * language's pack of their strings (`MethodScreenStrings`) loads. English, or a pack already
 * fetched (the modal fetches it as it opens), shows at once.
 */
export function MethodScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}
