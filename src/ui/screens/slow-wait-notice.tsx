import { useStrings } from '../locales/strings-context';
import { KitButton } from './kit-button';

export interface SlowWaitNoticeProps {
  /** The wait has run long (`useSlowWait`): the line and the action show. */
  slow: boolean;
  /** What the person can do instead of waiting (Cancel, Try again); without it only the line shows. */
  action?: { label: string; onClick(): void };
}

/**
 * "Still waiting for the login service…" and the action that applies, under a screen that waits
 * on the service. The live region is there from the start (empty and out of the flow), so the
 * line is announced politely as it appears, focus stays where it is, and nothing else moves.
 * The screen around it drops its `aria-busy` while the line shows, so the announcement is not held.
 */
export function SlowWaitNotice({ slow, action }: SlowWaitNoticeProps) {
  const strings = useStrings();
  return (
    <div className="loginkit-slow-wait" data-slow={slow || undefined}>
      <p className="loginkit-slow-wait__text" aria-live="polite">
        {slow ? strings.slowWait : ''}
      </p>
      {slow && action && (
        <KitButton variant="secondary" onClick={action.onClick}>
          {action.label}
        </KitButton>
      )}
    </div>
  );
}
