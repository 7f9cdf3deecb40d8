import type { AuthenticatorTransportValue, LoginMethod } from '../../core/internal';

/**
 * The strings of the account panel (`AccountPanel` and its sections) and of `PasskeyManager`: a
 * table of their own, apart from `Strings`, so the modal's always-loaded English table does not
 * carry them. English comes with the panel's code; each other pack (`account/<locale>.ts`) loads
 * on demand with it (see use-account-strings.ts). Every pack is a complete `AccountStrings`. Add a
 * passkey and its closed-prompt line (`passkeyAdd`, `passkeyAddCancelled`, which the modal's passkey
 * offer shows too), Try again, Cancel, the code entry's words and the error messages come from
 * `Strings`; the Extra verification section's and the linked wallets' have tables of their own.
 */
export interface AccountStrings {
  // passkey manager (PasskeyManager)
  passkeysHeading: string;
  passkeysDescription: string;
  passkeysLoading: string;
  passkeysSignedOut: string;
  passkeysEmpty: string;
  passkeysLoadFailed: string;
  passkeyUnnamed: string;
  passkeyAddedOn(date: string): string;
  /** How a passkey connects, as words for `passkeyWorksWith`. */
  passkeyTransport: Record<AuthenticatorTransportValue, string>;
  passkeyWorksWith(transports: string): string;
  passkeyAdding: string;
  passkeyAdded(name: string): string;
  passkeyAddFailed: string;
  passkeyDelete: string;
  passkeyConfirmDelete(name: string): string;
  passkeyConfirmDeleteText: string;
  passkeyConfirmDeleteButton: string;
  passkeyDeleting: string;
  passkeyDeleted(name: string): string;
  passkeyDeleteFailed(name: string): string;

  // account panel (AccountPanel and its sections, on the host page for signed-in users)
  accountHeading: string;
  accountSignedOut: string;
  /** A change that waits for (or was refused by) the organization's approval. */
  accountChangePending: string;
  accountChangeRejected: string;
  /** After Cancel on a change the service was slow to answer: it may still have gone through. */
  accountStoppedWaiting: string;
  /** Before the offers of the sections that have nothing yet (a passkey, a linked account, a wallet, a rule). */
  accountInvite: string;

  profileHeading: string;
  profileDescription: string;
  profileLoading: string;
  profileLoadFailed: string;
  profileNameLabel: string;
  /** In the empty name field (the name is never filled in from the email address). */
  profileNamePlaceholder: string;
  profileNameSave: string;
  profileNameSaving: string;
  profileNameSaved: string;
  profileNameSaveFailed: string;
  /** Shown for an email address or phone number the profile does not have. */
  profileNotSet: string;
  /** The button that opens the change of the email address (`email`) or phone number (`sms`); "Add…" when there is none. */
  profileChangeContact(channel: 'email' | 'sms', hasOne: boolean): string;
  profileNewContactLabel(channel: 'email' | 'sms'): string;
  profileSameContact(channel: 'email' | 'sms'): string;
  profileSendCode: string;
  profileSendCodeFailed: string;
  profileCodeSent(contact: string): string;
  profileConfirmChange: string;
  profileConfirmingChange: string;
  profileContactChanged(channel: 'email' | 'sms', contact: string): string;
  profileContactChangeFailed(channel: 'email' | 'sms'): string;
  profileContactChangeCancelled: string;

  linkedHeading: string;
  linkedDescription: string;
  linkedLoading: string;
  linkedLoadFailed: string;
  linkedEmpty: string;
  /** The group of "Link …" buttons. */
  linkedAddLabel: string;
  linkedNothingToAdd: string;
  linkedLink(providerName: string): string;

  sessionsHeading: string;
  sessionsDescription: string;
  /** How a session was logged in. */
  sessionMethod(method: LoginMethod): string;
  sessionExpires(time: string): string;
  sessionCurrent: string;
  sessionSwitch: string;
  sessionSwitched(name: string): string;
  sessionSwitchFailed(name: string): string;
  sessionLogout: string;
  sessionLoggedOut(name: string): string;
  sessionLogoutFailed(name: string): string;
  sessionsLogoutAll: string;
  sessionsLoggedOutAll: string;
  sessionsLogoutAllFailed: string;

  privateKeysHeading: string;
  privateKeysDescription: string;
  privateKeysLoading: string;
  privateKeysLoadFailed: string;
  privateKeysEmpty: string;
  privateKeyUnnamed: string;
  privateKeyExport: string;
  privateKeyConfirmExport(name: string): string;
  privateKeyConfirmExportText: string;
  privateKeyConfirmExportButton: string;
  privateKeyExporting: string;
  privateKeyExportFailed(name: string): string;
  /** The label of the shown key. */
  privateKeyRevealedLabel(name: string): string;
  privateKeyRevealed(name: string): string;
  privateKeyRevealedWarning: string;
  privateKeyCopy: string;
  privateKeyCopied: string;
  privateKeyCopyFailed: string;
  privateKeyHide: string;
  privateKeyHidden(name: string): string;
  walletExportHeading: string;
  walletExportDescription: string;
  walletExportLoading: string;
  walletExportLoadFailed: string;
  walletExportEmpty: string;
  walletExportConfirm(name: string): string;
  walletExportConfirmText: string;
  walletExportFailed(name: string): string;
  walletExportRevealedLabel(name: string): string;
  walletExportRevealed(name: string): string;
  walletExportRevealedWarning: string;
  walletExportCopyFailed: string;
  walletExportHidden(name: string): string;
}

/** English. */
export const enAccount: AccountStrings = {
  passkeysHeading: 'Passkeys',
  passkeysDescription: 'Log in with your fingerprint, face or screen lock instead of a code.',
  passkeysLoading: 'Loading your passkeys…',
  passkeysSignedOut: 'Log in to manage your passkeys.',
  passkeysEmpty: 'You have no passkeys yet.',
  passkeysLoadFailed: 'We could not load your passkeys.',
  passkeyUnnamed: 'Unnamed passkey',
  passkeyAddedOn: (date) => `Added ${date}`,
  passkeyTransport: {
    AUTHENTICATOR_TRANSPORT_INTERNAL: 'this device',
    AUTHENTICATOR_TRANSPORT_HYBRID: 'a phone or tablet',
    AUTHENTICATOR_TRANSPORT_USB: 'a USB security key',
    AUTHENTICATOR_TRANSPORT_NFC: 'NFC',
    AUTHENTICATOR_TRANSPORT_BLE: 'Bluetooth',
  },
  passkeyWorksWith: (transports) => `Works with ${transports}`,
  passkeyAdding: 'Adding a passkey…',
  passkeyAdded: (name) => `Added the passkey “${name}”.`,
  passkeyAddFailed: 'The passkey was not added.',
  passkeyDelete: 'Delete',
  passkeyConfirmDelete: (name) => `Delete “${name}”?`,
  passkeyConfirmDeleteText: 'You will no longer be able to log in with it.',
  passkeyConfirmDeleteButton: 'Yes, delete',
  passkeyDeleting: 'Deleting…',
  passkeyDeleted: (name) => `Deleted the passkey “${name}”.`,
  passkeyDeleteFailed: (name) => `The passkey “${name}” was not deleted.`,

  accountHeading: 'Your account',
  accountSignedOut: 'Log in to manage your account.',
  accountChangePending: 'This change is waiting for approval from another member of your organization.',
  accountChangeRejected: 'This change was rejected by your organization.',
  accountStoppedWaiting: 'Stopped waiting for the service. The change may still go through.',
  accountInvite: 'Add another way to log in, or more protection:',

  profileHeading: 'Profile',
  profileDescription: 'Your name, email address and phone number.',
  profileLoading: 'Loading your profile…',
  profileLoadFailed: 'We could not load your profile.',
  profileNameLabel: 'Name',
  profileNamePlaceholder: 'Your name',
  profileNameSave: 'Save name',
  profileNameSaving: 'Saving…',
  profileNameSaved: 'Your name was saved.',
  profileNameSaveFailed: 'Your name was not saved.',
  profileNotSet: 'Not set',
  profileChangeContact: (channel, hasOne) => `${hasOne ? 'Change' : 'Add'} ${channel === 'email' ? 'email address' : 'phone number'}`,
  profileNewContactLabel: (channel) => (channel === 'email' ? 'New email address' : 'New phone number'),
  profileSameContact: (channel) => (channel === 'email' ? 'That is already your email address.' : 'That is already your phone number.'),
  profileSendCode: 'Send code',
  profileSendCodeFailed: 'The code was not sent.',
  profileCodeSent: (contact) => `We sent a code to ${contact}. Enter it to confirm the change.`,
  profileConfirmChange: 'Confirm',
  profileConfirmingChange: 'Confirming…',
  profileContactChanged: (channel, contact) => (channel === 'email' ? `Your email address is now ${contact}.` : `Your phone number is now ${contact}.`),
  profileContactChangeFailed: (channel) => (channel === 'email' ? 'Your email address was not changed.' : 'Your phone number was not changed.'),
  profileContactChangeCancelled: 'Nothing was changed.',

  linkedHeading: 'Linked accounts',
  linkedDescription: 'You can also log in with these accounts.',
  linkedLoading: 'Loading your linked accounts…',
  linkedLoadFailed: 'We could not load your linked accounts.',
  linkedEmpty: 'No accounts are linked yet.',
  linkedAddLabel: 'Link another account',
  linkedNothingToAdd: 'There are no other accounts to link.',
  linkedLink: (providerName) => `Link ${providerName}`,

  sessionsHeading: 'Sessions',
  sessionsDescription: 'The accounts logged in on this browser.',
  sessionMethod: (method) =>
    ({ otp_email: 'Logged in with an email code', otp_sms: 'Logged in with a text message code', passkey: 'Logged in with a passkey', oauth: 'Logged in with a social account', wallet: 'Logged in with a wallet' })[method],
  sessionExpires: (time) => `Expires at ${time}`,
  sessionCurrent: 'Current',
  sessionSwitch: 'Switch to',
  sessionSwitched: (name) => `You are now using ${name}.`,
  sessionSwitchFailed: (name) => `Could not switch to ${name}.`,
  sessionLogout: 'Log out',
  sessionLoggedOut: (name) => `Logged out of ${name}.`,
  sessionLogoutFailed: (name) => `Could not log out of ${name}.`,
  sessionsLogoutAll: 'Log out of all accounts',
  sessionsLoggedOutAll: 'Logged out of every account on this browser.',
  sessionsLogoutAllFailed: 'Could not log out of every account.',

  privateKeysHeading: 'Private keys',
  privateKeysDescription: 'Export a key to use it in another wallet. Anyone who sees an exported key can use it.',
  privateKeysLoading: 'Loading your private keys…',
  privateKeysLoadFailed: 'We could not load your private keys.',
  privateKeysEmpty: 'There are no private keys.',
  privateKeyUnnamed: 'Unnamed key',
  privateKeyExport: 'Export',
  privateKeyConfirmExport: (name) => `Show the private key of “${name}”?`,
  privateKeyConfirmExportText: 'It will be shown on this screen. Make sure no one can see it, and never share it.',
  privateKeyConfirmExportButton: 'Yes, show it',
  privateKeyExporting: 'Exporting…',
  privateKeyExportFailed: (name) => `The key “${name}” was not exported.`,
  privateKeyRevealedLabel: (name) => `Private key of “${name}”`,
  privateKeyRevealed: (name) => `The private key of “${name}” is shown.`,
  privateKeyRevealedWarning: 'Keep it secret. Hide it when you are done.',
  privateKeyCopy: 'Copy',
  privateKeyCopied: 'Copied to the clipboard.',
  privateKeyCopyFailed: 'Could not copy. Select the key and copy it yourself.',
  privateKeyHide: 'Hide',
  privateKeyHidden: (name) => `The private key of “${name}” is hidden.`,
  walletExportHeading: 'Recovery phrases',
  walletExportDescription: 'Export a wallet’s recovery phrase to use it in another wallet app. Anyone who sees the phrase can use the wallet.',
  walletExportLoading: 'Loading your wallets…',
  walletExportLoadFailed: 'We could not load your wallets.',
  walletExportEmpty: 'There are no wallets.',
  walletExportConfirm: (name) => `Show the recovery phrase of “${name}”?`,
  walletExportConfirmText: 'It will be shown on this screen. Make sure no one can see it, and never share it.',
  walletExportFailed: (name) => `The wallet “${name}” was not exported.`,
  walletExportRevealedLabel: (name) => `Recovery phrase of “${name}”`,
  walletExportRevealed: (name) => `The recovery phrase of “${name}” is shown.`,
  walletExportRevealedWarning: 'Keep it secret. Write it down somewhere safe, and hide it when you are done.',
  walletExportCopyFailed: 'Could not copy. Select the phrase and copy it yourself.',
  walletExportHidden: (name) => `The recovery phrase of “${name}” is hidden.`,
};
