import type { PasskeySupport } from '../../../core/internal';
import { useStrings } from '../../locales/strings-context';

export interface PasskeyUnsupportedProps {
  reason: Extract<PasskeySupport, { status: 'unsupported' }>['reason'];
}

/** Said instead of passkey buttons that could not work: why, and what to do instead. */
export function PasskeyUnsupported({ reason }: PasskeyUnsupportedProps) {
  const strings = useStrings();
  return (
    <div className="loginkit-passkey-unsupported">
      <p className="loginkit-passkey-unsupported__heading">{strings.passkeyUnsupportedHeading}</p>
      <p className="loginkit-hint">{strings.passkeyUnsupportedReason(reason)}</p>
    </div>
  );
}
