import { useStrings } from '../locales/strings-context';

/** Shown while the relay configuration loads. */
export function LoadingScreen() {
  const strings = useStrings();
  return (
    <div className="loginkit-screen loginkit-screen--center" role="status" aria-busy="true">
      <div className="loginkit-spinner" aria-hidden="true" />
      <p className="loginkit-text">{strings.loadingConfig}</p>
    </div>
  );
}
