import { formatNumber } from '../intl-format';
import type { MfaPolicyStrings } from '../mfa-policy-strings';
import { listWithOr } from '../plural-form';

const lang = 'pt-BR';

/** The Extra verification section's strings in pt-BR. Loaded on demand with the section: never import it statically. */
export const ptBRMfaPolicy: MfaPolicyStrings = {
  mfaHeading: 'Verificação adicional',
  mfaDescription: 'Peça mais do que o seu login antes de alterações sensíveis, como exportar uma chave.',
  mfaLoading: 'Carregando suas regras de verificação…',
  mfaLoadFailed: 'Não foi possível carregar suas regras de verificação.',
  mfaEmpty: 'Nenhuma regra ainda: seu login basta para qualquer alteração.',
  mfaPolicyTitle: (actions) =>
    upper(new Intl.ListFormat(lang, { type: 'conjunction' }).format(actions.map((action) => ({ export: 'exportar uma chave', deletePasskey: 'excluir uma chave de acesso', changeContact: 'alterar seu e-mail ou telefone', addApiKey: 'adicionar uma chave de API' })[action]))),
  mfaEveryChange: 'Qualquer alteração',
  mfaOtherCondition: 'Aplica-se quando:',
  mfaMethod: (type) =>
    ({ AUTHENTICATION_TYPE_PASSKEY: 'chave de acesso', AUTHENTICATION_TYPE_EMAIL_OTP: 'código por e-mail', AUTHENTICATION_TYPE_SMS_OTP: 'código por SMS', AUTHENTICATION_TYPE_OAUTH: 'login social', AUTHENTICATION_TYPE_SESSION: 'esta sessão', AUTHENTICATION_TYPE_API_KEY: 'chave de API' })[type],
  mfaSteps: (steps) => upper(steps.map((any) => listWithOr(lang, any)).join(', depois ')),
  mfaDelete: 'Excluir',
  mfaConfirmDelete: (title) => `Excluir a regra “${title}”?`,
  mfaConfirmDeleteText: 'Essas alterações voltarão a precisar apenas do seu login.',
  mfaConfirmDeleteButton: 'Sim, excluir',
  mfaDeleting: 'Excluindo…',
  mfaDeleted: (title) => `A regra “${title}” foi excluída.`,
  mfaDeleteFailed: (title) => `A regra “${title}” não foi excluída.`,
  mfaAdd: 'Adicionar uma regra',
  mfaActionsLegend: 'Pedir verificação adicional antes de',
  mfaActionOption: (action) =>
    ({ export: 'Exportar uma chave privada ou carteira', deletePasskey: 'Excluir uma chave de acesso', changeContact: 'Alterar seu endereço de e-mail ou número de telefone', addApiKey: 'Adicionar uma chave de API' })[action],
  mfaContactHint: 'Alterar seu nome também pede: é a mesma solicitação.',
  mfaApiKeyHint: 'Vincular uma carteira adiciona uma chave de API, então também pede.',
  mfaActionTaken: (title) => `Já pedida pela regra “${title}”.`,
  mfaStepsLegend: 'Depois verificar com, em ordem',
  mfaStepLegend: (step) => `Etapa ${formatNumber(lang, step)}`,
  mfaStepHint: 'Escolha uma forma, ou várias para aceitar qualquer uma delas.',
  mfaAddStep: 'Adicionar uma etapa',
  mfaRemoveStep: (step) => `Remover a etapa ${formatNumber(lang, step)}`,
  mfaMoreMethodsHint: 'Adicione à sua conta uma chave de acesso, um endereço de e-mail ou um número de telefone para verificar com eles aqui também.',
  mfaSave: 'Salvar regra',
  mfaSaving: 'Salvando…',
  mfaAdded: (title) => `A regra “${title}” foi adicionada.`,
  mfaAddFailed: 'A regra não foi adicionada.',
  mfaNoAction: 'Escolha pelo menos uma alteração.',
  mfaNoMethod: (step) => `Escolha uma forma de verificar para a etapa ${formatNumber(lang, step)}.`,
  mfaOnlySession: 'Adicione uma etapa que peça mais do que esta sessão.',
};

/** The first letter in upper case. */
function upper(text: string): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}
