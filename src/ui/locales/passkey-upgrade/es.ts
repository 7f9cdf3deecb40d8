import type { PasskeyUpgradeStrings } from '../passkey-upgrade-strings';

/** The passkey offer's strings in es. Loaded on demand with the offer: never import it statically. */
export const esPasskeyUpgrade: PasskeyUpgradeStrings = {
  upgradeHeading: 'Inicia sesión más rápido la próxima vez',
  upgradeText: 'Añade una clave de acceso e inicia sesión con tu huella, tu cara o el bloqueo de pantalla. Sin escribir nada ni esperar códigos.',
  upgradeNotNow: 'Ahora no',
  upgradeCreating: 'Sigue las indicaciones del navegador para crear la clave de acceso…',
  upgradeFailedHeading: 'No se añadió la clave de acceso',
  upgradeAddedHeading: 'Clave de acceso añadida',
  upgradeAddedText: (loginLabel, automatic) =>
    `${automatic ? 'Tu navegador guardó una clave de acceso para esta cuenta. ' : ''}La próxima vez, elige «${loginLabel}» y confirma con tu huella, tu cara o el bloqueo de pantalla.`,
};
