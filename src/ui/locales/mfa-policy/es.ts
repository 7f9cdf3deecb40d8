import { formatNumber } from '../intl-format';
import type { MfaPolicyStrings } from '../mfa-policy-strings';
import { listWithOr } from '../plural-form';

const lang = 'es';

/** The Extra verification section's strings in es. Loaded on demand with the section: never import it statically. */
export const esMfaPolicy: MfaPolicyStrings = {
  mfaHeading: 'Verificación adicional',
  mfaDescription: 'Pide algo más que tu inicio de sesión antes de cambios delicados, como exportar una clave.',
  mfaLoading: 'Cargando tus reglas de verificación…',
  mfaLoadFailed: 'No pudimos cargar tus reglas de verificación.',
  mfaEmpty: 'Aún no hay reglas: tu inicio de sesión basta para cualquier cambio.',
  mfaPolicyTitle: (actions) =>
    upper(new Intl.ListFormat(lang, { type: 'conjunction' }).format(actions.map((action) => ({ export: 'exportar una clave', deletePasskey: 'eliminar una clave de acceso', changeContact: 'cambiar tu correo o teléfono', addApiKey: 'añadir una clave de API' })[action]))),
  mfaEveryChange: 'Cualquier cambio',
  mfaOtherCondition: 'Se aplica cuando:',
  mfaMethod: (type) =>
    ({ AUTHENTICATION_TYPE_PASSKEY: 'clave de acceso', AUTHENTICATION_TYPE_EMAIL_OTP: 'código por correo', AUTHENTICATION_TYPE_SMS_OTP: 'código por SMS', AUTHENTICATION_TYPE_OAUTH: 'inicio de sesión social', AUTHENTICATION_TYPE_SESSION: 'esta sesión', AUTHENTICATION_TYPE_API_KEY: 'clave de API' })[type],
  mfaSteps: (steps) => upper(steps.map((any) => listWithOr(lang, any)).join(', luego ')),
  mfaDelete: 'Eliminar',
  mfaConfirmDelete: (title) => `¿Eliminar la regla «${title}»?`,
  mfaConfirmDeleteText: 'Estos cambios volverán a necesitar solo tu inicio de sesión.',
  mfaConfirmDeleteButton: 'Sí, eliminar',
  mfaDeleting: 'Eliminando…',
  mfaDeleted: (title) => `Se eliminó la regla «${title}».`,
  mfaDeleteFailed: (title) => `No se eliminó la regla «${title}».`,
  mfaAdd: 'Añadir una regla',
  mfaActionsLegend: 'Pedir verificación adicional antes de',
  mfaActionOption: (action) =>
    ({ export: 'Exportar una clave privada o una billetera', deletePasskey: 'Eliminar una clave de acceso', changeContact: 'Cambiar tu correo electrónico o número de teléfono', addApiKey: 'Añadir una clave de API' })[action],
  mfaContactHint: 'Cambiar tu nombre también la pide: es la misma solicitud.',
  mfaApiKeyHint: 'Vincular una billetera añade una clave de API, así que también la pide.',
  mfaActionTaken: (title) => `Ya la pide la regla «${title}».`,
  mfaStepsLegend: 'Luego verificar con, en orden',
  mfaStepLegend: (step) => `Paso ${formatNumber(lang, step)}`,
  mfaStepHint: 'Elige una forma, o varias para aceptar cualquiera de ellas.',
  mfaAddStep: 'Añadir un paso',
  mfaRemoveStep: (step) => `Quitar el paso ${formatNumber(lang, step)}`,
  mfaMoreMethodsHint: 'Añade a tu cuenta una clave de acceso, un correo electrónico o un número de teléfono para verificar también con ellos aquí.',
  mfaSave: 'Guardar regla',
  mfaSaving: 'Guardando…',
  mfaAdded: (title) => `Se añadió la regla «${title}».`,
  mfaAddFailed: 'No se añadió la regla.',
  mfaNoAction: 'Elige al menos un cambio.',
  mfaNoMethod: (step) => `Elige una forma de verificar para el paso ${formatNumber(lang, step)}.`,
  mfaOnlySession: 'Añade un paso que pida algo más que esta sesión.',
};

/** The first letter in upper case. */
function upper(text: string): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}
