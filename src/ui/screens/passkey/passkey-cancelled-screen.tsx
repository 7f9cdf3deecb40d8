import { useStrings } from '../../locales/strings-context';
import { KitButton } from '../kit-button';
import type { PasskeyScreenProps, PasskeyScreenState } from './passkey-screen-types';

export type PasskeyCancelledScreenProps = PasskeyScreenProps<PasskeyScreenState<'cancelled'>>;

/** The prompt was closed (or timed out): try again from this click, or use another method. */
export function PasskeyCancelledScreen({ actions }: PasskeyCancelledScreenProps) {
  const strings = useStrings();
  return (
    <div className="loginkit-screen">
      <h3 className="loginkit-heading">{strings.passkeyCancelledHeading}</h3>
      <p className="loginkit-text" role="status">
        {strings.passkeyCancelledText}
      </p>
      <div className="loginkit-actions">
        <KitButton autoFocus onClick={() => actions.retry()}>
          {strings.retry}
        </KitButton>
        <KitButton variant="secondary" onClick={() => actions.back()}>
          {strings.passkeyOtherMethod}
        </KitButton>
      </div>
    </div>
  );
}
