import { isLoginKitError } from '../../core/internal';
import { useStrings } from '../locales/strings-context';
import { usePartClass } from '../theme/class-names';
import { KitButton } from './kit-button';

export interface CrashedScreenProps {
  /** What the screen threw while rendering. */
  error: unknown;
  /** Renders the screen again, from scratch. */
  onRetry(): void;
  /** Level of the "Something went wrong" heading (default 3: under the modal's title). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** The code shown for what a screen threw: a LoginKitError's own, else `unknown`. */
export function crashCode(error: unknown): string {
  return isLoginKitError(error) ? error.code : 'unknown';
}

/**
 * A screen failed to render (RenderErrorBoundary's fallback): "Something went wrong", the error's
 * code (to quote to support) and Try again. The alert is announced; focus is left where it was
 * (the modal's close button and the page keep working).
 */
export function CrashedScreen({ error, onRetry, headingLevel = 3 }: CrashedScreenProps) {
  const strings = useStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="loginkit-screen loginkit-crashed">
      <Heading className="loginkit-heading">{strings.failedHeading}</Heading>
      <p className={errorClass} role="alert">
        {strings.crashed(crashCode(error))}
      </p>
      <div className="loginkit-actions">
        <KitButton onClick={() => onRetry()}>{strings.retry}</KitButton>
      </div>
    </div>
  );
}
