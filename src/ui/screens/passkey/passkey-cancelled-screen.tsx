import { useStrings } from '../../locales/strings-context';
import { CancelledScreen } from '../cancelled-screen';
import type { PasskeyScreenProps, PasskeyScreenState } from './passkey-screen-types';

export type PasskeyCancelledScreenProps = PasskeyScreenProps<PasskeyScreenState<'cancelled'>>;

/** The prompt was closed (or timed out): try again from this click, or use another method. */
export function PasskeyCancelledScreen({ actions }: PasskeyCancelledScreenProps) {
  const strings = useStrings();
  return <CancelledScreen heading={strings.passkeyCancelledHeading} text={strings.passkeyCancelledText} onRetry={() => actions.retry()} onBack={() => actions.back()} />;
}
