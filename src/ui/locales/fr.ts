import type { Strings } from './en';
import { formatDateTime, formatNumber, formatSeconds } from './intl-format';
import { listWithOr, pluralForm } from './plural-form';

// French typography: a no-break space before ":" and inside « », a narrow one before "?" and ";".
const lang = 'fr';
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
  slowWait: 'Toujours en attente du service de connexion…',
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
  retryAtTime: (time) => `Réessayer à partir de ${time}`,
  retryAtDate: (dateTime) => `Réessayer à partir du ${dateTime}`,

  successHeading: 'Connexion réussie',
  successNewUser: (contact) => `Votre compte pour ${contact} est prêt.`,
  successReturningUser: (contact) => `Bon retour parmi nous, ${contact}.`,
  successAccountReady: 'Votre compte est prêt.',
  successWelcomeBack: 'Bon retour parmi nous.',
  done: 'Terminé',
  failedHeading: 'Un problème est survenu',
  failedSending: (contact) => `Nous n’avons pas pu envoyer de code à ${contact}. Réessayez, ou modifiez l’adresse ou le numéro.`,
  failedVerifying: (contact) => `Votre code pour ${contact} est conservé : réessayez pour le vérifier.`,
  crashed: (code) => `Cet écran n’a pas pu s’afficher. Code d’erreur\u00a0: ${code}.`,
  back: 'Retour',
  cancel: 'Annuler',

  passkeyDivider: 'ou',
  passkeyLogin: 'Continuer avec une clé d’accès',
  passkeySignup: 'Créer un compte avec une clé d’accès',
  passkeySignupShort: 'Créer un compte',
  passkeyUnsupportedHeading: 'Ce navigateur ne peut pas utiliser de clé d’accès ici',
  passkeyUnsupportedReason: (reason) =>
    reason === 'insecure-context'
      ? 'Les clés d’accès ne fonctionnent que sur une page sécurisée (https). Utilisez plutôt un code à usage unique.'
      : 'Il ne prend pas en charge les clés d’accès. Utilisez plutôt un code à usage unique, ou essayez un navigateur à jour.',
  successPasskeyNewUser: 'Votre compte avec cette clé d’accès est prêt.',
  successPasskeyReturningUser: 'Bon retour parmi nous.',

  oauthProviderName: { google: 'Google', apple: 'Apple', x: 'X', discord: 'Discord' },
  socialLogin: (providerName) => `Continuer avec ${providerName}`,
  socialDivider: 'ou',
  socialGroupLabel: 'Se connecter avec un autre compte',
  successOauthNewUser: (providerName) => `Votre compte avec ${providerName} est prêt.`,
  successOauthReturningUser: 'Bon retour parmi nous.',
  appProofsVerified: 'Vérifié : votre portefeuille a été créé dans une enclave sécurisée',

  descriptionWallet: 'Vous pouvez aussi utiliser un portefeuille de navigateur.',
  walletEntry: 'Continuer avec un portefeuille',
  successWalletNewUser: (walletName) => `Votre compte avec ${walletName} est prêt.`,

  passkeyAdd: 'Ajouter une clé d’accès',
  passkeyAddCancelled: 'Vous avez fermé la fenêtre de la clé d’accès\u202f; aucune clé n’a été ajoutée.',
  passkeyDefaultName: (date) => `Clé d’accès ${formatDateTime('fr', date)}`,

  errors: {
    network: 'Impossible de joindre le service de connexion. Vérifiez votre connexion et réessayez.',
    timeout: 'Le service de connexion a mis trop de temps à répondre. Réessayez.',
    relay_rejected: 'Le service de connexion a refusé la demande. Réessayez.',
    response_invalid: 'Le service de connexion a envoyé une réponse inutilisable. Réessayez.',
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
    wallet_rejected: 'Vous avez refusé la demande dans votre portefeuille.',
    wallet_locked: 'Votre portefeuille est verrouillé ou ne partage aucun compte. Déverrouillez-le, puis réessayez.',
    wallet_pending: 'Votre portefeuille a déjà une demande en cours. Répondez-y ou fermez-la dans le portefeuille, puis réessayez.',
    wallet_unavailable: 'Ce portefeuille n’est plus disponible. Vérifiez qu’il est installé et activé, ou choisissez-en un autre.',
    bundle_invalid: unverifiableResponse,
    signature_invalid: unverifiableResponse,
    token_expired: 'Votre vérification a expiré. Demandez un nouveau code.',
    clock_skew: 'L’horloge de votre appareil ne correspond pas à celle du service de connexion. Réglez l’heure correcte et réessayez.',
    proof_invalid: 'Nous n’avons pas pu confirmer que votre compte a été créé par l’enclave sécurisée. Votre connexion fonctionne toujours.',
    proof_missing: 'Nous n’avons pas pu confirmer que votre compte a été créé par l’enclave sécurisée : la preuve manquait. Votre connexion fonctionne quand même.',
    untrusted_response: 'Nous avons arrêté : la réponse du service de connexion n’était pas fiable. Recommencez, ou connectez-vous autrement.',
    permission_denied:
      'Ce n’est pas autorisé pour votre compte (une règle, une liste d’adresses IP autorisées ou la portée de votre session l’interdit).',
    failed_precondition: 'Ce n’est pas encore possible\u00a0: une autre étape doit d’abord avoir lieu.',
    already_exists: 'Cela existe déjà.',
    activity_failed: 'La demande n’a pas pu aboutir. Réessayez.',
    consensus_needed: 'Cette modification doit être approuvée par un autre membre de votre organisation.',
    activity_rejected: 'La demande a été rejetée.',
    mfa_required: 'Cette action demande une vérification supplémentaire : confirmez votre identité avec un autre moyen de connexion.',
    session_expired: 'Votre session a expiré. Reconnectez-vous.',
    stamp_missing: 'Nous n’avons pas pu confirmer que cette requête vient de votre session. Rechargez la page et réessayez.',
    stamp_invalid: 'Nous n’avons pas pu confirmer que cette requête vient de votre session. Rechargez la page et réessayez.',
    stamp_stale: 'Nous n’avons pas pu confirmer que cette requête vient de votre session. Rechargez la page et réessayez.',
    stamp_replayed: 'Nous n’avons pas pu confirmer que cette requête vient de votre session. Rechargez la page et réessayez.',
    storage_unavailable: 'Ce navigateur ne peut pas enregistrer votre connexion. Vérifiez ses paramètres de confidentialité.',
    browser_unsupported: 'Il manque à ce navigateur une fonction de sécurité dont la connexion a besoin. Mettez-le à jour ou utilisez un autre navigateur.',
    captcha_required: 'Cette application demande d’abord une courte vérification de sécurité. Terminez-la, puis réessayez.',
    captcha_rejected: 'La vérification de sécurité n’a pas été acceptée (elle a peut-être expiré ou déjà servi). Terminez la nouvelle vérification, puis réessayez.',
    method_disabled: 'Cette méthode de connexion n’est pas activée pour cette application.',
    config_invalid: 'Ce mode de connexion n’est pas bien configuré pour cette application. Connectez-vous autrement.',
    invalid_input: 'Vérifiez votre saisie et réessayez.',
    unknown: 'Un problème est survenu. Réessayez.',
  },
};
