import type { ReactNode } from 'react';
import { useStrings } from '../locales/strings-context';
import { usePartClass } from '../theme/class-names';
import { KitButton } from './kit-button';

export interface FailedScreenProps {
  heading: ReactNode;
  /** The cause, for people. */
  message: ReactNode;
  /** Offer Try again (focused); without it Back has the focus. */
  retryable: boolean;
  onRetry(): void;
  onBack(): void;
}

/** A method's attempt failed: one alert with what and why, then Try again (when it can help) and Back. */
export function FailedScreen({ heading, message, retryable, onRetry, onBack }: FailedScreenProps) {
  const strings = useStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  return (
    <div className="loginkit-screen">
      <div className="loginkit-alert" role="alert">
        <h3 className="loginkit-heading">{heading}</h3>
        <p className={errorClass}>{message}</p>
      </div>
      <div className="loginkit-actions">
        {retryable && (
          <KitButton autoFocus onClick={onRetry}>
            {strings.retry}
          </KitButton>
        )}
        <KitButton variant="secondary" autoFocus={!retryable} onClick={onBack}>
          {strings.back}
        </KitButton>
      </div>
    </div>
  );
}
