import { useStrings } from '../locales/strings-context';
import { KitButton } from './kit-button';
import type { FailedScreenState, ScreenProps } from './screen-types';

export type ErrorScreenProps = Omit<ScreenProps<FailedScreenState>, 'config'>;

/** A failure that is neither the user's input nor the code: explains it, offers retry and start over. */
export function ErrorScreen({ state, actions }: ErrorScreenProps) {
  const strings = useStrings();
  return (
    <div className="loginkit-screen">
      <h3 className="loginkit-heading">{strings.failedHeading}</h3>
      <p className="loginkit-error" role="alert">
        {strings.errors[state.error.code]}
      </p>
      <div className="loginkit-actions">
        <KitButton autoFocus onClick={() => actions.retry()}>
          {strings.retry}
        </KitButton>
        <KitButton variant="secondary" onClick={() => actions.reset()}>
          {strings.startOver}
        </KitButton>
      </div>
    </div>
  );
}
