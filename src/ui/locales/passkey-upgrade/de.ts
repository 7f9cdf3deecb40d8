import type { PasskeyUpgradeStrings } from '../passkey-upgrade-strings';

/** The passkey offer's strings in de. Loaded on demand with the offer: never import it statically. */
export const dePasskeyUpgrade: PasskeyUpgradeStrings = {
  upgradeHeading: 'Beim nächsten Mal schneller anmelden',
  upgradeText: 'Fügen Sie einen Passkey hinzu und melden Sie sich stattdessen mit Fingerabdruck, Gesicht oder Bildschirmsperre an. Nichts eintippen, nichts abwarten.',
  upgradeNotNow: 'Jetzt nicht',
  upgradeCreating: 'Folgen Sie der Abfrage Ihres Browsers, um den Passkey zu erstellen…',
  upgradeFailedHeading: 'Der Passkey wurde nicht hinzugefügt',
  upgradeAddedHeading: 'Passkey hinzugefügt',
  upgradeAddedText: (loginLabel, automatic) =>
    `${automatic ? 'Ihr Browser hat einen Passkey für dieses Konto gespeichert. ' : ''}Wählen Sie beim nächsten Mal „${loginLabel}“ und bestätigen Sie mit Fingerabdruck, Gesicht oder Bildschirmsperre.`,
};
