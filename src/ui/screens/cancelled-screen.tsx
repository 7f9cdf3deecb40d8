import type { ReactNode } from 'react';
import { useStrings } from '../locales/strings-context';
import { useMethodScreenStrings } from '../locales/use-method-screen-strings';
import { KitButton } from './kit-button';

export interface CancelledScreenProps {
  heading: ReactNode;
  text: ReactNode;
  onRetry(): void;
  onBack(): void;
  /** Another way on, between Try again and another method (a wallet's "other accounts"). */
  extra?: ReactNode;
}

/** The person closed a prompt or declined: Try again (focused, sent from the click), or another method. */
export function CancelledScreen({ heading, text, onRetry, onBack, extra }: CancelledScreenProps) {
  const strings = useStrings();
  const words = useMethodScreenStrings();
  return (
    <div className="loginkit-screen">
      <h3 className="loginkit-heading">{heading}</h3>
      <p className="loginkit-text" role="status">
        {text}
      </p>
      <div className="loginkit-actions">
        <KitButton autoFocus onClick={onRetry}>
          {strings.retry}
        </KitButton>
        {extra}
        <KitButton variant="secondary" onClick={onBack}>
          {words.passkeyOtherMethod}
        </KitButton>
      </div>
    </div>
  );
}
