import { formatDateTime } from '../intl-format';
import type { MethodScreenStrings } from '../method-screen-strings';

const notRegistered =
  'Essa chave de acesso não está registrada neste app (talvez tenha sido excluída). Tente outra chave de acesso ou outra forma de entrar.';

/** The passkey and social login screens' strings in pt-BR. Loaded on demand with those screens: never import it statically. */
export const ptBRMethodScreens: MethodScreenStrings = {
  passkeyNamingHeading: 'Criar uma conta com uma chave de acesso',
  passkeyNamingText:
    'Seu dispositivo salva uma chave de acesso para este site. Você entra com sua digital, seu rosto ou o bloqueio de tela: sem senha e sem código.',
  passkeyUserNameLabel: 'Nome da conta',
  passkeyUserNameHint: 'Opcional. Aparece com a chave de acesso no seu dispositivo; deixe em branco para usar um nome padrão.',
  passkeyUserNameInvalid: 'Não é possível usar este nome. Escolha um mais curto ou deixe em branco.',
  passkeyDefaultUserName: (date) => `Usuário de chave de acesso ${formatDateTime('pt-BR', date)}`,
  passkeyCreate: 'Criar chave de acesso',
  passkeyPromptingHeading: 'Aguardando sua chave de acesso…',
  passkeyPromptingText: (mode) =>
    mode === 'signup' ? 'Siga as instruções do navegador para criar a chave de acesso.' : 'Escolha sua chave de acesso na janela do navegador para entrar.',
  passkeyCompleting: (mode) => (mode === 'signup' ? 'Criando sua conta…' : 'Entrando…'),
  passkeyCancelledHeading: 'Você fechou a janela da chave de acesso',
  passkeyCancelledText: 'Tente de novo ou use outra forma de entrar.',
  passkeyOtherMethod: 'Usar outro método',
  passkeyFailedHeading: (mode) => (mode === 'signup' ? 'Sua chave de acesso não foi criada' : 'Não foi possível entrar com a chave de acesso'),
  passkeyErrors: {
    unauthenticated: notRegistered,
    not_found: notRegistered,
    signature_invalid: 'Não foi possível verificar essa chave de acesso. Tente de novo ou use outra forma de entrar.',
  },
  oauthAuthorizingHeading: (providerName) => `Aguardando ${providerName}…`,
  oauthAuthorizingText: (providerName, intent) =>
    intent === 'link'
      ? `Conclua a vinculação com ${providerName} na janela que foi aberta.`
      : `Conclua o login com ${providerName} na janela que foi aberta.`,
  oauthPopupBlockedHint: 'Pop-up bloqueado?',
  oauthContinueInTab: 'Continuar nesta aba',
  oauthRedirecting: (providerName) => `Redirecionando para ${providerName}…`,
  oauthCompleting: (providerName, intent) => (intent === 'link' ? `Vinculando ${providerName}…` : `Entrando com ${providerName}…`),
  oauthFailedHeading: (providerName, intent) =>
    intent === 'link' ? `Sua conta ${providerName} não foi vinculada` : `Não foi possível entrar com ${providerName}`,
  oauthProviderSaid: (providerName, description) => `${providerName} informou: “${description}”`,
  oauthLinkedHeading: 'Conta vinculada',
  oauthLinked: (providerName) => `Sua conta ${providerName} agora está vinculada.`,
};
