import type { Strings } from './en';
import { formatDateTime, formatNumber, formatSeconds } from './intl-format';
import { listWithOr, pluralForm } from './plural-form';

const lang = 'es';
const notRegistered =
  'Esa clave de acceso no está registrada en esta aplicación (puede que se haya eliminado). Prueba con otra clave de acceso o con otra forma de iniciar sesión.';
const notVerified = 'No se pudo verificar el inicio de sesión. Empieza de nuevo.';
const unverifiableResponse = 'El servicio de inicio de sesión envió una respuesta que no pudimos verificar. Empieza de nuevo.';

/** Spanish (neutral, "tú"). Loaded on demand: never import it statically from the modal. */
export const es: Strings = {
  lang,
  trigger: 'Iniciar sesión',
  title: (appName) => (appName ? `Inicia sesión en ${appName}` : 'Inicia sesión o regístrate'),
  description: 'Inicia sesión o crea una cuenta con un código de un solo uso.',
  descriptionWithPasskey: 'Inicia sesión o crea una cuenta con un código de un solo uso o una clave de acceso.',
  descriptionWithSocial: (providerNames, { code, passkey }) => {
    const ways = [code ? 'un código de un solo uso' : undefined, passkey ? 'una clave de acceso' : undefined, `tu cuenta de ${listWithOr(lang, providerNames)}`];
    return `Inicia sesión o crea una cuenta con ${listWithOr(lang, ways.filter((way) => way !== undefined))}.`;
  },
  logoAlt: (appName) => (appName ? `Logotipo de ${appName}` : 'Logotipo de la aplicación'),
  close: 'Cerrar',

  loadingConfig: 'Cargando…',
  slowWait: 'Seguimos esperando al servicio de inicio de sesión…',
  configFailed: 'No pudimos cargar las opciones de inicio de sesión.',
  configIdInvalid: 'No se encontró la configuración de inicio de sesión de este sitio (el servicio de inicio de sesión no conoce su identificador de configuración).',
  configOwnerHint: 'Solo el propietario del sitio puede solucionarlo, en la configuración del servicio de inicio de sesión.',

  channelLegend: 'Recibir un código por',
  channelEmail: 'Correo',
  channelSms: 'Teléfono',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'tu@ejemplo.com',
  phoneLabel: 'Número de teléfono',
  phonePlaceholder: '+34 612 345 678',
  phoneHint: 'Incluye el prefijo de tu país, por ejemplo +34 o +52.',
  emailInvalid: 'Escribe un correo electrónico válido, como tu@ejemplo.com.',
  phoneInvalid: 'Escribe tu número de teléfono con el prefijo del país, como +34 612 345 678.',
  phoneCountryLabel: 'País o región',
  phoneCountryOption: (countryName, callingCode) => `${countryName} (+${callingCode})`,
  phoneNumberHint: 'Elige el país y escribe el número.',
  lastUsed: 'Usado la última vez',
  continue: 'Continuar',
  sendingCode: 'Enviando código…',

  codeHeading: (channel) => (channel === 'email' ? 'Revisa tu correo' : 'Revisa tu teléfono'),
  codeSentTo: (contact) => `Enviamos un código a ${contact}.`,
  changeContact: 'Cambiar',
  changeContactLabel: (contact) => `Cambiar ${contact}`,
  codeLabel: (length, alphanumeric) =>
    `Código de ${formatNumber(lang, length)} ${
      alphanumeric ? pluralForm(lang, length, { one: 'carácter', other: 'caracteres' }) : pluralForm(lang, length, { one: 'dígito', other: 'dígitos' })
    }`,
  verify: 'Verificar',
  verifying: 'Verificando…',
  resend: 'Reenviar código',
  resendIn: (seconds) => `Reenviar código en ${formatSeconds(lang, seconds)}`,
  retry: 'Volver a intentarlo',
  retryIn: (seconds) => `Volver a intentarlo en ${formatSeconds(lang, seconds)}`,
  startOver: 'Empezar de nuevo',
  resendAvailable: 'Ya puedes pedir un código nuevo.',
  retryAvailable: 'Ya puedes volver a intentarlo.',
  retryAtTime: (time) => `Volver a intentarlo a partir de ${time}`,
  retryAtDate: (dateTime) => `Volver a intentarlo a partir de ${dateTime}`,

  successHeading: 'Has iniciado sesión',
  successNewUser: (contact) => `Tu cuenta para ${contact} está lista.`,
  successReturningUser: (contact) => `Hola de nuevo, ${contact}.`,
  successAccountReady: 'Tu cuenta está lista.',
  successWelcomeBack: 'Hola de nuevo.',
  done: 'Listo',
  failedHeading: 'Algo salió mal',
  failedSending: (contact) => `No pudimos enviar un código a ${contact}. Inténtalo de nuevo o cambia la dirección o el número.`,
  failedVerifying: (contact) => `Conservamos tu código para ${contact}: inténtalo de nuevo para comprobarlo.`,
  crashed: (code) => `No se pudo mostrar esta pantalla. Código de error: ${code}.`,
  back: 'Atrás',
  cancel: 'Cancelar',

  passkeyDivider: 'o',
  passkeyLogin: 'Continuar con una clave de acceso',
  passkeySignup: 'Crear una cuenta con una clave de acceso',
  passkeySignupShort: 'Crear una cuenta',
  passkeyUnsupportedHeading: 'Este navegador no puede usar claves de acceso aquí',
  passkeyUnsupportedReason: (reason) =>
    reason === 'insecure-context'
      ? 'Las claves de acceso solo funcionan en páginas seguras (https). Usa un código de un solo uso.'
      : 'No admite claves de acceso. Usa un código de un solo uso o prueba con un navegador actualizado.',
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
  successPasskeyNewUser: 'Tu cuenta con esta clave de acceso está lista.',
  successPasskeyReturningUser: 'Hola de nuevo.',

  oauthProviderName: { google: 'Google', apple: 'Apple', x: 'X', discord: 'Discord' },
  socialLogin: (providerName) => `Continuar con ${providerName}`,
  socialDivider: 'o',
  socialGroupLabel: 'Iniciar sesión con otra cuenta',
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
  successOauthNewUser: (providerName) => `Tu cuenta con ${providerName} está lista.`,
  successOauthReturningUser: 'Hola de nuevo.',
  appProofsVerified: 'Verificado: tu billetera se creó en un enclave seguro',
  oauthLinkedHeading: 'Cuenta vinculada',
  oauthLinked: (providerName) => `Tu cuenta de ${providerName} ya está vinculada.`,

  descriptionWallet: 'También puedes usar una billetera del navegador.',
  walletEntry: 'Continuar con una billetera',
  successWalletNewUser: (walletName) => `Tu cuenta con ${walletName} está lista.`,

  passkeyAdd: 'Añadir una clave de acceso',
  passkeyAddCancelled: 'Cerraste la ventana de la clave de acceso; no se añadió ninguna.',
  passkeyDefaultName: (date) => `Clave de acceso ${formatDateTime('es', date)}`,

  errors: {
    network: 'No pudimos conectar con el servicio de inicio de sesión. Comprueba tu conexión e inténtalo de nuevo.',
    timeout: 'El servicio de inicio de sesión tardó demasiado en responder. Inténtalo de nuevo.',
    relay_rejected: 'El servicio de inicio de sesión rechazó la solicitud. Inténtalo de nuevo.',
    response_invalid: 'El servicio de inicio de sesión envió una respuesta que no podemos usar. Inténtalo de nuevo.',
    origin_not_allowed: 'Este sitio no tiene permiso para usar este servicio de inicio de sesión.',
    unauthenticated: 'No se pudo confirmar tu inicio de sesión. Empieza de nuevo.',
    not_found: 'No encontramos esa solicitud de inicio de sesión. Empieza de nuevo.',
    rate_limited: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    unavailable: 'El servicio de inicio de sesión no está disponible en este momento. Inténtalo de nuevo en breve.',
    otp_invalid: 'Ese código no es correcto. Revísalo e inténtalo de nuevo.',
    otp_expired: 'Ese código ha caducado. Solicita uno nuevo.',
    otp_attempts_exceeded: 'Demasiados códigos incorrectos. Solicita un código nuevo o empieza de nuevo.',
    passkey_cancelled: 'Se canceló la solicitud de la clave de acceso.',
    passkey_unsupported: 'Este navegador no puede usar claves de acceso aquí. Usa otra forma de iniciar sesión.',
    popup_blocked: 'Se bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes e inténtalo de nuevo.',
    popup_closed: 'Se cerró la ventana de inicio de sesión antes de que terminaras. Inténtalo de nuevo.',
    oauth_state_mismatch: notVerified,
    oauth_nonce_mismatch: notVerified,
    oauth_provider_error: 'El proveedor de inicio de sesión informó de un problema. Inténtalo de nuevo o usa otra forma de iniciar sesión.',
    wallet_rejected: 'Rechazaste la solicitud en tu billetera.',
    wallet_locked: 'Tu billetera está bloqueada o no comparte ninguna cuenta. Desbloquéala y vuelve a intentarlo.',
    wallet_pending: 'Tu billetera ya tiene una solicitud abierta. Respóndela o ciérrala en la billetera y vuelve a intentarlo.',
    wallet_unavailable: 'Esa billetera ya no está disponible. Comprueba que esté instalada y activada, o elige otra.',
    bundle_invalid: unverifiableResponse,
    signature_invalid: unverifiableResponse,
    token_expired: 'Tu verificación ha caducado. Solicita un código nuevo.',
    clock_skew: 'El reloj de tu dispositivo no coincide con el del servicio de inicio de sesión. Ajusta la hora correcta e inténtalo de nuevo.',
    proof_invalid: 'No pudimos confirmar que tu cuenta la creó el enclave seguro. Tu inicio de sesión sigue funcionando.',
    proof_missing: 'No pudimos confirmar que el enclave seguro creó tu cuenta: faltaba la prueba. Tu sesión sigue funcionando.',
    untrusted_response: 'Nos detuvimos: no se puede confiar en la respuesta del servicio de inicio de sesión. Empieza de nuevo o usa otra forma de iniciar sesión.',
    permission_denied: 'Tu cuenta no tiene permiso para esto (lo impidió una política, una lista de IP permitidas o el alcance de tu sesión).',
    failed_precondition: 'Todavía no se puede hacer: antes tiene que ocurrir otra cosa.',
    already_exists: 'Eso ya existe.',
    activity_failed: 'No se pudo completar la solicitud. Inténtalo de nuevo.',
    consensus_needed: 'Este cambio necesita la aprobación de otro miembro de tu organización.',
    activity_rejected: 'Se rechazó la solicitud.',
    mfa_required: 'Esto necesita una verificación adicional: confirma que eres tú con otro método de inicio de sesión.',
    session_expired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    storage_unavailable: 'Este navegador no puede guardar tu inicio de sesión. Revisa su configuración de privacidad.',
    browser_unsupported: 'A este navegador le falta una función de seguridad que el inicio de sesión necesita. Actualízalo o usa otro navegador.',
    captcha_required: 'Esta app necesita primero una breve comprobación de seguridad. Complétala y vuelve a intentarlo.',
    captcha_rejected: 'La comprobación de seguridad no se aceptó (puede que haya caducado o ya se haya usado). Completa la nueva comprobación y vuelve a intentarlo.',
    method_disabled: 'Este método de inicio de sesión no está habilitado para esta aplicación.',
    config_invalid: 'Esta forma de iniciar sesión no está bien configurada en esta app. Usa otra forma de iniciar sesión.',
    invalid_input: 'Revisa lo que escribiste e inténtalo de nuevo.',
    unknown: 'Algo salió mal. Inténtalo de nuevo.',
  },
};
