import { formatDateTime } from '../intl-format';
import type { MethodScreenStrings } from '../method-screen-strings';

const notRegistered =
  'Esa clave de acceso no está registrada en esta aplicación (puede que se haya eliminado). Prueba con otra clave de acceso o con otra forma de iniciar sesión.';

/** The passkey and social login screens' strings in es. Loaded on demand with those screens: never import it statically. */
export const esMethodScreens: MethodScreenStrings = {
  passkeyNamingHeading: 'Crear una cuenta con una clave de acceso',
  passkeyNamingText:
    'Tu dispositivo guarda una clave de acceso para este sitio. Inicias sesión con tu huella, tu cara o el bloqueo de pantalla: sin contraseña ni código.',
  passkeyUserNameLabel: 'Nombre de la cuenta',
  passkeyUserNameHint: 'Opcional. Aparece junto a la clave de acceso en tu dispositivo; déjalo vacío para usar un nombre predeterminado.',
  passkeyUserNameInvalid: 'No se puede usar este nombre. Elige uno más corto o déjalo vacío.',
  passkeyDefaultUserName: (date) => `Usuario de clave de acceso ${formatDateTime('es', date)}`,
  passkeyCreate: 'Crear clave de acceso',
  passkeyPromptingHeading: 'Esperando tu clave de acceso…',
  passkeyPromptingText: (mode) =>
    mode === 'signup'
      ? 'Sigue las indicaciones del navegador para crear la clave de acceso.'
      : 'Elige tu clave de acceso en la ventana del navegador para iniciar sesión.',
  passkeyCompleting: (mode) => (mode === 'signup' ? 'Creando tu cuenta…' : 'Iniciando sesión…'),
  passkeyCancelledHeading: 'Cerraste la ventana de la clave de acceso',
  passkeyCancelledText: 'Inténtalo de nuevo o usa otra forma de iniciar sesión.',
  passkeyOtherMethod: 'Usar otro método',
  passkeyFailedHeading: (mode) => (mode === 'signup' ? 'No se creó tu clave de acceso' : 'No se pudo iniciar sesión con la clave de acceso'),
  passkeyErrors: {
    unauthenticated: notRegistered,
    not_found: notRegistered,
    signature_invalid: 'No se pudo verificar esa clave de acceso. Inténtalo de nuevo o usa otra forma de iniciar sesión.',
  },
  oauthAuthorizingHeading: (providerName) => `Esperando a ${providerName}…`,
  oauthAuthorizingText: (providerName, intent) =>
    intent === 'link'
      ? `Termina de vincular ${providerName} en la ventana que se abrió.`
      : `Termina de iniciar sesión con ${providerName} en la ventana que se abrió.`,
  oauthPopupBlockedHint: '¿Se bloqueó la ventana emergente?',
  oauthContinueInTab: 'Continuar en esta pestaña',
  oauthRedirecting: (providerName) => `Te llevamos a ${providerName}…`,
  oauthCompleting: (providerName, intent) => (intent === 'link' ? `Vinculando ${providerName}…` : `Iniciando sesión con ${providerName}…`),
  oauthFailedHeading: (providerName, intent) =>
    intent === 'link' ? `No se vinculó tu cuenta de ${providerName}` : `No se pudo iniciar sesión con ${providerName}`,
  oauthProviderSaid: (providerName, description) => `${providerName} dijo: «${description}»`,
  oauthLinkedHeading: 'Cuenta vinculada',
  oauthLinked: (providerName) => `Tu cuenta de ${providerName} ya está vinculada.`,
};
