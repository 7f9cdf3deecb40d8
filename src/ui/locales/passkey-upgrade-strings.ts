/**
 * The strings of the passkey offer after a login ("log in faster next time"): a table of their
 * own, apart from `Strings`, so the modal's always-loaded English table does not carry them.
 * English comes with the offer's chunk; each other pack (`passkey-upgrade/<locale>.ts`) loads on
 * demand with it (see use-passkey-upgrade-strings.ts). Every pack is a complete
 * `PasskeyUpgradeStrings`. The buttons' labels it shares with the passkey manager ("Add a
 * passkey", Try again, Done) and the error messages come from `Strings`.
 */
export interface PasskeyUpgradeStrings {
  /** The offer's heading. */
  upgradeHeading: string;
  /** What a passkey changes, in a sentence or two. */
  upgradeText: string;
  /** Declines the offer (remembered on this browser). */
  upgradeNotNow: string;
  /** While the browser's create prompt is open. */
  upgradeCreating: string;
  upgradeFailedHeading: string;
  upgradeAddedHeading: string;
  /** How to use it next time; `loginLabel` is the modal's "Continue with a passkey" button; `automatic`: the browser made it without a prompt. */
  upgradeAddedText(loginLabel: string, automatic: boolean): string;
}

/** English. */
export const enPasskeyUpgrade: PasskeyUpgradeStrings = {
  upgradeHeading: 'Log in faster next time',
  upgradeText: 'Add a passkey and log in with your fingerprint, face or screen lock instead. Nothing to type, nothing to wait for.',
  upgradeNotNow: 'Not now',
  upgradeCreating: 'Follow your browser’s prompt to create the passkey…',
  upgradeFailedHeading: 'The passkey was not added',
  upgradeAddedHeading: 'Passkey added',
  upgradeAddedText: (loginLabel, automatic) =>
    `${automatic ? 'Your browser saved a passkey for this account. ' : ''}Next time, choose “${loginLabel}” and confirm with your fingerprint, face or screen lock.`,
};
