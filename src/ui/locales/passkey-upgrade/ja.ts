import type { PasskeyUpgradeStrings } from '../passkey-upgrade-strings';

/** The passkey offer's strings in ja. Loaded on demand with the offer: never import it statically. */
export const jaPasskeyUpgrade: PasskeyUpgradeStrings = {
  upgradeHeading: '次回はもっと速くログイン',
  upgradeText: 'パスキーを追加すると、指紋・顔認証・画面ロックでログインできます。入力も待ち時間もありません。',
  upgradeNotNow: '今はしない',
  upgradeCreating: 'ブラウザの案内に従ってパスキーを作成してください…',
  upgradeFailedHeading: 'パスキーは追加されませんでした',
  upgradeAddedHeading: 'パスキーを追加しました',
  upgradeAddedText: (loginLabel, automatic) =>
    `${automatic ? 'ブラウザがこのアカウントのパスキーを保存しました。' : ''}次回は「${loginLabel}」を選び、指紋・顔認証・画面ロックで確認してください。`,
};
