import type { StepUpStrings, StepUpTask } from '../step-up-strings';

const lang = 'de';
const count = (value: number): string => new Intl.NumberFormat(lang).format(value);
const tasks: Record<StepUpTask, string> = {
  choose: 'wählen Sie, wie Sie bestätigen',
  passkey: 'mit Ihrem Passkey bestätigen',
  email_otp: 'mit einem Code per E-Mail bestätigen',
  sms_otp: 'mit einem Code per SMS bestätigen',
  oauth: 'mit Ihrem Social-Login bestätigen',
  session: 'auf diesem Gerät bestätigen',
  api_key: 'mit einem API-Schlüssel genehmigen',
  unknown: 'auf andere Weise bestätigen',
};

/** The step-up dialog's strings in de. Loaded on demand with the dialog: never import it statically. */
export const deStepUp: StepUpStrings = {
  stepUpTitle: 'Bestätigen Sie, dass Sie es sind',
  stepUpIntro: 'Ihr Konto verlangt eine zusätzliche Prüfung, bevor diese Anfrage ausgeführt wird:',
  stepUpAction: {
    update_user: 'Ihr Profil aktualisieren',
    update_user_email: 'Ihre E-Mail-Adresse ändern',
    update_user_phone_number: 'Ihre Telefonnummer ändern',
    create_user_tag: 'Ein Benutzer-Tag erstellen',
    create_api_keys: 'Einen API-Schlüssel hinzufügen',
    delete_api_keys: 'Einen API-Schlüssel löschen',
    update_policy: 'Eine Richtlinie ändern',
    delete_private_keys: 'Einen privaten Schlüssel löschen',
    export_private_key: 'Ihren privaten Schlüssel exportieren',
    export_wallet: 'Ihre Wallet exportieren',
    export_wallet_account: 'Ein Wallet-Konto exportieren',
    sign_raw_payload: 'Eine Nachricht signieren',
    sign_transaction: 'Eine Transaktion signieren',
    create_mfa_policy: 'Eine zusätzliche Prüfregel hinzufügen',
    update_mfa_policy: 'Eine zusätzliche Prüfregel ändern',
    delete_mfa_policy: 'Eine zusätzliche Prüfregel entfernen',
    create_session_profile: 'Ein Sitzungsprofil erstellen',
    set_ip_allowlist: 'Ihre IP-Zulassungsliste ändern',
    remove_ip_allowlist: 'Ihre IP-Zulassungsliste entfernen',
    create_webhook_endpoint: 'Einen Webhook hinzufügen',
    update_webhook_endpoint: 'Einen Webhook ändern',
    delete_webhook_endpoint: 'Einen Webhook löschen',
    otp_auth: 'Mit einem Einmalcode anmelden',
    oauth2_authenticate: 'Mit einem Social-Login anmelden',
    create_read_write_session: 'Eine neue Sitzung starten',
    create_authenticators: 'Einen Passkey hinzufügen',
    delete_authenticators: 'Einen Passkey löschen',
    create_oauth_providers: 'Ein Social-Login verknüpfen',
    delete_oauth_providers: 'Die Verknüpfung eines Social-Logins aufheben',
    other: 'Diese Aktion genehmigen',
  },
  stepUpStepsLabel: 'Prüfschritte',
  stepUpStepDone: 'erledigt',
  stepUpMethodName: {
    passkey: 'Passkey',
    email_otp: 'Code per E-Mail',
    sms_otp: 'Code per SMS',
    oauth: 'Social-Login',
    session: 'Anmeldung auf diesem Gerät',
    api_key: 'API-Schlüssel',
    unknown: 'Andere Methode',
  },
  stepUpProgress: (step, total, task) => {
    const text = tasks[task];
    return total <= 1 ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : `Schritt ${count(step)} von ${count(total)}: ${text}`;
  },
  stepUpPreparing: 'Wir prüfen, was Ihr Konto verlangt…',
  stepUpChooseHeading: 'Wählen Sie, wie Sie bestätigen',
  stepUpUsePasskey: 'Passkey verwenden',
  stepUpSendCode: (channel, contact) => (channel === 'email' ? `Code per E-Mail an ${contact} senden` : `Code per SMS an ${contact} senden`),
  stepUpUseOauth: (provider) => `Weiter mit ${provider}`,
  stepUpUseSession: 'Auf diesem Gerät bestätigen',
  stepUpUnavailable: (reason, kind) => {
    switch (reason) {
      case 'api_key_in_browser':
        return 'Erfordert einen API-Schlüssel: Genehmigen Sie die Anfrage von Ihrem Server oder über die Befehlszeile.';
      case 'no_contact':
        return kind === 'sms_otp' ? 'Ihr Konto hat keine Telefonnummer.' : 'Ihr Konto hat keine E-Mail-Adresse.';
      case 'channel_disabled':
        return kind === 'sms_otp' ? 'Diese App versendet keine Codes per SMS.' : 'Diese App versendet keine Codes per E-Mail.';
      case 'no_passkey':
        return 'Keiner Ihrer Passkeys kann dafür verwendet werden.';
      case 'passkey_unsupported':
        return 'Dieser Browser kann hier keine Passkeys verwenden.';
      case 'no_oauth_provider':
        return 'Keines Ihrer verknüpften Social-Logins wird hier angeboten.';
      case 'unknown_method':
        return 'Diese App kann diese Methode noch nicht verwenden.';
    }
  },
  stepUpNoOption: 'Keine der Möglichkeiten, die dieser Schritt akzeptiert, ist hier verfügbar. Lehnen Sie die Anfrage ab, oder behalten Sie sie und genehmigen Sie sie anderswo.',
  stepUpSendingCode: (channel, contact) => (channel === 'email' ? `Code wird an ${contact} gesendet…` : `Code wird per SMS an ${contact} gesendet…`),
  stepUpCodeFailed: (previous, contact) =>
    previous === 'verifying'
      ? 'Ihr Code bleibt erhalten: Versuchen Sie es erneut, um ihn zu prüfen.'
      : `Wir konnten keinen Code an ${contact} senden. Versuchen Sie es erneut, oder gehen Sie zurück und wählen Sie einen anderen Weg.`,
  stepUpPasskeyPrompt: 'Folgen Sie der Abfrage Ihres Browsers, um mit Ihrem Passkey zu bestätigen.',
  stepUpOauthPrompt: (provider) => `Schließen Sie den Vorgang im ${provider}-Fenster ab, um zu bestätigen, dass Sie es sind.`,
  stepUpApproving: 'Wird bestätigt…',
  stepUpFinishing: 'Bestätigt. Ihre Anfrage wird abgeschlossen…',
  stepUpCancelHeading: 'Diese Anfrage abbrechen?',
  stepUpCancelText: 'Lehnen Sie sie ab, dann ändert sich nichts. Oder behalten Sie sie: Sie können sie später genehmigen, bis sie abläuft.',
  stepUpReject: 'Diese Anfrage ablehnen',
  stepUpKeep: 'Für später aufheben',
  stepUpKeepGoing: 'Weiter bestätigen',
  stepUpRejecting: 'Die Anfrage wird abgelehnt…',
  stepUpDoneHeading: 'Bestätigt',
  stepUpSucceeded: {
    update_user: 'Ihr Profil wurde aktualisiert.',
    update_user_email: 'Ihre E-Mail-Adresse wurde geändert.',
    update_user_phone_number: 'Ihre Telefonnummer wurde geändert.',
    create_user_tag: 'Das Benutzer-Tag wurde erstellt.',
    create_api_keys: 'Der API-Schlüssel wurde hinzugefügt.',
    delete_api_keys: 'Der API-Schlüssel wurde gelöscht.',
    update_policy: 'Die Richtlinie wurde geändert.',
    delete_private_keys: 'Der private Schlüssel wurde gelöscht.',
    export_private_key: 'Ihr privater Schlüssel wurde exportiert.',
    export_wallet: 'Ihre Wallet wurde exportiert.',
    export_wallet_account: 'Das Wallet-Konto wurde exportiert.',
    sign_raw_payload: 'Die Nachricht wurde signiert.',
    sign_transaction: 'Die Transaktion wurde signiert.',
    create_mfa_policy: 'Die Prüfregel wurde hinzugefügt.',
    update_mfa_policy: 'Die Prüfregel wurde geändert.',
    delete_mfa_policy: 'Die Prüfregel wurde entfernt.',
    create_session_profile: 'Das Sitzungsprofil wurde erstellt.',
    set_ip_allowlist: 'Ihre IP-Zulassungsliste wurde geändert.',
    remove_ip_allowlist: 'Ihre IP-Zulassungsliste wurde entfernt.',
    create_webhook_endpoint: 'Der Webhook wurde hinzugefügt.',
    update_webhook_endpoint: 'Der Webhook wurde geändert.',
    delete_webhook_endpoint: 'Der Webhook wurde gelöscht.',
    otp_auth: 'Sie sind angemeldet.',
    oauth2_authenticate: 'Sie sind angemeldet.',
    create_read_write_session: 'Die neue Sitzung wurde gestartet.',
    create_authenticators: 'Der Passkey wurde hinzugefügt.',
    delete_authenticators: 'Der Passkey wurde gelöscht.',
    create_oauth_providers: 'Das Social-Login wurde verknüpft.',
    delete_oauth_providers: 'Die Verknüpfung des Social-Logins wurde aufgehoben.',
    other: 'Die Aktion wurde genehmigt und ausgeführt.',
  },
  stepUpRejectedHeading: 'Anfrage abgelehnt',
  stepUpRejectedText: 'Es wurde nichts geändert. Die Anfrage kann nicht mehr genehmigt werden.',
  stepUpFailedHeading: 'Die Anfrage konnte nicht bestätigt werden',
  stepUpFailedKept: 'Die Anfrage wartet weiterhin: Versuchen Sie es jetzt erneut, oder genehmigen Sie sie später.',
};
