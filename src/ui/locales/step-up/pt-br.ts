import type { StepUpStrings, StepUpTask } from '../step-up-strings';

const lang = 'pt-BR';
const count = (value: number): string => new Intl.NumberFormat(lang).format(value);
const tasks: Record<StepUpTask, string> = {
  choose: 'escolha como confirmar',
  passkey: 'confirme com sua chave de acesso',
  email_otp: 'confirme com um código enviado ao seu e-mail',
  sms_otp: 'confirme com um código enviado ao seu celular',
  oauth: 'confirme com sua conta social',
  session: 'confirme neste dispositivo',
  api_key: 'aprove com uma chave de API',
  unknown: 'confirme de outra forma',
};

/** The step-up dialog's strings in pt-BR. Loaded on demand with the dialog: never import it statically. */
export const ptBRStepUp: StepUpStrings = {
  stepUpTitle: 'Confirme que é você',
  stepUpIntro: 'Sua conta pede uma verificação extra antes de realizar esta solicitação:',
  stepUpAction: {
    update_user: 'Atualizar seu perfil',
    update_user_email: 'Alterar seu e-mail',
    update_user_phone_number: 'Alterar seu número de celular',
    create_user_tag: 'Criar uma tag de usuário',
    create_api_keys: 'Adicionar uma chave de API',
    delete_api_keys: 'Excluir uma chave de API',
    update_policy: 'Alterar uma política',
    delete_private_keys: 'Excluir uma chave privada',
    export_private_key: 'Exportar sua chave privada',
    export_wallet: 'Exportar sua carteira',
    export_wallet_account: 'Exportar uma conta da carteira',
    sign_raw_payload: 'Assinar uma mensagem',
    sign_transaction: 'Assinar uma transação',
    create_mfa_policy: 'Adicionar uma regra de verificação extra',
    update_mfa_policy: 'Alterar uma regra de verificação extra',
    delete_mfa_policy: 'Remover uma regra de verificação extra',
    create_session_profile: 'Criar um perfil de sessão',
    set_ip_allowlist: 'Alterar sua lista de IPs permitidos',
    remove_ip_allowlist: 'Remover sua lista de IPs permitidos',
    create_webhook_endpoint: 'Adicionar um webhook',
    update_webhook_endpoint: 'Alterar um webhook',
    delete_webhook_endpoint: 'Excluir um webhook',
    otp_auth: 'Entrar com um código de uso único',
    oauth2_authenticate: 'Entrar com uma conta social',
    create_read_write_session: 'Iniciar uma nova sessão',
    create_authenticators: 'Adicionar uma chave de acesso',
    delete_authenticators: 'Excluir uma chave de acesso',
    create_oauth_providers: 'Vincular uma conta social',
    delete_oauth_providers: 'Desvincular uma conta social',
    other: 'Aprovar esta ação',
  },
  stepUpStepsLabel: 'Etapas de verificação',
  stepUpStepDone: 'concluída',
  stepUpMethodName: {
    passkey: 'Chave de acesso',
    email_otp: 'Código por e-mail',
    sms_otp: 'Código por SMS',
    oauth: 'Conta social',
    session: 'Login deste dispositivo',
    api_key: 'Chave de API',
    unknown: 'Outro método',
  },
  stepUpProgress: (step, total, task) => {
    const text = tasks[task];
    return total <= 1 ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : `Etapa ${count(step)} de ${count(total)}: ${text}`;
  },
  stepUpPreparing: 'Verificando o que sua conta pede…',
  stepUpChooseHeading: 'Escolha como confirmar',
  stepUpUsePasskey: 'Usar sua chave de acesso',
  stepUpSendCode: (channel, contact) => (channel === 'email' ? `Enviar um código para ${contact}` : `Enviar um código por SMS para ${contact}`),
  stepUpUseOauth: (provider) => `Continuar com ${provider}`,
  stepUpUseSession: 'Confirmar neste dispositivo',
  stepUpUnavailable: (reason, kind) => {
    switch (reason) {
      case 'api_key_in_browser':
        return 'Requer uma chave de API: aprove pelo seu servidor ou pela linha de comando.';
      case 'no_contact':
        return kind === 'sms_otp' ? 'Sua conta não tem número de celular.' : 'Sua conta não tem e-mail.';
      case 'channel_disabled':
        return kind === 'sms_otp' ? 'Este app não envia códigos por SMS.' : 'Este app não envia códigos por e-mail.';
      case 'no_passkey':
        return 'Nenhuma das suas chaves de acesso serve para isso.';
      case 'passkey_unsupported':
        return 'Este navegador não consegue usar chaves de acesso aqui.';
      case 'no_oauth_provider':
        return 'Nenhuma das suas contas sociais vinculadas é oferecida aqui.';
      case 'unknown_method':
        return 'Este app ainda não consegue usar este método.';
    }
  },
  stepUpNoOption: 'Nenhuma das formas aceitas por esta etapa pode ser usada aqui. Recuse a solicitação, ou guarde-a e aprove-a em outro lugar.',
  stepUpSendingCode: (channel, contact) => (channel === 'email' ? `Enviando um código para ${contact}…` : `Enviando um código por SMS para ${contact}…`),
  stepUpCodeFailed: (previous, contact) =>
    previous === 'verifying' ? 'Seu código foi mantido: tente de novo para verificá-lo.' : `Não foi possível enviar um código para ${contact}. Tente de novo, ou volte e escolha outra forma.`,
  stepUpPasskeyPrompt: 'Siga as instruções do navegador para confirmar com sua chave de acesso.',
  stepUpOauthPrompt: (provider) => `Conclua na janela do ${provider} para confirmar que é você.`,
  stepUpApproving: 'Confirmando…',
  stepUpFinishing: 'Confirmado. Concluindo sua solicitação…',
  stepUpCancelHeading: 'Interromper esta solicitação?',
  stepUpCancelText: 'Recuse e nada muda. Ou guarde: você pode aprová-la depois, até ela expirar.',
  stepUpReject: 'Recusar esta solicitação',
  stepUpKeep: 'Guardar para depois',
  stepUpKeepGoing: 'Continuar confirmando',
  stepUpRejecting: 'Recusando a solicitação…',
  stepUpDoneHeading: 'Confirmado',
  stepUpSucceeded: {
    update_user: 'Seu perfil foi atualizado.',
    update_user_email: 'Seu e-mail foi alterado.',
    update_user_phone_number: 'Seu número de celular foi alterado.',
    create_user_tag: 'A tag de usuário foi criada.',
    create_api_keys: 'A chave de API foi adicionada.',
    delete_api_keys: 'A chave de API foi excluída.',
    update_policy: 'A política foi alterada.',
    delete_private_keys: 'A chave privada foi excluída.',
    export_private_key: 'Sua chave privada foi exportada.',
    export_wallet: 'Sua carteira foi exportada.',
    export_wallet_account: 'A conta da carteira foi exportada.',
    sign_raw_payload: 'A mensagem foi assinada.',
    sign_transaction: 'A transação foi assinada.',
    create_mfa_policy: 'A regra de verificação foi adicionada.',
    update_mfa_policy: 'A regra de verificação foi alterada.',
    delete_mfa_policy: 'A regra de verificação foi removida.',
    create_session_profile: 'O perfil de sessão foi criado.',
    set_ip_allowlist: 'Sua lista de IPs permitidos foi alterada.',
    remove_ip_allowlist: 'Sua lista de IPs permitidos foi removida.',
    create_webhook_endpoint: 'O webhook foi adicionado.',
    update_webhook_endpoint: 'O webhook foi alterado.',
    delete_webhook_endpoint: 'O webhook foi excluído.',
    otp_auth: 'Você entrou.',
    oauth2_authenticate: 'Você entrou.',
    create_read_write_session: 'A nova sessão foi iniciada.',
    create_authenticators: 'A chave de acesso foi adicionada.',
    delete_authenticators: 'A chave de acesso foi excluída.',
    create_oauth_providers: 'A conta social foi vinculada.',
    delete_oauth_providers: 'A conta social foi desvinculada.',
    other: 'A ação foi aprovada e realizada.',
  },
  stepUpRejectedHeading: 'Solicitação recusada',
  stepUpRejectedText: 'Nada foi alterado. A solicitação não pode mais ser aprovada.',
  stepUpFailedHeading: 'Não foi possível confirmar a solicitação',
  stepUpFailedKept: 'A solicitação continua aguardando: tente de novo agora ou aprove-a depois.',
};
