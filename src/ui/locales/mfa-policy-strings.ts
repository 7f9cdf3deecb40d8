import type { AuthenticationType } from '../../core/internal';
import type { MfaProtectedAction } from '../../react/index';
import { formatNumber } from './intl-format';
import { listWithOr } from './plural-form';

/**
 * The strings of the account panel's "Extra verification" section (account/mfa-section.tsx): a
 * table of its own, apart from `Strings`, so the modal's always-loaded English table and its
 * language packs do not carry them. English comes with the section; each other pack
 * (`mfa-policy/<locale>.ts`) loads on demand with it (see use-mfa-policy-strings.ts). Every pack
 * is a complete `MfaPolicyStrings`. Cancel, Try again, the error messages and "waiting for
 * extra verification" (`errors.mfa_required`) come from `Strings`.
 */
export interface MfaPolicyStrings {
  mfaHeading: string;
  mfaDescription: string;
  mfaLoading: string;
  mfaLoadFailed: string;
  mfaEmpty: string;
  /** A rule's title, the changes it holds ("Exporting a key and deleting a passkey"); a new rule is saved under it. */
  mfaPolicyTitle(actions: readonly MfaProtectedAction[]): string;
  /** The title of a rule that holds every change. */
  mfaEveryChange: string;
  /** Before a condition the panel cannot put in words (shown as written). */
  mfaOtherCondition: string;
  /** A way to verify, as it sits in a list ("passkey", "email code"). */
  mfaMethod(type: AuthenticationType): string;
  /** The steps of a rule in order, each the names of its ways (any one of them): "Passkey, then email code or text message code". */
  mfaSteps(steps: readonly (readonly string[])[]): string;
  mfaDelete: string;
  mfaConfirmDelete(title: string): string;
  mfaConfirmDeleteText: string;
  mfaConfirmDeleteButton: string;
  mfaDeleting: string;
  mfaDeleted(title: string): string;
  mfaDeleteFailed(title: string): string;
  mfaAdd: string;
  /** The legend of the changes to choose, and each change as a choice. */
  mfaActionsLegend: string;
  mfaActionOption(action: MfaProtectedAction): string;
  /** Under "changing your email or phone": the name changes by the same request. */
  mfaContactHint: string;
  /** Under "adding an API key": linking a wallet adds one. */
  mfaApiKeyHint: string;
  /** Beside a change another rule already holds (`title`: that rule's). */
  mfaActionTaken(title: string): string;
  /** The legend of the steps, and of each step (from 1). */
  mfaStepsLegend: string;
  mfaStepLegend(step: number): string;
  mfaStepHint: string;
  mfaAddStep: string;
  mfaRemoveStep(step: number): string;
  /** Under the ways to verify when the account lacks a passkey, an email address or a phone number. */
  mfaMoreMethodsHint: string;
  mfaSave: string;
  mfaSaving: string;
  mfaAdded(title: string): string;
  mfaAddFailed: string;
  mfaNoAction: string;
  mfaNoMethod(step: number): string;
  /** Every step would be met by this session alone, which asks for nothing more. */
  mfaOnlySession: string;
}

const lang = 'en';

/** English. */
export const enMfaPolicy: MfaPolicyStrings = {
  mfaHeading: 'Extra verification',
  mfaDescription: 'Ask for more than your login before sensitive changes, such as exporting a key.',
  mfaLoading: 'Loading your verification rules…',
  mfaLoadFailed: 'We could not load your verification rules.',
  mfaEmpty: 'No rules yet: your login is enough for every change.',
  mfaPolicyTitle: (actions) =>
    upper(new Intl.ListFormat(lang, { type: 'conjunction' }).format(actions.map((action) => ({ export: 'exporting a key', deletePasskey: 'deleting a passkey', changeContact: 'changing your email or phone', addApiKey: 'adding an API key' })[action]))),
  mfaEveryChange: 'Every change',
  mfaOtherCondition: 'Applies when:',
  mfaMethod: (type) =>
    ({ AUTHENTICATION_TYPE_PASSKEY: 'passkey', AUTHENTICATION_TYPE_EMAIL_OTP: 'email code', AUTHENTICATION_TYPE_SMS_OTP: 'text message code', AUTHENTICATION_TYPE_OAUTH: 'social login', AUTHENTICATION_TYPE_SESSION: 'this session', AUTHENTICATION_TYPE_API_KEY: 'API key' })[type],
  mfaSteps: (steps) => upper(steps.map((any) => listWithOr(lang, any)).join(', then ')),
  mfaDelete: 'Delete',
  mfaConfirmDelete: (title) => `Delete the rule “${title}”?`,
  mfaConfirmDeleteText: 'These changes will need only your login again.',
  mfaConfirmDeleteButton: 'Yes, delete',
  mfaDeleting: 'Deleting…',
  mfaDeleted: (title) => `Deleted the rule “${title}”.`,
  mfaDeleteFailed: (title) => `The rule “${title}” was not deleted.`,
  mfaAdd: 'Add a rule',
  mfaActionsLegend: 'Ask for extra verification before',
  mfaActionOption: (action) =>
    ({ export: 'Exporting a private key or wallet', deletePasskey: 'Deleting a passkey', changeContact: 'Changing your email address or phone number', addApiKey: 'Adding an API key' })[action],
  mfaContactHint: 'Changing your name asks too: it is the same request.',
  mfaApiKeyHint: 'Linking a wallet adds an API key, so it asks too.',
  mfaActionTaken: (title) => `Already asked for by the rule “${title}”.`,
  mfaStepsLegend: 'Then verify with, in order',
  mfaStepLegend: (step) => `Step ${formatNumber(lang, step)}`,
  mfaStepHint: 'Choose one way, or several to accept any one of them.',
  mfaAddStep: 'Add a step',
  mfaRemoveStep: (step) => `Remove step ${formatNumber(lang, step)}`,
  mfaMoreMethodsHint: 'Add a passkey, an email address or a phone number to your account to verify with it here too.',
  mfaSave: 'Save rule',
  mfaSaving: 'Saving…',
  mfaAdded: (title) => `Added the rule “${title}”.`,
  mfaAddFailed: 'The rule was not added.',
  mfaNoAction: 'Choose at least one change.',
  mfaNoMethod: (step) => `Choose a way to verify for step ${formatNumber(lang, step)}.`,
  mfaOnlySession: 'Add a step that asks for more than this session.',
};

/** The first letter in upper case ("Passkey, then email code"). */
function upper(text: string): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}
