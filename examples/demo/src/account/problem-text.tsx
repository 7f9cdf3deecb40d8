import type { LoginKitError } from 'loginkit/core';

/** A refused request, said plainly (the kit's message names the field or the reason). */
export function ProblemText({ error }: { error: LoginKitError | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="demo-problem">
      {error.message}
    </p>
  );
}
