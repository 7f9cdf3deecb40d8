import { formatDateTime } from '../intl-format';
import type { MethodScreenStrings } from '../method-screen-strings';

// French typography: a no-break space before ":" and inside « », a narrow one before "?" and ";".
const notRegistered =
  'Cette clé d’accès n’est pas enregistrée pour cette application (elle a peut-être été supprimée). Essayez une autre clé d’accès ou une autre façon de vous connecter.';
const quoted = (text: string): string => `«\u00a0${text}\u00a0»`;

/** The passkey and social login screens' strings in fr. Loaded on demand with those screens: never import it statically. */
export const frMethodScreens: MethodScreenStrings = {
  passkeyNamingHeading: 'Créer un compte avec une clé d’accès',
  passkeyNamingText:
    'Votre appareil enregistre une clé d’accès pour ce site. Vous vous connectez avec votre empreinte, votre visage ou le verrouillage de l’écran\u00a0: ni mot de passe ni code.',
  passkeyUserNameLabel: 'Nom du compte',
  passkeyUserNameHint: 'Facultatif. Affiché avec la clé d’accès sur votre appareil\u202f; laissez vide pour utiliser un nom par défaut.',
  passkeyUserNameInvalid: 'Ce nom ne peut pas être utilisé. Choisissez-en un plus court ou laissez le champ vide.',
  passkeyDefaultUserName: (date) => `Utilisateur de clé d’accès ${formatDateTime('fr', date)}`,
  passkeyCreate: 'Créer la clé d’accès',
  passkeyPromptingHeading: 'En attente de votre clé d’accès…',
  passkeyPromptingText: (mode) =>
    mode === 'signup'
      ? 'Suivez les instructions de votre navigateur pour créer la clé d’accès.'
      : 'Choisissez votre clé d’accès dans la fenêtre de votre navigateur pour vous connecter.',
  passkeyCompleting: (mode) => (mode === 'signup' ? 'Création de votre compte…' : 'Connexion en cours…'),
  passkeyCancelledHeading: 'Vous avez fermé la fenêtre de la clé d’accès',
  passkeyCancelledText: 'Réessayez, ou connectez-vous d’une autre façon.',
  passkeyOtherMethod: 'Utiliser une autre méthode',
  passkeyFailedHeading: (mode) => (mode === 'signup' ? 'Votre clé d’accès n’a pas été créée' : 'La connexion par clé d’accès a échoué'),
  passkeyErrors: {
    unauthenticated: notRegistered,
    not_found: notRegistered,
    signature_invalid: 'Cette clé d’accès n’a pas pu être vérifiée. Réessayez, ou connectez-vous d’une autre façon.',
  },
  oauthAuthorizingHeading: (providerName) => `En attente de ${providerName}…`,
  oauthAuthorizingText: (providerName, intent) =>
    intent === 'link'
      ? `Terminez l’association de ${providerName} dans la fenêtre qui s’est ouverte.`
      : `Terminez la connexion avec ${providerName} dans la fenêtre qui s’est ouverte.`,
  oauthPopupBlockedHint: 'Fenêtre bloquée\u202f?',
  oauthContinueInTab: 'Continuer dans cet onglet',
  oauthRedirecting: (providerName) => `Redirection vers ${providerName}…`,
  oauthCompleting: (providerName, intent) => (intent === 'link' ? `Association de ${providerName}…` : `Connexion avec ${providerName}…`),
  oauthFailedHeading: (providerName, intent) =>
    intent === 'link' ? `Votre compte ${providerName} n’a pas été associé` : `La connexion avec ${providerName} a échoué`,
  oauthProviderSaid: (providerName, description) => `${providerName} indique\u00a0: ${quoted(description)}`,
  oauthLinkedHeading: 'Compte associé',
  oauthLinked: (providerName) => `Votre compte ${providerName} est maintenant associé.`,
};
