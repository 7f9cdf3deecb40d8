import { useAppProofs } from 'loginkit/react';

/**
 * What the demo does with the new account's app proofs: it says whether they verified. An
 * invalid proof does not log the user out here — the demo keeps the session and shows why
 * (`proof_invalid` and the failed check); another app might hide the wallet or log out.
 */
export function AppProofsStatus() {
  const proofs = useAppProofs();
  if (proofs === undefined) return null;
  return (
    <p className="demo-proofs" data-testid="app-proofs" data-status={proofs.status}>
      {proofs.status === 'verified' && <>Wallet proofs: verified ({proofs.claims.map((claim) => claim.address).join(', ')})</>}
      {proofs.status === 'absent' && <>Wallet proofs: none were returned</>}
      {proofs.status === 'invalid' && (
        <>
          Wallet proofs: <strong>not verified</strong> ({proofs.error?.code}: {proofs.error?.message}). You are still logged in.
        </>
      )}
    </p>
  );
}
