import { useMethodScreenStrings } from '../../locales/use-method-screen-strings';
import { CancelledScreen } from '../cancelled-screen';
import type { PasskeyScreenProps, PasskeyScreenState } from './passkey-screen-types';

export type PasskeyCancelledScreenProps = PasskeyScreenProps<PasskeyScreenState<'cancelled'>>;

/** The prompt was closed (or timed out): try again from this click, or use another method. */
export function PasskeyCancelledScreen({ actions }: PasskeyCancelledScreenProps) {
  const words = useMethodScreenStrings();
  return <CancelledScreen heading={words.passkeyCancelledHeading} text={words.passkeyCancelledText} onRetry={() => actions.retry()} onBack={() => actions.back()} />;
}
