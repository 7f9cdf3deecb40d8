import type { StepUpStrings, StepUpTask } from '../step-up-strings';

const lang = 'fr';
const count = (value: number): string => new Intl.NumberFormat(lang).format(value);
const tasks: Record<StepUpTask, string> = {
  choose: 'choisissez comment confirmer',
  passkey: 'confirmez avec votre clé d’accès',
  email_otp: 'confirmez avec un code envoyé par e-mail',
  sms_otp: 'confirmez avec un code envoyé par SMS',
  oauth: 'confirmez avec votre compte social',
  session: 'confirmez sur cet appareil',
  api_key: 'approuvez avec une clé API',
  unknown: 'confirmez autrement',
};

/** The step-up dialog's strings in fr. Loaded on demand with the dialog: never import it statically. */
export const frStepUp: StepUpStrings = {
  stepUpTitle: 'Confirmez qu’il s’agit bien de vous',
  stepUpIntro: 'Votre compte demande une vérification supplémentaire avant d’exécuter cette demande :',
  stepUpAction: {
    update_user: 'Mettre à jour votre profil',
    update_user_email: 'Changer votre adresse e-mail',
    update_user_phone_number: 'Changer votre numéro de téléphone',
    create_user_tag: 'Créer une étiquette d’utilisateur',
    create_api_keys: 'Ajouter une clé API',
    delete_api_keys: 'Supprimer une clé API',
    update_policy: 'Modifier une règle d’accès',
    delete_private_keys: 'Supprimer une clé privée',
    export_private_key: 'Exporter votre clé privée',
    export_wallet: 'Exporter votre portefeuille',
    export_wallet_account: 'Exporter un compte du portefeuille',
    sign_raw_payload: 'Signer un message',
    sign_transaction: 'Signer une transaction',
    create_mfa_policy: 'Ajouter une règle de vérification supplémentaire',
    update_mfa_policy: 'Modifier une règle de vérification supplémentaire',
    delete_mfa_policy: 'Retirer une règle de vérification supplémentaire',
    create_session_profile: 'Créer un profil de session',
    set_ip_allowlist: 'Modifier votre liste d’adresses IP autorisées',
    remove_ip_allowlist: 'Retirer votre liste d’adresses IP autorisées',
    create_webhook_endpoint: 'Ajouter un webhook',
    update_webhook_endpoint: 'Modifier un webhook',
    delete_webhook_endpoint: 'Supprimer un webhook',
    otp_auth: 'Se connecter avec un code à usage unique',
    oauth2_authenticate: 'Se connecter avec un compte social',
    create_read_write_session: 'Ouvrir une nouvelle session',
    create_authenticators: 'Ajouter une clé d’accès',
    delete_authenticators: 'Supprimer une clé d’accès',
    create_oauth_providers: 'Associer un compte social',
    delete_oauth_providers: 'Dissocier un compte social',
    other: 'Approuver cette action',
  },
  stepUpStepsLabel: 'Étapes de vérification',
  stepUpStepDone: 'terminée',
  stepUpMethodName: {
    passkey: 'Clé d’accès',
    email_otp: 'Code par e-mail',
    sms_otp: 'Code par SMS',
    oauth: 'Compte social',
    session: 'Connexion de cet appareil',
    api_key: 'Clé API',
    unknown: 'Autre méthode',
  },
  stepUpProgress: (step, total, task) => {
    const text = tasks[task];
    return total <= 1 ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : `Étape ${count(step)} sur ${count(total)} : ${text}`;
  },
  stepUpPreparing: 'Vérification de ce que demande votre compte…',
  stepUpChooseHeading: 'Choisissez comment confirmer',
  stepUpUsePasskey: 'Utiliser votre clé d’accès',
  stepUpSendCode: (channel, contact) => (channel === 'email' ? `Envoyer un code par e-mail à ${contact}` : `Envoyer un code par SMS au ${contact}`),
  stepUpUseOauth: (provider) => `Continuer avec ${provider}`,
  stepUpUseSession: 'Confirmer sur cet appareil',
  stepUpUnavailable: (reason, kind) => {
    switch (reason) {
      case 'api_key_in_browser':
        return 'Nécessite une clé API : approuvez la demande depuis votre serveur ou en ligne de commande.';
      case 'no_contact':
        return kind === 'sms_otp' ? 'Votre compte n’a pas de numéro de téléphone.' : 'Votre compte n’a pas d’adresse e-mail.';
      case 'channel_disabled':
        return kind === 'sms_otp' ? 'Cette application n’envoie pas de codes par SMS.' : 'Cette application n’envoie pas de codes par e-mail.';
      case 'no_passkey':
        return 'Aucune de vos clés d’accès ne peut servir ici.';
      case 'passkey_unsupported':
        return 'Ce navigateur ne peut pas utiliser de clé d’accès ici.';
      case 'no_oauth_provider':
        return 'Aucun de vos comptes sociaux associés n’est proposé ici.';
      case 'unknown_method':
        return 'Cette application ne sait pas encore utiliser cette méthode.';
    }
  },
  stepUpNoOption: 'Aucun des moyens acceptés par cette étape n’est utilisable ici. Refusez la demande, ou gardez-la et approuvez-la ailleurs.',
  stepUpSendingCode: (channel, contact) => (channel === 'email' ? `Envoi d’un code à ${contact}…` : `Envoi d’un code par SMS au ${contact}…`),
  stepUpCodeFailed: (previous, contact) =>
    previous === 'verifying'
      ? 'Votre code est conservé : réessayez pour le vérifier.'
      : `Nous n’avons pas pu envoyer de code à ${contact}. Réessayez, ou revenez en arrière et choisissez un autre moyen.`,
  stepUpPasskeyPrompt: 'Suivez les instructions de votre navigateur pour confirmer avec votre clé d’accès.',
  stepUpOauthPrompt: (provider) => `Terminez dans la fenêtre ${provider} pour confirmer qu’il s’agit bien de vous.`,
  stepUpApproving: 'Confirmation…',
  stepUpFinishing: 'Confirmé. Finalisation de votre demande…',
  stepUpCancelHeading: 'Arrêter cette demande ?',
  stepUpCancelText: 'Refusez-la et rien ne change. Ou gardez-la : vous pourrez l’approuver plus tard, jusqu’à son expiration.',
  stepUpReject: 'Refuser cette demande',
  stepUpKeep: 'La garder pour plus tard',
  stepUpKeepGoing: 'Continuer la confirmation',
  stepUpRejecting: 'Refus de la demande…',
  stepUpDoneHeading: 'Confirmé',
  stepUpSucceeded: {
    update_user: 'Votre profil a été mis à jour.',
    update_user_email: 'Votre adresse e-mail a été changée.',
    update_user_phone_number: 'Votre numéro de téléphone a été changé.',
    create_user_tag: 'L’étiquette d’utilisateur a été créée.',
    create_api_keys: 'La clé API a été ajoutée.',
    delete_api_keys: 'La clé API a été supprimée.',
    update_policy: 'La règle d’accès a été modifiée.',
    delete_private_keys: 'La clé privée a été supprimée.',
    export_private_key: 'Votre clé privée a été exportée.',
    export_wallet: 'Votre portefeuille a été exporté.',
    export_wallet_account: 'Le compte du portefeuille a été exporté.',
    sign_raw_payload: 'Le message a été signé.',
    sign_transaction: 'La transaction a été signée.',
    create_mfa_policy: 'La règle de vérification a été ajoutée.',
    update_mfa_policy: 'La règle de vérification a été modifiée.',
    delete_mfa_policy: 'La règle de vérification a été retirée.',
    create_session_profile: 'Le profil de session a été créé.',
    set_ip_allowlist: 'Votre liste d’adresses IP autorisées a été modifiée.',
    remove_ip_allowlist: 'Votre liste d’adresses IP autorisées a été retirée.',
    create_webhook_endpoint: 'Le webhook a été ajouté.',
    update_webhook_endpoint: 'Le webhook a été modifié.',
    delete_webhook_endpoint: 'Le webhook a été supprimé.',
    otp_auth: 'Vous êtes connecté.',
    oauth2_authenticate: 'Vous êtes connecté.',
    create_read_write_session: 'La nouvelle session est ouverte.',
    create_authenticators: 'La clé d’accès a été ajoutée.',
    delete_authenticators: 'La clé d’accès a été supprimée.',
    create_oauth_providers: 'Le compte social a été associé.',
    delete_oauth_providers: 'Le compte social a été dissocié.',
    other: 'L’action a été approuvée et effectuée.',
  },
  stepUpRejectedHeading: 'Demande refusée',
  stepUpRejectedText: 'Rien n’a été modifié. La demande ne peut plus être approuvée.',
  stepUpFailedHeading: 'La demande n’a pas pu être confirmée',
  stepUpFailedKept: 'La demande est toujours en attente : réessayez maintenant, ou approuvez-la plus tard.',
};
