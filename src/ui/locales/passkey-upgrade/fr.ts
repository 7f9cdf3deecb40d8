import type { PasskeyUpgradeStrings } from '../passkey-upgrade-strings';

/** The passkey offer's strings in fr. Loaded on demand with the offer: never import it statically. */
export const frPasskeyUpgrade: PasskeyUpgradeStrings = {
  upgradeHeading: 'Connectez-vous plus vite la prochaine fois',
  upgradeText: 'Ajoutez une clé d’accès et connectez-vous avec votre empreinte, votre visage ou le verrouillage de l’écran. Rien à saisir, rien à attendre.',
  upgradeNotNow: 'Pas maintenant',
  upgradeCreating: 'Suivez les instructions de votre navigateur pour créer la clé d’accès…',
  upgradeFailedHeading: 'La clé d’accès n’a pas été ajoutée',
  upgradeAddedHeading: 'Clé d’accès ajoutée',
  upgradeAddedText: (loginLabel, automatic) =>
    `${automatic ? 'Votre navigateur a enregistré une clé d’accès pour ce compte. ' : ''}La prochaine fois, choisissez «\u202f${loginLabel}\u202f» et confirmez avec votre empreinte, votre visage ou le verrouillage de l’écran.`,
};
