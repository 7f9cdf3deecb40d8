import { useStrings } from '../locales/strings-context';
import { SlowWaitNotice } from './slow-wait-notice';
import { slowWaitMs, useSlowWait } from './use-slow-wait';

export interface LoadingScreenProps {
  /**
   * Loads the relay configuration again. Given, a wait of more than `slowAfterMs` says so and
   * offers "Try again" (the modal passes its `reloadConfig`); without it only the spinner shows.
   */
  onRetry?(): void;
  /** How long the wait runs before the slow-wait notice shows (default 5000 ms). */
  slowAfterMs?: number;
}

/** Shown while the relay configuration loads (and while a screen's chunk does). */
export function LoadingScreen({ onRetry, slowAfterMs = slowWaitMs }: LoadingScreenProps = {}) {
  const strings = useStrings();
  const slow = useSlowWait(onRetry !== undefined, slowAfterMs);
  return (
    <div className="loginkit-screen loginkit-screen--center">
      <div className="loginkit-spinner" aria-hidden="true" />
      <p className="loginkit-text" role="status" aria-busy="true">
        {strings.loadingConfig}
      </p>
      {onRetry && <SlowWaitNotice slow={slow} action={{ label: strings.retry, onClick: () => onRetry() }} />}
    </div>
  );
}
