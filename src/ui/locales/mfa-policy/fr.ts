import { formatNumber } from '../intl-format';
import type { MfaPolicyStrings } from '../mfa-policy-strings';
import { listWithOr } from '../plural-form';

const lang = 'fr';
const quoted = (text: string): string => `«\u00a0${text}\u00a0»`;

/** The Extra verification section's strings in fr. Loaded on demand with the section: never import it statically. */
export const frMfaPolicy: MfaPolicyStrings = {
  mfaHeading: 'Vérification supplémentaire',
  mfaDescription: 'Exigez plus que votre connexion avant les modifications sensibles, comme l’export d’une clé.',
  mfaLoading: 'Chargement de vos règles de vérification…',
  mfaLoadFailed: 'Impossible de charger vos règles de vérification.',
  mfaEmpty: 'Aucune règle pour l’instant\u00a0: votre connexion suffit pour toute modification.',
  mfaPolicyTitle: (actions) =>
    upper(new Intl.ListFormat(lang, { type: 'conjunction' }).format(actions.map((action) => ({ export: 'l’export d’une clé', deletePasskey: 'la suppression d’une clé d’accès', changeContact: 'la modification de votre e-mail ou téléphone', addApiKey: 'l’ajout d’une clé d’API' })[action]))),
  mfaEveryChange: 'Toute modification',
  mfaOtherCondition: 'S’applique quand\u00a0:',
  mfaMethod: (type) =>
    ({ AUTHENTICATION_TYPE_PASSKEY: 'clé d’accès', AUTHENTICATION_TYPE_EMAIL_OTP: 'code par e-mail', AUTHENTICATION_TYPE_SMS_OTP: 'code par SMS', AUTHENTICATION_TYPE_OAUTH: 'connexion via un réseau social', AUTHENTICATION_TYPE_SESSION: 'cette session', AUTHENTICATION_TYPE_API_KEY: 'clé d’API' })[type],
  mfaSteps: (steps) => upper(steps.map((any) => listWithOr(lang, any)).join(', puis ')),
  mfaDelete: 'Supprimer',
  mfaConfirmDelete: (title) => `Supprimer la règle ${quoted(title)}\u202f?`,
  mfaConfirmDeleteText: 'Ces modifications ne demanderont plus que votre connexion.',
  mfaConfirmDeleteButton: 'Oui, supprimer',
  mfaDeleting: 'Suppression…',
  mfaDeleted: (title) => `Règle ${quoted(title)} supprimée.`,
  mfaDeleteFailed: (title) => `La règle ${quoted(title)} n’a pas été supprimée.`,
  mfaAdd: 'Ajouter une règle',
  mfaActionsLegend: 'Exiger une vérification supplémentaire avant',
  mfaActionOption: (action) =>
    ({ export: 'L’export d’une clé privée ou d’un portefeuille', deletePasskey: 'La suppression d’une clé d’accès', changeContact: 'La modification de votre adresse e-mail ou de votre numéro de téléphone', addApiKey: 'L’ajout d’une clé d’API' })[action],
  mfaContactHint: 'La modification de votre nom la demande aussi\u00a0: c’est la même requête.',
  mfaApiKeyHint: 'Associer un portefeuille ajoute une clé d’API\u00a0: cela la demande aussi.',
  mfaActionTaken: (title) => `Déjà exigée par la règle ${quoted(title)}.`,
  mfaStepsLegend: 'Puis vérifier avec, dans l’ordre',
  mfaStepLegend: (step) => `Étape ${formatNumber(lang, step)}`,
  mfaStepHint: 'Choisissez un moyen, ou plusieurs pour accepter n’importe lequel.',
  mfaAddStep: 'Ajouter une étape',
  mfaRemoveStep: (step) => `Retirer l’étape ${formatNumber(lang, step)}`,
  mfaMoreMethodsHint: 'Ajoutez une clé d’accès, une adresse e-mail ou un numéro de téléphone à votre compte pour vérifier aussi avec ici.',
  mfaSave: 'Enregistrer la règle',
  mfaSaving: 'Enregistrement…',
  mfaAdded: (title) => `Règle ${quoted(title)} ajoutée.`,
  mfaAddFailed: 'La règle n’a pas été ajoutée.',
  mfaNoAction: 'Choisissez au moins une modification.',
  mfaNoMethod: (step) => `Choisissez un moyen de vérification pour l’étape ${formatNumber(lang, step)}.`,
  mfaOnlySession: 'Ajoutez une étape qui demande plus que cette session.',
};

/** The first letter in upper case. */
function upper(text: string): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}
