import type { Strings } from './en';
import { formatNumber, formatSeconds } from './intl-format';
import { listWithOr, pluralForm } from './plural-form';

// French typography: a no-break space before ":" and inside « », a narrow one before "?" and ";".
const lang = 'fr';
const quoted = (text: string): string => `«\u00a0${text}\u00a0»`;
const notRegistered =
  'Cette clé d’accès n’est pas enregistrée pour cette application (elle a peut-être été supprimée). Essayez une autre clé d’accès ou une autre façon de vous connecter.';
const notVerified = 'La connexion n’a pas pu être vérifiée. Recommencez.';
const unverifiableResponse = 'Le service de connexion a envoyé une réponse que nous n’avons pas pu vérifier. Recommencez.';

/** French ("vous"). Loaded on demand: never import it statically from the modal. */
export const fr: Strings = {
  lang,
  trigger: 'Se connecter',
  title: (appName) => (appName ? `Se connecter à ${appName}` : 'Se connecter ou s’inscrire'),
  description: 'Connectez-vous ou créez un compte avec un code à usage unique.',
  descriptionWithPasskey: 'Connectez-vous ou créez un compte avec un code à usage unique ou une clé d’accès.',
  descriptionWithSocial: (providerNames, { code, passkey }) => {
    const ways = [code ? 'un code à usage unique' : undefined, passkey ? 'une clé d’accès' : undefined, `votre compte ${listWithOr(lang, providerNames)}`];
    return `Connectez-vous ou créez un compte avec ${listWithOr(lang, ways.filter((way) => way !== undefined))}.`;
  },
  logoAlt: (appName) => (appName ? `Logo de ${appName}` : 'Logo de l’application'),
  close: 'Fermer',

  loadingConfig: 'Chargement…',
  configFailed: 'Impossible de charger les options de connexion.',
  configIdInvalid: 'Les réglages de connexion de ce site sont introuvables (le service de connexion ne connaît pas son identifiant de configuration).',
  configOwnerHint: 'Seul le propriétaire du site peut corriger cela, dans les réglages du service de connexion.',

  channelLegend: 'Recevoir un code par',
  channelEmail: 'E-mail',
  channelSms: 'SMS',
  emailLabel: 'Adresse e-mail',
  emailPlaceholder: 'vous@exemple.fr',
  phoneLabel: 'Numéro de téléphone',
  phonePlaceholder: '+33 6 12 34 56 78',
  phoneHint: 'Indiquez l’indicatif de votre pays, par exemple +33 ou +32.',
  emailInvalid: 'Saisissez une adresse e-mail valide, comme vous@exemple.fr.',
  phoneInvalid: 'Saisissez votre numéro avec l’indicatif du pays, comme +33 6 12 34 56 78.',
  phoneCountryLabel: 'Pays ou région',
  phoneCountryOption: (countryName, callingCode) => `${countryName} (+${callingCode})`,
  phoneNumberHint: 'Choisissez le pays, puis saisissez le numéro.',
  lastUsed: 'Utilisé la dernière fois',
  continue: 'Continuer',
  sendingCode: 'Envoi du code…',

  codeHeading: (channel) => (channel === 'email' ? 'Consultez vos e-mails' : 'Consultez vos SMS'),
  codeSentTo: (contact) => `Nous avons envoyé un code à ${contact}.`,
  changeContact: 'Modifier',
  changeContactLabel: (contact) => `Modifier ${contact}`,
  codeLabel: (length, alphanumeric) =>
    `Code à ${formatNumber(lang, length)} ${
      alphanumeric ? pluralForm(lang, length, { one: 'caractère', other: 'caractères' }) : pluralForm(lang, length, { one: 'chiffre', other: 'chiffres' })
    }`,
  verify: 'Vérifier',
  verifying: 'Vérification…',
  resend: 'Renvoyer le code',
  resendIn: (seconds) => `Renvoyer le code dans ${formatSeconds(lang, seconds)}`,
  retry: 'Réessayer',
  retryIn: (seconds) => `Réessayer dans ${formatSeconds(lang, seconds)}`,
  startOver: 'Recommencer',
  resendAvailable: 'Vous pouvez maintenant demander un nouveau code.',
  retryAvailable: 'Vous pouvez maintenant réessayer.',

  successHeading: 'Connexion réussie',
  successNewUser: (contact) => `Votre compte pour ${contact} est prêt.`,
  successReturningUser: (contact) => `Bon retour parmi nous, ${contact}.`,
  done: 'Terminé',
  failedHeading: 'Un problème est survenu',
  failedSending: (contact) => `Nous n’avons pas pu envoyer de code à ${contact}. Réessayez, ou modifiez l’adresse ou le numéro.`,
  failedVerifying: (contact) => `Votre code pour ${contact} est conservé : réessayez pour le vérifier.`,
  back: 'Retour',
  cancel: 'Annuler',

  passkeyDivider: 'ou',
  passkeyLogin: 'Continuer avec une clé d’accès',
  passkeySignup: 'Créer un compte avec une clé d’accès',
  passkeyUnsupportedHeading: 'Ce navigateur ne peut pas utiliser de clé d’accès ici',
  passkeyUnsupportedReason: (reason) =>
    reason === 'insecure-context'
      ? 'Les clés d’accès ne fonctionnent que sur une page sécurisée (https). Utilisez plutôt un code à usage unique.'
      : 'Il ne prend pas en charge les clés d’accès. Utilisez plutôt un code à usage unique, ou essayez un navigateur à jour.',
  passkeyNamingHeading: 'Créer un compte avec une clé d’accès',
  passkeyNamingText:
    'Votre appareil enregistre une clé d’accès pour ce site. Vous vous connectez avec votre empreinte, votre visage ou le verrouillage de l’écran\u00a0: ni mot de passe ni code.',
  passkeyUserNameLabel: 'Nom du compte',
  passkeyUserNameHint: 'Facultatif. Affiché avec la clé d’accès sur votre appareil\u202f; laissez vide pour utiliser un nom par défaut.',
  passkeyUserNameInvalid: 'Ce nom ne peut pas être utilisé. Choisissez-en un plus court ou laissez le champ vide.',
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
  successPasskeyNewUser: 'Votre compte avec cette clé d’accès est prêt.',
  successPasskeyReturningUser: 'Bon retour parmi nous.',

  oauthProviderName: { google: 'Google', apple: 'Apple', x: 'X', discord: 'Discord' },
  socialLogin: (providerName) => `Continuer avec ${providerName}`,
  socialDivider: 'ou',
  socialGroupLabel: 'Se connecter avec un autre compte',
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
  successOauthNewUser: (providerName) => `Votre compte avec ${providerName} est prêt.`,
  successOauthReturningUser: 'Bon retour parmi nous.',
  appProofsVerified: 'Vérifié : votre portefeuille a été créé dans une enclave sécurisée',
  oauthLinkedHeading: 'Compte associé',
  oauthLinked: (providerName) => `Votre compte ${providerName} est maintenant associé.`,

  passkeysHeading: 'Clés d’accès',
  passkeysDescription: 'Connectez-vous avec votre empreinte, votre visage ou le verrouillage de l’écran plutôt qu’avec un code.',
  passkeysLoading: 'Chargement de vos clés d’accès…',
  passkeysSignedOut: 'Connectez-vous pour gérer vos clés d’accès.',
  passkeysEmpty: 'Vous n’avez pas encore de clé d’accès.',
  passkeysLoadFailed: 'Impossible de charger vos clés d’accès.',
  passkeyUnnamed: 'Clé d’accès sans nom',
  passkeyAddedOn: (date) => `Ajoutée le ${date}`,
  passkeyTransport: {
    AUTHENTICATOR_TRANSPORT_INTERNAL: 'cet appareil',
    AUTHENTICATOR_TRANSPORT_HYBRID: 'un téléphone ou une tablette',
    AUTHENTICATOR_TRANSPORT_USB: 'une clé de sécurité USB',
    AUTHENTICATOR_TRANSPORT_NFC: 'NFC',
    AUTHENTICATOR_TRANSPORT_BLE: 'Bluetooth',
  },
  passkeyWorksWith: (transports) => `Fonctionne avec ${transports}`,
  passkeyAdd: 'Ajouter une clé d’accès',
  passkeyAdding: 'Ajout d’une clé d’accès…',
  passkeyAdded: (name) => `Clé d’accès ${quoted(name)} ajoutée.`,
  passkeyAddCancelled: 'Vous avez fermé la fenêtre de la clé d’accès\u202f; aucune clé n’a été ajoutée.',
  passkeyAddFailed: 'La clé d’accès n’a pas été ajoutée.',
  passkeyDelete: 'Supprimer',
  passkeyConfirmDelete: (name) => `Supprimer ${quoted(name)}\u202f?`,
  passkeyConfirmDeleteText: 'Vous ne pourrez plus vous connecter avec elle.',
  passkeyConfirmDeleteButton: 'Oui, supprimer',
  passkeyDeleting: 'Suppression…',
  passkeyDeleted: (name) => `Clé d’accès ${quoted(name)} supprimée.`,
  passkeyDeleteFailed: (name) => `La clé d’accès ${quoted(name)} n’a pas été supprimée.`,

  accountHeading: 'Votre compte',
  accountSignedOut: 'Connectez-vous pour gérer votre compte.',
  accountChangePending: 'Cette modification attend l’approbation d’un autre membre de votre organisation.',
  accountChangeRejected: 'Votre organisation a refusé cette modification.',

  profileHeading: 'Profil',
  profileDescription: 'Votre nom, votre adresse e-mail et votre numéro de téléphone.',
  profileLoading: 'Chargement de votre profil…',
  profileLoadFailed: 'Impossible de charger votre profil.',
  profileNameLabel: 'Nom',
  profileNameSave: 'Enregistrer le nom',
  profileNameSaving: 'Enregistrement…',
  profileNameSaved: 'Votre nom a été enregistré.',
  profileNameSaveFailed: 'Votre nom n’a pas été enregistré.',
  profileNotSet: 'Non renseigné',
  profileChangeContact: (channel, hasOne) =>
    channel === 'email'
      ? hasOne ? 'Modifier l’adresse e-mail' : 'Ajouter une adresse e-mail'
      : hasOne ? 'Modifier le numéro de téléphone' : 'Ajouter un numéro de téléphone',
  profileNewContactLabel: (channel) => (channel === 'email' ? 'Nouvelle adresse e-mail' : 'Nouveau numéro de téléphone'),
  profileSameContact: (channel) => (channel === 'email' ? 'C’est déjà votre adresse e-mail.' : 'C’est déjà votre numéro de téléphone.'),
  profileSendCode: 'Envoyer le code',
  profileSendCodeFailed: 'Le code n’a pas été envoyé.',
  profileCodeSent: (contact) => `Nous avons envoyé un code à ${contact}. Saisissez-le pour confirmer la modification.`,
  profileConfirmChange: 'Confirmer',
  profileConfirmingChange: 'Confirmation…',
  profileContactChanged: (channel, contact) =>
    channel === 'email' ? `Votre adresse e-mail est désormais ${contact}.` : `Votre numéro de téléphone est désormais ${contact}.`,
  profileContactChangeFailed: (channel) =>
    channel === 'email' ? 'Votre adresse e-mail n’a pas été modifiée.' : 'Votre numéro de téléphone n’a pas été modifié.',
  profileContactChangeCancelled: 'Rien n’a été modifié.',

  linkedHeading: 'Comptes associés',
  linkedDescription: 'Vous pouvez aussi vous connecter avec ces comptes.',
  linkedLoading: 'Chargement de vos comptes associés…',
  linkedLoadFailed: 'Impossible de charger vos comptes associés.',
  linkedEmpty: 'Aucun compte n’est encore associé.',
  linkedAddLabel: 'Associer un autre compte',
  linkedNothingToAdd: 'Il n’y a pas d’autre compte à associer.',
  linkedLink: (providerName) => `Associer ${providerName}`,

  sessionsHeading: 'Sessions',
  sessionsDescription: 'Les comptes connectés dans ce navigateur.',
  sessionMethod: (method) =>
    ({
      otp_email: 'Connexion avec un code par e-mail',
      otp_sms: 'Connexion avec un code par SMS',
      passkey: 'Connexion avec une clé d’accès',
      oauth: 'Connexion avec un compte de réseau social',
    })[method],
  sessionExpires: (time) => `Expire\u00a0: ${time}`,
  sessionCurrent: 'Actuelle',
  sessionSwitch: 'Passer à',
  sessionSwitched: (name) => `Vous utilisez maintenant ${name}.`,
  sessionSwitchFailed: (name) => `Impossible de passer à ${name}.`,
  sessionLogout: 'Se déconnecter',
  sessionLoggedOut: (name) => `Déconnexion de ${name} effectuée.`,
  sessionLogoutFailed: (name) => `Impossible de déconnecter ${name}.`,
  sessionsLogoutAll: 'Se déconnecter de tous les comptes',
  sessionsLoggedOutAll: 'Tous les comptes de ce navigateur ont été déconnectés.',
  sessionsLogoutAllFailed: 'Impossible de déconnecter tous les comptes.',

  privateKeysHeading: 'Clés privées',
  privateKeysDescription: 'Exportez une clé pour l’utiliser dans un autre portefeuille. Toute personne qui voit une clé exportée peut l’utiliser.',
  privateKeysLoading: 'Chargement de vos clés privées…',
  privateKeysLoadFailed: 'Impossible de charger vos clés privées.',
  privateKeysEmpty: 'Il n’y a aucune clé privée.',
  privateKeyUnnamed: 'Clé sans nom',
  privateKeyExport: 'Exporter',
  privateKeyConfirmExport: (name) => `Afficher la clé privée de ${quoted(name)}\u202f?`,
  privateKeyConfirmExportText: 'Elle s’affichera sur cet écran. Assurez-vous que personne ne peut la voir, et ne la partagez jamais.',
  privateKeyConfirmExportButton: 'Oui, l’afficher',
  privateKeyExporting: 'Exportation…',
  privateKeyExportFailed: (name) => `La clé ${quoted(name)} n’a pas été exportée.`,
  privateKeyRevealedLabel: (name) => `Clé privée de ${quoted(name)}`,
  privateKeyRevealed: (name) => `La clé privée de ${quoted(name)} est affichée.`,
  privateKeyRevealedWarning: 'Gardez-la secrète. Masquez-la quand vous avez terminé.',
  privateKeyCopy: 'Copier',
  privateKeyCopied: 'Copié dans le presse-papiers.',
  privateKeyCopyFailed: 'Impossible de copier. Sélectionnez la clé et copiez-la vous-même.',
  privateKeyHide: 'Masquer',
  privateKeyHidden: (name) => `La clé privée de ${quoted(name)} est masquée.`,

  errors: {
    network: 'Impossible de joindre le service de connexion. Vérifiez votre connexion et réessayez.',
    timeout: 'Le service de connexion a mis trop de temps à répondre. Réessayez.',
    relay_rejected: 'Le service de connexion a refusé la demande. Réessayez.',
    origin_not_allowed: 'Ce site n’est pas autorisé à utiliser ce service de connexion.',
    unauthenticated: 'Votre connexion n’a pas pu être confirmée. Recommencez.',
    not_found: 'Cette demande de connexion est introuvable. Recommencez.',
    rate_limited: 'Trop de tentatives. Patientez un instant et réessayez.',
    unavailable: 'Le service de connexion est indisponible pour le moment. Réessayez dans un instant.',
    otp_invalid: 'Ce code est incorrect. Vérifiez-le et réessayez.',
    otp_expired: 'Ce code a expiré. Demandez-en un nouveau.',
    otp_attempts_exceeded: 'Trop de codes incorrects. Demandez un nouveau code ou recommencez.',
    passkey_cancelled: 'La demande de clé d’accès a été annulée.',
    passkey_unsupported: 'Ce navigateur ne peut pas utiliser de clé d’accès ici. Connectez-vous d’une autre façon.',
    popup_blocked: 'La fenêtre de connexion a été bloquée. Autorisez les fenêtres pop-up et réessayez.',
    popup_closed: 'La fenêtre de connexion a été fermée avant la fin. Réessayez.',
    oauth_state_mismatch: notVerified,
    oauth_nonce_mismatch: notVerified,
    oauth_provider_error: 'Le fournisseur de connexion a signalé un problème. Réessayez, ou connectez-vous d’une autre façon.',
    bundle_invalid: unverifiableResponse,
    signature_invalid: unverifiableResponse,
    token_expired: 'Votre vérification a expiré. Demandez un nouveau code.',
    clock_skew: 'L’horloge de votre appareil ne correspond pas à celle du service de connexion. Réglez l’heure correcte et réessayez.',
    proof_invalid: 'Nous n’avons pas pu confirmer que votre compte a été créé par l’enclave sécurisée. Votre connexion fonctionne toujours.',
    permission_denied:
      'Ce n’est pas autorisé pour votre compte (une règle, une liste d’adresses IP autorisées ou la portée de votre session l’interdit).',
    failed_precondition: 'Ce n’est pas encore possible\u00a0: une autre étape doit d’abord avoir lieu.',
    already_exists: 'Cela existe déjà.',
    activity_failed: 'La demande n’a pas pu aboutir. Réessayez.',
    consensus_needed: 'Cette modification doit être approuvée par un autre membre de votre organisation.',
    activity_rejected: 'La demande a été rejetée.',
    session_expired: 'Votre session a expiré. Reconnectez-vous.',
    storage_unavailable: 'Ce navigateur ne peut pas enregistrer votre connexion. Vérifiez ses paramètres de confidentialité.',
    browser_unsupported: 'Il manque à ce navigateur une fonction de sécurité dont la connexion a besoin. Mettez-le à jour ou utilisez un autre navigateur.',
    method_disabled: 'Cette méthode de connexion n’est pas activée pour cette application.',
    invalid_input: 'Vérifiez votre saisie et réessayez.',
    unknown: 'Un problème est survenu. Réessayez.',
  },
};
