import { formatDateTime } from '../intl-format';
import type { MethodScreenStrings } from '../method-screen-strings';

const notRegistered =
  'Dieser Passkey ist für diese App nicht registriert (vielleicht wurde er gelöscht). Versuchen Sie einen anderen Passkey oder melden Sie sich auf andere Weise an.';

/** The passkey and social login screens' strings in de. Loaded on demand with those screens: never import it statically. */
export const deMethodScreens: MethodScreenStrings = {
  passkeyNamingHeading: 'Konto mit einem Passkey erstellen',
  passkeyNamingText:
    'Ihr Gerät speichert einen Passkey für diese Website. Sie melden sich mit Fingerabdruck, Gesichtserkennung oder Displaysperre an – ohne Passwort, ohne Code.',
  passkeyUserNameLabel: 'Kontoname',
  passkeyUserNameHint: 'Optional. Wird auf Ihrem Gerät beim Passkey angezeigt; lassen Sie das Feld leer, um einen Standardnamen zu verwenden.',
  passkeyUserNameInvalid: 'Dieser Name kann nicht verwendet werden. Wählen Sie einen kürzeren oder lassen Sie das Feld leer.',
  passkeyDefaultUserName: (date) => `Passkey-Nutzer ${formatDateTime('de', date)}`,
  passkeyCreate: 'Passkey erstellen',
  passkeyPromptingHeading: 'Warten auf Ihren Passkey…',
  passkeyPromptingText: (mode) =>
    mode === 'signup'
      ? 'Folgen Sie der Aufforderung Ihres Browsers, um den Passkey zu erstellen.'
      : 'Wählen Sie in der Aufforderung Ihres Browsers Ihren Passkey aus, um sich anzumelden.',
  passkeyCompleting: (mode) => (mode === 'signup' ? 'Ihr Konto wird erstellt…' : 'Sie werden angemeldet…'),
  passkeyCancelledHeading: 'Sie haben die Passkey-Abfrage geschlossen',
  passkeyCancelledText: 'Versuchen Sie es erneut oder melden Sie sich auf andere Weise an.',
  passkeyOtherMethod: 'Andere Methode verwenden',
  passkeyFailedHeading: (mode) => (mode === 'signup' ? 'Ihr Passkey wurde nicht erstellt' : 'Die Anmeldung mit Passkey hat nicht funktioniert'),
  passkeyErrors: {
    unauthenticated: notRegistered,
    not_found: notRegistered,
    signature_invalid: 'Dieser Passkey konnte nicht überprüft werden. Versuchen Sie es erneut oder melden Sie sich auf andere Weise an.',
  },
  oauthAuthorizingHeading: (providerName) => `Warten auf ${providerName}…`,
  oauthAuthorizingText: (providerName, intent) =>
    intent === 'link'
      ? `Schließen Sie die Verknüpfung mit ${providerName} im geöffneten Fenster ab.`
      : `Schließen Sie die Anmeldung mit ${providerName} im geöffneten Fenster ab.`,
  oauthPopupBlockedHint: 'Pop-up blockiert?',
  oauthContinueInTab: 'In diesem Tab fortfahren',
  oauthRedirecting: (providerName) => `Weiterleitung zu ${providerName}…`,
  oauthCompleting: (providerName, intent) => (intent === 'link' ? `${providerName} wird verknüpft…` : `Anmeldung mit ${providerName}…`),
  oauthFailedHeading: (providerName, intent) =>
    intent === 'link' ? `${providerName} wurde nicht verknüpft` : `Die Anmeldung mit ${providerName} hat nicht funktioniert`,
  oauthProviderSaid: (providerName, description) => `${providerName} meldet: „${description}“`,
  oauthLinkedHeading: 'Konto verknüpft',
  oauthLinked: (providerName) => `${providerName} ist jetzt mit Ihrem Konto verknüpft.`,
};
