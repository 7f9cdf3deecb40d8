import type { Strings } from './en';
import { formatDateTime, formatNumber, formatSeconds } from './intl-format';
import { listWithOr } from './plural-form';

const lang = 'de';
const notVerified = 'Die Anmeldung konnte nicht überprüft werden. Beginnen Sie neu.';
const unverifiableResponse = 'Der Anmeldedienst hat eine Antwort gesendet, die wir nicht überprüfen konnten. Beginnen Sie neu.';

/** "Ihrem Google-Konto", "Ihrem Google-, Apple- oder X-Konto" (the shared "-Konto" only once). */
function accounts(providerNames: readonly string[]): string {
  const names = providerNames.map((name, index) => (index === providerNames.length - 1 ? `${name}-Konto` : `${name}-`));
  return `Ihrem ${listWithOr(lang, names)}`;
}

/** German ("Sie"). Loaded on demand: never import it statically from the modal. */
export const de: Strings = {
  lang,
  trigger: 'Anmelden',
  title: (appName) => (appName ? `Bei ${appName} anmelden` : 'Anmelden oder registrieren'),
  description: 'Melden Sie sich mit einem Einmalcode an oder erstellen Sie ein Konto.',
  descriptionWithPasskey: 'Melden Sie sich mit einem Einmalcode oder einem Passkey an oder erstellen Sie ein Konto.',
  descriptionWithSocial: (providerNames, { code, passkey }) => {
    const ways = [code ? 'einem Einmalcode' : undefined, passkey ? 'einem Passkey' : undefined, accounts(providerNames)];
    return `Melden Sie sich mit ${listWithOr(lang, ways.filter((way) => way !== undefined))} an oder erstellen Sie ein Konto.`;
  },
  logoAlt: (appName) => (appName ? `Logo von ${appName}` : 'App-Logo'),
  close: 'Schließen',

  loadingConfig: 'Wird geladen…',
  slowWait: 'Wir warten noch auf den Anmeldedienst…',
  configFailed: 'Die Anmeldeoptionen konnten nicht geladen werden.',
  configIdInvalid: 'Die Anmeldeeinstellungen dieser Website wurden nicht gefunden (der Anmeldedienst kennt ihre Konfigurations-ID nicht).',
  configOwnerHint: 'Nur der Betreiber der Website kann das in den Einstellungen des Anmeldedienstes beheben.',

  channelLegend: 'Code erhalten per',
  channelEmail: 'E-Mail',
  channelSms: 'SMS',
  emailLabel: 'E-Mail-Adresse',
  emailPlaceholder: 'name@beispiel.de',
  phoneLabel: 'Telefonnummer',
  phonePlaceholder: '+49 151 23456789',
  phoneHint: 'Mit Ländervorwahl, zum Beispiel +49 oder +43.',
  emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
  phoneInvalid: 'Geben Sie Ihre Telefonnummer mit Ländervorwahl ein, z. B. +49 151 23456789.',
  phoneCountryLabel: 'Land oder Region',
  phoneCountryOption: (countryName, callingCode) => `${countryName} (+${callingCode})`,
  phoneNumberHint: 'Wählen Sie das Land und geben Sie dann die Nummer ein.',
  lastUsed: 'Zuletzt verwendet',
  continue: 'Weiter',
  sendingCode: 'Code wird gesendet…',

  codeHeading: (channel) => (channel === 'email' ? 'Sehen Sie in Ihrem Postfach nach' : 'Sehen Sie in Ihren SMS nach'),
  codeSentTo: (contact) => `Wir haben einen Code an ${contact} gesendet.`,
  changeContact: 'Ändern',
  changeContactLabel: (contact) => `${contact} ändern`,
  codeLabel: (length, alphanumeric) =>
    alphanumeric ? `${formatNumber(lang, length)}-stelliger Code aus Buchstaben und Ziffern` : `${formatNumber(lang, length)}-stelliger Code`,
  verify: 'Bestätigen',
  verifying: 'Wird bestätigt…',
  resend: 'Code erneut senden',
  resendIn: (seconds) => `Code erneut senden in ${formatSeconds(lang, seconds)}`,
  retry: 'Erneut versuchen',
  retryIn: (seconds) => `Erneut versuchen in ${formatSeconds(lang, seconds)}`,
  startOver: 'Neu beginnen',
  resendAvailable: 'Sie können jetzt einen neuen Code anfordern.',
  retryAvailable: 'Sie können es jetzt erneut versuchen.',
  retryAtTime: (time) => `Erneut versuchen ab ${time} Uhr`,
  retryAtDate: (dateTime) => `Erneut versuchen ab ${dateTime}`,

  successHeading: 'Sie sind angemeldet',
  successNewUser: (contact) => `Ihr Konto für ${contact} ist bereit.`,
  successReturningUser: (contact) => `Willkommen zurück, ${contact}.`,
  successAccountReady: 'Ihr Konto ist bereit.',
  successWelcomeBack: 'Willkommen zurück.',
  done: 'Fertig',
  failedHeading: 'Etwas ist schiefgelaufen',
  failedSending: (contact) => `Wir konnten keinen Code an ${contact} senden. Versuchen Sie es erneut oder ändern Sie die Adresse oder Nummer.`,
  failedVerifying: (contact) => `Ihr Code für ${contact} bleibt erhalten: Versuchen Sie es erneut, um ihn zu prüfen.`,
  crashed: (code) => `Diese Ansicht konnte nicht angezeigt werden. Fehlercode: ${code}.`,
  back: 'Zurück',
  cancel: 'Abbrechen',

  passkeyDivider: 'oder',
  passkeyLogin: 'Weiter mit einem Passkey',
  passkeySignup: 'Konto mit einem Passkey erstellen',
  passkeySignupShort: 'Konto erstellen',
  passkeyUnsupportedHeading: 'Dieser Browser kann hier keine Passkeys verwenden',
  passkeyUnsupportedReason: (reason) =>
    reason === 'insecure-context'
      ? 'Passkeys funktionieren nur auf sicheren Seiten (https). Verwenden Sie stattdessen einen Einmalcode.'
      : 'Er unterstützt keine Passkeys. Verwenden Sie stattdessen einen Einmalcode oder einen aktuellen Browser.',
  successPasskeyNewUser: 'Ihr Konto mit diesem Passkey ist bereit.',
  successPasskeyReturningUser: 'Willkommen zurück.',

  oauthProviderName: { google: 'Google', apple: 'Apple', x: 'X', discord: 'Discord' },
  socialLogin: (providerName) => `Weiter mit ${providerName}`,
  socialDivider: 'oder',
  socialGroupLabel: 'Mit einem anderen Konto anmelden',
  successOauthNewUser: (providerName) => `Ihr Konto mit ${providerName} ist bereit.`,
  successOauthReturningUser: 'Willkommen zurück.',
  appProofsVerified: 'Verifiziert: Ihre Wallet wurde in einer sicheren Enklave erstellt',

  descriptionWallet: 'Sie können auch eine Browser-Wallet verwenden.',
  walletEntry: 'Mit einer Wallet fortfahren',
  successWalletNewUser: (walletName) => `Ihr Konto mit ${walletName} ist bereit.`,

  passkeyAdd: 'Passkey hinzufügen',
  passkeyAddCancelled: 'Sie haben die Passkey-Abfrage geschlossen; es wurde kein Passkey hinzugefügt.',
  passkeyDefaultName: (date) => `Passkey ${formatDateTime('de', date)}`,

  errors: {
    network: 'Der Anmeldedienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    timeout: 'Der Anmeldedienst hat zu lange für eine Antwort gebraucht. Versuchen Sie es erneut.',
    relay_rejected: 'Der Anmeldedienst hat die Anfrage abgelehnt. Versuchen Sie es erneut.',
    response_invalid: 'Der Anmeldedienst hat eine unbrauchbare Antwort gesendet. Versuchen Sie es erneut.',
    origin_not_allowed: 'Diese Website darf diesen Anmeldedienst nicht verwenden.',
    unauthenticated: 'Ihre Anmeldung konnte nicht bestätigt werden. Beginnen Sie neu.',
    not_found: 'Diese Anmeldeanfrage wurde nicht gefunden. Beginnen Sie neu.',
    rate_limited: 'Zu viele Versuche. Warten Sie einen Moment und versuchen Sie es erneut.',
    unavailable: 'Der Anmeldedienst ist gerade nicht verfügbar. Versuchen Sie es in Kürze erneut.',
    otp_invalid: 'Dieser Code ist nicht richtig. Prüfen Sie ihn und versuchen Sie es erneut.',
    otp_expired: 'Dieser Code ist abgelaufen. Fordern Sie einen neuen an.',
    otp_attempts_exceeded: 'Zu viele falsche Codes. Fordern Sie einen neuen Code an oder beginnen Sie neu.',
    passkey_cancelled: 'Die Passkey-Anfrage wurde abgebrochen.',
    passkey_unsupported: 'Dieser Browser kann hier keine Passkeys verwenden. Melden Sie sich auf andere Weise an.',
    popup_blocked: 'Das Anmeldefenster wurde blockiert. Erlauben Sie Pop-ups und versuchen Sie es erneut.',
    popup_closed: 'Das Anmeldefenster wurde geschlossen, bevor Sie fertig waren. Versuchen Sie es erneut.',
    oauth_state_mismatch: notVerified,
    oauth_nonce_mismatch: notVerified,
    oauth_provider_error: 'Der Anmeldeanbieter hat ein Problem gemeldet. Versuchen Sie es erneut oder melden Sie sich auf andere Weise an.',
    wallet_rejected: 'Sie haben die Anfrage in Ihrer Wallet abgelehnt.',
    wallet_locked: 'Ihre Wallet ist gesperrt oder gibt kein Konto frei. Entsperren Sie sie und versuchen Sie es erneut.',
    wallet_pending: 'In Ihrer Wallet ist bereits eine Anfrage offen. Beantworten oder schließen Sie sie dort und versuchen Sie es erneut.',
    wallet_unavailable: 'Diese Wallet ist nicht mehr verfügbar. Prüfen Sie, ob sie installiert und aktiviert ist, oder wählen Sie eine andere.',
    bundle_invalid: unverifiableResponse,
    signature_invalid: unverifiableResponse,
    token_expired: 'Ihre Bestätigung ist abgelaufen. Fordern Sie einen neuen Code an.',
    clock_skew: 'Die Uhr Ihres Geräts stimmt nicht mit der des Anmeldedienstes überein. Stellen Sie die richtige Zeit ein und versuchen Sie es erneut.',
    proof_invalid: 'Wir konnten nicht bestätigen, dass Ihr Konto von der sicheren Enklave erstellt wurde. Ihre Anmeldung funktioniert weiterhin.',
    proof_missing: 'Wir konnten nicht bestätigen, dass Ihr Konto von der sicheren Enklave erstellt wurde: Der Nachweis fehlte. Ihre Anmeldung funktioniert trotzdem.',
    untrusted_response: 'Wir haben abgebrochen: Der Antwort des Anmeldedienstes war nicht zu trauen. Beginnen Sie von vorn oder melden Sie sich anders an.',
    permission_denied: 'Das ist für Ihr Konto nicht erlaubt (eine Richtlinie, eine IP-Zulassungsliste oder der Umfang Ihrer Sitzung verhindert es).',
    failed_precondition: 'Das geht noch nicht: Zuerst muss etwas anderes geschehen.',
    already_exists: 'Das gibt es bereits.',
    activity_failed: 'Die Anfrage konnte nicht abgeschlossen werden. Versuchen Sie es erneut.',
    consensus_needed: 'Diese Änderung muss von einem anderen Mitglied Ihrer Organisation genehmigt werden.',
    activity_rejected: 'Die Anfrage wurde abgelehnt.',
    mfa_required: 'Dafür ist eine zusätzliche Bestätigung nötig: Bestätigen Sie mit einer weiteren Anmeldemethode, dass Sie es sind.',
    session_expired: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an.',
    stamp_missing: 'Wir konnten nicht bestätigen, dass diese Anfrage von Ihrer Sitzung kam. Laden Sie die Seite neu und versuchen Sie es erneut.',
    stamp_invalid: 'Wir konnten nicht bestätigen, dass diese Anfrage von Ihrer Sitzung kam. Laden Sie die Seite neu und versuchen Sie es erneut.',
    stamp_stale: 'Wir konnten nicht bestätigen, dass diese Anfrage von Ihrer Sitzung kam. Laden Sie die Seite neu und versuchen Sie es erneut.',
    stamp_replayed: 'Wir konnten nicht bestätigen, dass diese Anfrage von Ihrer Sitzung kam. Laden Sie die Seite neu und versuchen Sie es erneut.',
    storage_unavailable: 'Dieser Browser kann Ihre Anmeldung nicht speichern. Prüfen Sie seine Datenschutzeinstellungen.',
    browser_unsupported: 'Diesem Browser fehlt eine Sicherheitsfunktion, die die Anmeldung benötigt. Aktualisieren Sie ihn oder verwenden Sie einen anderen Browser.',
    captcha_required: 'Diese App braucht zuerst eine kurze Sicherheitsprüfung. Schließen Sie sie ab und versuchen Sie es erneut.',
    captcha_rejected: 'Die Sicherheitsprüfung wurde nicht angenommen (sie ist vielleicht abgelaufen oder schon verwendet). Schließen Sie die neue Prüfung ab und versuchen Sie es erneut.',
    method_disabled: 'Diese Anmeldemethode ist für diese App nicht aktiviert.',
    config_invalid: 'Diese Anmeldeart ist für diese App nicht richtig eingerichtet. Melden Sie sich anders an.',
    invalid_input: 'Prüfen Sie Ihre Eingabe und versuchen Sie es erneut.',
    unknown: 'Etwas ist schiefgelaufen. Versuchen Sie es erneut.',
  },
};
