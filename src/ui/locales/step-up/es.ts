import type { StepUpStrings, StepUpTask } from '../step-up-strings';

const lang = 'es';
const count = (value: number): string => new Intl.NumberFormat(lang).format(value);
const tasks: Record<StepUpTask, string> = {
  choose: 'elige cómo confirmar',
  passkey: 'confirma con tu clave de acceso',
  email_otp: 'confirma con un código enviado a tu correo',
  sms_otp: 'confirma con un código enviado a tu teléfono',
  oauth: 'confirma con tu cuenta social',
  session: 'confirma en este dispositivo',
  api_key: 'aprueba con una clave de API',
  unknown: 'confirma de otra forma',
};

/** The step-up dialog's strings in es. Loaded on demand with the dialog: never import it statically. */
export const esStepUp: StepUpStrings = {
  stepUpTitle: 'Confirma que eres tú',
  stepUpIntro: 'Tu cuenta pide una comprobación adicional antes de realizar esta solicitud:',
  stepUpAction: {
    update_user: 'Actualizar tu perfil',
    update_user_email: 'Cambiar tu correo electrónico',
    update_user_phone_number: 'Cambiar tu número de teléfono',
    create_user_tag: 'Crear una etiqueta de usuario',
    create_api_keys: 'Añadir una clave de API',
    delete_api_keys: 'Eliminar una clave de API',
    update_policy: 'Cambiar una política',
    delete_private_keys: 'Eliminar una clave privada',
    export_private_key: 'Exportar tu clave privada',
    export_wallet: 'Exportar tu billetera',
    export_wallet_account: 'Exportar una cuenta de la billetera',
    sign_raw_payload: 'Firmar un mensaje',
    sign_transaction: 'Firmar una transacción',
    create_mfa_policy: 'Añadir una regla de verificación adicional',
    update_mfa_policy: 'Cambiar una regla de verificación adicional',
    delete_mfa_policy: 'Quitar una regla de verificación adicional',
    create_session_profile: 'Crear un perfil de sesión',
    set_ip_allowlist: 'Cambiar tu lista de IP permitidas',
    remove_ip_allowlist: 'Quitar tu lista de IP permitidas',
    create_webhook_endpoint: 'Añadir un webhook',
    update_webhook_endpoint: 'Cambiar un webhook',
    delete_webhook_endpoint: 'Eliminar un webhook',
    otp_auth: 'Iniciar sesión con un código de un solo uso',
    oauth2_authenticate: 'Iniciar sesión con una cuenta social',
    create_read_write_session: 'Iniciar una nueva sesión',
    create_authenticators: 'Añadir una clave de acceso',
    delete_authenticators: 'Eliminar una clave de acceso',
    create_oauth_providers: 'Vincular una cuenta social',
    delete_oauth_providers: 'Desvincular una cuenta social',
    other: 'Aprobar esta acción',
  },
  stepUpStepsLabel: 'Pasos de verificación',
  stepUpStepDone: 'hecho',
  stepUpMethodName: {
    passkey: 'Clave de acceso',
    email_otp: 'Código por correo',
    sms_otp: 'Código por SMS',
    oauth: 'Cuenta social',
    session: 'Sesión de este dispositivo',
    api_key: 'Clave de API',
    unknown: 'Otro método',
  },
  stepUpProgress: (step, total, task) => {
    const text = tasks[task];
    return total <= 1 ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : `Paso ${count(step)} de ${count(total)}: ${text}`;
  },
  stepUpPreparing: 'Comprobando qué pide tu cuenta…',
  stepUpChooseHeading: 'Elige cómo confirmar',
  stepUpUsePasskey: 'Usar tu clave de acceso',
  stepUpSendCode: (channel, contact) => (channel === 'email' ? `Enviar un código a ${contact}` : `Enviar un código por SMS a ${contact}`),
  stepUpUseOauth: (provider) => `Continuar con ${provider}`,
  stepUpUseSession: 'Confirmar en este dispositivo',
  stepUpUnavailable: (reason, kind) => {
    switch (reason) {
      case 'api_key_in_browser':
        return 'Requiere una clave de API: apruébalo desde tu servidor o la línea de comandos.';
      case 'no_contact':
        return kind === 'sms_otp' ? 'Tu cuenta no tiene número de teléfono.' : 'Tu cuenta no tiene correo electrónico.';
      case 'channel_disabled':
        return kind === 'sms_otp' ? 'Esta app no envía códigos por SMS.' : 'Esta app no envía códigos por correo.';
      case 'no_passkey':
        return 'Ninguna de tus claves de acceso sirve para esto.';
      case 'passkey_unsupported':
        return 'Este navegador no puede usar claves de acceso aquí.';
      case 'no_oauth_provider':
        return 'Ninguna de tus cuentas sociales vinculadas se ofrece aquí.';
      case 'unknown_method':
        return 'Esta app todavía no puede usar este método.';
    }
  },
  stepUpNoOption: 'Ninguna de las formas que acepta este paso se puede usar aquí. Rechaza la solicitud, o consérvala y apruébala en otro lugar.',
  stepUpSendingCode: (channel, contact) => (channel === 'email' ? `Enviando un código a ${contact}…` : `Enviando un código por SMS a ${contact}…`),
  stepUpCodeFailed: (previous, contact) =>
    previous === 'verifying' ? 'Tu código se conserva: vuelve a intentarlo para comprobarlo.' : `No pudimos enviar un código a ${contact}. Vuelve a intentarlo, o vuelve atrás y elige otra forma.`,
  stepUpPasskeyPrompt: 'Sigue las indicaciones del navegador para confirmar con tu clave de acceso.',
  stepUpOauthPrompt: (provider) => `Termina en la ventana de ${provider} para confirmar que eres tú.`,
  stepUpApproving: 'Confirmando…',
  stepUpFinishing: 'Confirmado. Completando tu solicitud…',
  stepUpCancelHeading: '¿Detener esta solicitud?',
  stepUpCancelText: 'Recházala y no cambiará nada. O consérvala: podrás aprobarla más tarde, hasta que caduque.',
  stepUpReject: 'Rechazar esta solicitud',
  stepUpKeep: 'Guardarla para más tarde',
  stepUpKeepGoing: 'Seguir confirmando',
  stepUpRejecting: 'Rechazando la solicitud…',
  stepUpDoneHeading: 'Confirmado',
  stepUpSucceeded: {
    update_user: 'Tu perfil se actualizó.',
    update_user_email: 'Tu correo electrónico se cambió.',
    update_user_phone_number: 'Tu número de teléfono se cambió.',
    create_user_tag: 'La etiqueta de usuario se creó.',
    create_api_keys: 'La clave de API se añadió.',
    delete_api_keys: 'La clave de API se eliminó.',
    update_policy: 'La política se cambió.',
    delete_private_keys: 'La clave privada se eliminó.',
    export_private_key: 'Tu clave privada se exportó.',
    export_wallet: 'Tu billetera se exportó.',
    export_wallet_account: 'La cuenta de la billetera se exportó.',
    sign_raw_payload: 'El mensaje se firmó.',
    sign_transaction: 'La transacción se firmó.',
    create_mfa_policy: 'La regla de verificación se añadió.',
    update_mfa_policy: 'La regla de verificación se cambió.',
    delete_mfa_policy: 'La regla de verificación se quitó.',
    create_session_profile: 'El perfil de sesión se creó.',
    set_ip_allowlist: 'Tu lista de IP permitidas se cambió.',
    remove_ip_allowlist: 'Tu lista de IP permitidas se quitó.',
    create_webhook_endpoint: 'El webhook se añadió.',
    update_webhook_endpoint: 'El webhook se cambió.',
    delete_webhook_endpoint: 'El webhook se eliminó.',
    otp_auth: 'Has iniciado sesión.',
    oauth2_authenticate: 'Has iniciado sesión.',
    create_read_write_session: 'La nueva sesión ha comenzado.',
    create_authenticators: 'La clave de acceso se añadió.',
    delete_authenticators: 'La clave de acceso se eliminó.',
    create_oauth_providers: 'La cuenta social se vinculó.',
    delete_oauth_providers: 'La cuenta social se desvinculó.',
    other: 'La acción se aprobó y se realizó.',
  },
  stepUpRejectedHeading: 'Solicitud rechazada',
  stepUpRejectedText: 'No se cambió nada. La solicitud ya no se puede aprobar.',
  stepUpFailedHeading: 'No se pudo confirmar la solicitud',
  stepUpFailedKept: 'La solicitud sigue esperando: vuelve a intentarlo ahora o apruébala más tarde.',
};
