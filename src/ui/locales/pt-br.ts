import type { Strings } from './en';
import { formatDateTime, formatNumber, formatSeconds } from './intl-format';
import { listWithOr, pluralForm } from './plural-form';

const lang = 'pt-BR';
const notRegistered =
  'Essa chave de acesso não está registrada neste app (talvez tenha sido excluída). Tente outra chave de acesso ou outra forma de entrar.';
const notVerified = 'Não foi possível verificar o login. Recomece.';
const unverifiableResponse = 'O serviço de login enviou uma resposta que não conseguimos verificar. Recomece.';

/** Brazilian Portuguese ("você"). Loaded on demand: never import it statically from the modal. */
export const ptBR: Strings = {
  lang,
  trigger: 'Entrar',
  title: (appName) => (appName ? `Entrar em ${appName}` : 'Entre ou cadastre-se'),
  description: 'Entre ou crie uma conta com um código de uso único.',
  descriptionWithPasskey: 'Entre ou crie uma conta com um código de uso único ou uma chave de acesso.',
  descriptionWithSocial: (providerNames, { code, passkey }) => {
    const ways = [code ? 'um código de uso único' : undefined, passkey ? 'uma chave de acesso' : undefined, `sua conta ${listWithOr(lang, providerNames)}`];
    return `Entre ou crie uma conta com ${listWithOr(lang, ways.filter((way) => way !== undefined))}.`;
  },
  logoAlt: (appName) => (appName ? `Logotipo de ${appName}` : 'Logotipo do app'),
  close: 'Fechar',

  loadingConfig: 'Carregando…',
  slowWait: 'Ainda aguardando o serviço de login…',
  configFailed: 'Não foi possível carregar as opções de login.',
  configIdInvalid: 'As configurações de login deste site não foram encontradas (o serviço de login não reconhece o ID de configuração).',
  configOwnerHint: 'Somente o proprietário do site pode corrigir isso, nas configurações do serviço de login.',

  channelLegend: 'Receber um código por',
  channelEmail: 'E-mail',
  channelSms: 'SMS',
  emailLabel: 'Endereço de e-mail',
  emailPlaceholder: 'voce@exemplo.com',
  phoneLabel: 'Número de telefone',
  phonePlaceholder: '+55 11 91234-5678',
  phoneHint: 'Inclua o código do país, por exemplo +55 ou +351.',
  emailInvalid: 'Digite um endereço de e-mail válido, como voce@exemplo.com.',
  phoneInvalid: 'Digite seu número de telefone com o código do país, como +55 11 91234-5678.',
  phoneCountryLabel: 'País ou região',
  phoneCountryOption: (countryName, callingCode) => `${countryName} (+${callingCode})`,
  phoneNumberHint: 'Escolha o país e digite o número.',
  lastUsed: 'Usado por último',
  continue: 'Continuar',
  sendingCode: 'Enviando código…',

  codeHeading: (channel) => (channel === 'email' ? 'Confira seu e-mail' : 'Confira seu celular'),
  codeSentTo: (contact) => `Enviamos um código para ${contact}.`,
  changeContact: 'Alterar',
  changeContactLabel: (contact) => `Alterar ${contact}`,
  codeLabel: (length, alphanumeric) =>
    `Código de ${formatNumber(lang, length)} ${
      alphanumeric ? pluralForm(lang, length, { one: 'caractere', other: 'caracteres' }) : pluralForm(lang, length, { one: 'dígito', other: 'dígitos' })
    }`,
  verify: 'Verificar',
  verifying: 'Verificando…',
  resend: 'Reenviar código',
  resendIn: (seconds) => `Reenviar código em ${formatSeconds(lang, seconds)}`,
  retry: 'Tentar de novo',
  retryIn: (seconds) => `Tentar de novo em ${formatSeconds(lang, seconds)}`,
  startOver: 'Recomeçar',
  resendAvailable: 'Agora você pode pedir um novo código.',
  retryAvailable: 'Agora você pode tentar de novo.',
  retryAtTime: (time) => `Tentar de novo a partir de ${time}`,
  retryAtDate: (dateTime) => `Tentar de novo a partir de ${dateTime}`,

  successHeading: 'Login concluído',
  successNewUser: (contact) => `Sua conta para ${contact} está pronta.`,
  successReturningUser: (contact) => `Que bom ver você de novo, ${contact}.`,
  successAccountReady: 'Sua conta está pronta.',
  successWelcomeBack: 'Que bom ver você de novo.',
  done: 'Concluir',
  failedHeading: 'Algo deu errado',
  failedSending: (contact) => `Não conseguimos enviar um código para ${contact}. Tente de novo ou altere o endereço ou o número.`,
  failedVerifying: (contact) => `Seu código para ${contact} foi mantido: tente de novo para verificá-lo.`,
  crashed: (code) => `Não foi possível mostrar esta tela. Código do erro: ${code}.`,
  back: 'Voltar',
  cancel: 'Cancelar',

  passkeyDivider: 'ou',
  passkeyLogin: 'Continuar com uma chave de acesso',
  passkeySignup: 'Criar uma conta com uma chave de acesso',
  passkeySignupShort: 'Criar uma conta',
  passkeyUnsupportedHeading: 'Este navegador não pode usar chaves de acesso aqui',
  passkeyUnsupportedReason: (reason) =>
    reason === 'insecure-context'
      ? 'Chaves de acesso só funcionam em páginas seguras (https). Use um código de uso único.'
      : 'Ele não é compatível com chaves de acesso. Use um código de uso único ou tente um navegador atualizado.',
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
  successPasskeyNewUser: 'Sua conta com esta chave de acesso está pronta.',
  successPasskeyReturningUser: 'Que bom ver você de novo.',

  oauthProviderName: { google: 'Google', apple: 'Apple', x: 'X', discord: 'Discord' },
  socialLogin: (providerName) => `Continuar com ${providerName}`,
  socialDivider: 'ou',
  socialGroupLabel: 'Entrar com outra conta',
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
  successOauthNewUser: (providerName) => `Sua conta com ${providerName} está pronta.`,
  successOauthReturningUser: 'Que bom ver você de novo.',
  appProofsVerified: 'Verificado: sua carteira foi criada em um enclave seguro',
  oauthLinkedHeading: 'Conta vinculada',
  oauthLinked: (providerName) => `Sua conta ${providerName} agora está vinculada.`,

  descriptionWallet: 'Você também pode usar uma carteira do navegador.',
  walletEntry: 'Continuar com uma carteira',
  successWalletNewUser: (walletName) => `Sua conta com ${walletName} está pronta.`,

  passkeyAdd: 'Adicionar uma chave de acesso',
  passkeyAddCancelled: 'Você fechou a janela da chave de acesso; nenhuma chave foi adicionada.',
  passkeyDefaultName: (date) => `Chave de acesso ${formatDateTime('pt-BR', date)}`,

  errors: {
    network: 'Não foi possível acessar o serviço de login. Verifique sua conexão e tente de novo.',
    timeout: 'O serviço de login demorou demais para responder. Tente de novo.',
    relay_rejected: 'O serviço de login recusou a solicitação. Tente de novo.',
    response_invalid: 'O serviço de login enviou uma resposta que não podemos usar. Tente de novo.',
    origin_not_allowed: 'Este site não tem permissão para usar este serviço de login.',
    unauthenticated: 'Não foi possível confirmar seu login. Recomece.',
    not_found: 'Não encontramos essa solicitação de login. Recomece.',
    rate_limited: 'Muitas tentativas. Aguarde um momento e tente de novo.',
    unavailable: 'O serviço de login está indisponível no momento. Tente de novo em instantes.',
    otp_invalid: 'Esse código não está correto. Confira e tente de novo.',
    otp_expired: 'Esse código expirou. Peça um novo.',
    otp_attempts_exceeded: 'Muitos códigos incorretos. Peça um novo código ou recomece.',
    passkey_cancelled: 'A solicitação da chave de acesso foi cancelada.',
    passkey_unsupported: 'Este navegador não pode usar chaves de acesso aqui. Use outra forma de entrar.',
    popup_blocked: 'A janela de login foi bloqueada. Permita pop-ups e tente de novo.',
    popup_closed: 'A janela de login foi fechada antes de você terminar. Tente de novo.',
    oauth_state_mismatch: notVerified,
    oauth_nonce_mismatch: notVerified,
    oauth_provider_error: 'O provedor de login informou um problema. Tente de novo ou use outra forma de entrar.',
    wallet_rejected: 'Você recusou o pedido na sua carteira.',
    wallet_locked: 'Sua carteira está bloqueada ou não compartilha nenhuma conta. Desbloqueie e tente de novo.',
    wallet_pending: 'Sua carteira já tem um pedido aberto. Responda ou feche o pedido na carteira e tente de novo.',
    wallet_unavailable: 'Essa carteira não está mais disponível. Verifique se está instalada e ativada, ou escolha outra.',
    bundle_invalid: unverifiableResponse,
    signature_invalid: unverifiableResponse,
    token_expired: 'Sua verificação expirou. Peça um novo código.',
    clock_skew: 'O relógio do seu dispositivo não coincide com o do serviço de login. Ajuste a hora correta e tente de novo.',
    proof_invalid: 'Não conseguimos confirmar que sua conta foi criada pelo enclave seguro. Seu login continua funcionando.',
    proof_missing: 'Não foi possível confirmar que sua conta foi criada pelo enclave seguro: a prova estava ausente. Seu login continua funcionando.',
    untrusted_response: 'Paramos: não foi possível confiar na resposta do serviço de login. Comece de novo ou entre de outra forma.',
    permission_denied: 'Isso não é permitido para sua conta (uma política, uma lista de IPs permitidos ou o escopo da sua sessão impediu).',
    failed_precondition: 'Isso ainda não pode ser feito: outra coisa precisa acontecer antes.',
    already_exists: 'Isso já existe.',
    activity_failed: 'Não foi possível concluir a solicitação. Tente de novo.',
    consensus_needed: 'Esta alteração precisa da aprovação de outro membro da sua organização.',
    activity_rejected: 'A solicitação foi rejeitada.',
    mfa_required: 'Isso precisa de uma verificação extra: confirme que é você com outra forma de login.',
    session_expired: 'Sua sessão expirou. Entre de novo.',
    storage_unavailable: 'Este navegador não consegue salvar seu login. Verifique as configurações de privacidade dele.',
    browser_unsupported: 'Falta a este navegador um recurso de segurança de que o login precisa. Atualize-o ou use outro navegador.',
    captcha_required: 'Este app precisa primeiro de uma rápida verificação de segurança. Conclua a verificação e tente de novo.',
    captcha_rejected: 'A verificação de segurança não foi aceita (ela pode ter expirado ou já ter sido usada). Conclua a nova verificação e tente de novo.',
    method_disabled: 'Este método de login não está ativado para este app.',
    config_invalid: 'Esta forma de login não está configurada corretamente neste app. Entre de outra forma.',
    invalid_input: 'Confira o que você digitou e tente de novo.',
    unknown: 'Algo deu errado. Tente de novo.',
  },
};
