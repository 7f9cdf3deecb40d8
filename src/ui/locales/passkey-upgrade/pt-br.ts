import type { PasskeyUpgradeStrings } from '../passkey-upgrade-strings';

/** The passkey offer's strings in pt-BR. Loaded on demand with the offer: never import it statically. */
export const ptBRPasskeyUpgrade: PasskeyUpgradeStrings = {
  upgradeHeading: 'Entre mais rápido da próxima vez',
  upgradeText: 'Adicione uma chave de acesso e entre com sua digital, seu rosto ou o bloqueio de tela. Nada para digitar, nada para esperar.',
  upgradeNotNow: 'Agora não',
  upgradeCreating: 'Siga as instruções do navegador para criar a chave de acesso…',
  upgradeFailedHeading: 'A chave de acesso não foi adicionada',
  upgradeAddedHeading: 'Chave de acesso adicionada',
  upgradeAddedText: (loginLabel, automatic) =>
    `${automatic ? 'Seu navegador salvou uma chave de acesso para esta conta. ' : ''}Da próxima vez, escolha “${loginLabel}” e confirme com sua digital, seu rosto ou o bloqueio de tela.`,
};
