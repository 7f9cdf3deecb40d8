import type { AppProofStatus } from '../../core/internal';
import { useStrings } from '../locales/strings-context';
import { useOptionalAppProofs } from './use-optional-app-proofs';

export interface AppProofMarkProps {
  /**
   * The account's app proof outcome: a mark for `verified`, a note for `invalid`, nothing for
   * `absent`. Default: what the kit of the surrounding <LoginKitProvider> found for the logged-in
   * account (as useAppProofs reads it).
   */
  status?: AppProofStatus | undefined;
}

/**
 * "Verified": the new account's app proofs and their boot proof all checked out (signatures,
 * the organization, wallet and addresses they name, the attestation chain to the enclave root,
 * the attested key and the manifest). A failed check, or proofs a wallet signup came without, is
 * said plainly in a note (the login itself stands; the app decides what more to do: useAppProofs,
 * onAppProofs). Nothing when there was nothing to check. The icon is decoration; the text names it.
 */
export function AppProofMark({ status }: AppProofMarkProps) {
  const strings = useStrings();
  const checked = useOptionalAppProofs();
  const outcome = status ?? checked?.status;
  if (outcome === 'invalid') {
    const code = (status === undefined || status === checked?.status) && checked?.error?.code === 'proof_missing' ? 'proof_missing' : 'proof_invalid';
    return (
      <p className="loginkit-proof-mark loginkit-proof-mark--unconfirmed" role="note">
        {strings.errors[code]}
      </p>
    );
  }
  if (outcome !== 'verified') return null;
  return (
    <p className="loginkit-proof-mark">
      <svg className="loginkit-proof-mark__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 1 2.5 3v4.5C2.5 11 5 13.8 8 15c3-1.2 5.5-4 5.5-7.5V3L8 1Zm-1 10L4.2 8.2l1.1-1.1L7 8.8l3.7-3.7 1.1 1.1L7 11Z" />
      </svg>
      <span>{strings.appProofsVerified}</span>
    </p>
  );
}
