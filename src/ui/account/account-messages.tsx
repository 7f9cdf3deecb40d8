import { useCallback, useMemo, useState } from 'react';
import type { AccountOutcome, LoginKitError } from '../../core/internal';
import type { AccountStrings } from '../locales/account-strings';
import type { Strings } from '../locales/en';

export interface AccountMessages {
  /** The polite status line (results). */
  announcement: string;
  /** The alert (failures). */
  problem: string | null;
  /** Announces `message` (and clears the alert). */
  tell(message: string): void;
  /** Shows `message` and why (the error's explanation, or a sentence) in the alert, and clears the status. */
  fail(message: string, reason: LoginKitError | string): void;
  clear(): void;
}

/** A section's result line and alert: one message at a time. */
export function useAccountMessages(strings: Strings): AccountMessages {
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const tell = useCallback((message: string) => {
    setProblem(null);
    setAnnouncement(message);
  }, []);
  const fail = useCallback(
    (message: string, reason: LoginKitError | string) => {
      setAnnouncement('');
      setProblem([message, typeof reason === 'string' ? reason : strings.errors[reason.code]].filter(Boolean).join(' '));
    },
    [strings],
  );
  const clear = useCallback(() => {
    setProblem(null);
    setAnnouncement('');
  }, []);
  return useMemo(() => ({ announcement, problem, tell, fail, clear }), [announcement, problem, tell, fail, clear]);
}

/** The alert (when there is a problem) and the status line (always there, so changes are announced). */
export function AccountMessageLines({ messages }: { messages: AccountMessages }) {
  return (
    <>
      {messages.problem !== null && (
        <p className="loginkit-error" role="alert">
          {messages.problem}
        </p>
      )}
      <p className="loginkit-account-section__status" role="status">
        {messages.announcement}
      </p>
    </>
  );
}

/**
 * Reports a change's outcome: `done` when it completed, else that it waits for approval or for
 * the user's extra verification (an MFA policy holds it and it was not completed here: a status)
 * or was rejected (an alert). True when it completed.
 */
export function reportOutcome(outcome: AccountOutcome<unknown>, messages: AccountMessages, strings: Strings, account: AccountStrings, done: string, failed: string): boolean {
  if (outcome.status === 'completed') {
    messages.tell(done);
    return true;
  }
  if (outcome.status === 'consensusNeeded') messages.tell(account.accountChangePending);
  else if (outcome.status === 'mfaRequired') messages.tell(strings.errors.mfa_required);
  else messages.fail(failed, account.accountChangeRejected);
  return false;
}
