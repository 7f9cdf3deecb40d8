import { formatNumber } from '../intl-format';
import type { MfaPolicyStrings } from '../mfa-policy-strings';
import { listWithOr } from '../plural-form';

const lang = 'de';

/** The Extra verification section's strings in de. Loaded on demand with the section: never import it statically. */
export const deMfaPolicy: MfaPolicyStrings = {
  mfaHeading: 'Zusätzliche Bestätigung',
  mfaDescription: 'Verlangen Sie vor heiklen Änderungen, etwa dem Export eines Schlüssels, mehr als Ihre Anmeldung.',
  mfaLoading: 'Ihre Bestätigungsregeln werden geladen…',
  mfaLoadFailed: 'Ihre Bestätigungsregeln konnten nicht geladen werden.',
  mfaEmpty: 'Noch keine Regeln: Für jede Änderung genügt Ihre Anmeldung.',
  mfaPolicyTitle: (actions) =>
    upper(new Intl.ListFormat(lang, { type: 'conjunction' }).format(actions.map((action) => ({ export: 'Export eines Schlüssels', deletePasskey: 'Löschen eines Passkeys', changeContact: 'Ändern von E-Mail oder Telefon', addApiKey: 'Hinzufügen eines API-Schlüssels' })[action]))),
  mfaEveryChange: 'Jede Änderung',
  mfaOtherCondition: 'Gilt, wenn:',
  mfaMethod: (type) =>
    ({ AUTHENTICATION_TYPE_PASSKEY: 'Passkey', AUTHENTICATION_TYPE_EMAIL_OTP: 'E-Mail-Code', AUTHENTICATION_TYPE_SMS_OTP: 'SMS-Code', AUTHENTICATION_TYPE_OAUTH: 'Social Login', AUTHENTICATION_TYPE_SESSION: 'diese Sitzung', AUTHENTICATION_TYPE_API_KEY: 'API-Schlüssel' })[type],
  mfaSteps: (steps) => upper(steps.map((any) => listWithOr(lang, any)).join(', dann ')),
  mfaDelete: 'Löschen',
  mfaConfirmDelete: (title) => `Regel „${title}“ löschen?`,
  mfaConfirmDeleteText: 'Für diese Änderungen genügt dann wieder Ihre Anmeldung.',
  mfaConfirmDeleteButton: 'Ja, löschen',
  mfaDeleting: 'Wird gelöscht…',
  mfaDeleted: (title) => `Die Regel „${title}“ wurde gelöscht.`,
  mfaDeleteFailed: (title) => `Die Regel „${title}“ wurde nicht gelöscht.`,
  mfaAdd: 'Regel hinzufügen',
  mfaActionsLegend: 'Zusätzliche Bestätigung verlangen für',
  mfaActionOption: (action) =>
    ({ export: 'Export eines privaten Schlüssels oder einer Wallet', deletePasskey: 'Löschen eines Passkeys', changeContact: 'Ändern Ihrer E-Mail-Adresse oder Telefonnummer', addApiKey: 'Hinzufügen eines API-Schlüssels' })[action],
  mfaContactHint: 'Auch das Ändern Ihres Namens verlangt sie dann: Es ist dieselbe Anfrage.',
  mfaApiKeyHint: 'Das Verknüpfen einer Wallet fügt einen API-Schlüssel hinzu und verlangt sie daher auch.',
  mfaActionTaken: (title) => `Wird bereits von der Regel „${title}“ verlangt.`,
  mfaStepsLegend: 'Dann bestätigen mit, in dieser Reihenfolge',
  mfaStepLegend: (step) => `Schritt ${formatNumber(lang, step)}`,
  mfaStepHint: 'Wählen Sie eine Möglichkeit oder mehrere, von denen jede genügt.',
  mfaAddStep: 'Schritt hinzufügen',
  mfaRemoveStep: (step) => `Schritt ${formatNumber(lang, step)} entfernen`,
  mfaMoreMethodsHint: 'Fügen Sie Ihrem Konto einen Passkey, eine E-Mail-Adresse oder eine Telefonnummer hinzu, um auch damit hier zu bestätigen.',
  mfaSave: 'Regel speichern',
  mfaSaving: 'Wird gespeichert…',
  mfaAdded: (title) => `Die Regel „${title}“ wurde hinzugefügt.`,
  mfaAddFailed: 'Die Regel wurde nicht hinzugefügt.',
  mfaNoAction: 'Wählen Sie mindestens eine Änderung.',
  mfaNoMethod: (step) => `Wählen Sie für Schritt ${formatNumber(lang, step)} eine Möglichkeit zur Bestätigung.`,
  mfaOnlySession: 'Fügen Sie einen Schritt hinzu, der mehr als diese Sitzung verlangt.',
};

/** The first letter in upper case. */
function upper(text: string): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}
