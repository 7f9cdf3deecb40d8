import { formatDateTime } from '../intl-format';
import type { MethodScreenStrings } from '../method-screen-strings';

const notRegistered = 'このパスキーはこのアプリに登録されていません（削除された可能性があります）。別のパスキーか、別の方法でログインしてください。';

/** The passkey and social login screens' strings in ja. Loaded on demand with those screens: never import it statically. */
export const jaMethodScreens: MethodScreenStrings = {
  passkeyNamingHeading: 'パスキーでアカウントを作成',
  passkeyNamingText: 'お使いのデバイスに、このサイト用のパスキーが保存されます。指紋、顔認証、または画面ロックでログインでき、パスワードもコードも必要ありません。',
  passkeyUserNameLabel: 'アカウント名',
  passkeyUserNameHint: '省略可。デバイス上でパスキーと一緒に表示されます。空欄にすると既定の名前が使われます。',
  passkeyUserNameInvalid: 'この名前は使用できません。短い名前にするか、空欄のままにしてください。',
  passkeyDefaultUserName: (date) => `パスキーユーザー ${formatDateTime('ja', date)}`,
  passkeyCreate: 'パスキーを作成',
  passkeyPromptingHeading: 'パスキーを待っています…',
  passkeyPromptingText: (mode) =>
    mode === 'signup' ? 'ブラウザの案内に従って、パスキーを作成してください。' : 'ブラウザの画面でパスキーを選んで、ログインしてください。',
  passkeyCompleting: (mode) => (mode === 'signup' ? 'アカウントを作成しています…' : 'ログインしています…'),
  passkeyCancelledHeading: 'パスキーの画面が閉じられました',
  passkeyCancelledText: 'もう一度試すか、別の方法でログインしてください。',
  passkeyOtherMethod: '別の方法を使う',
  passkeyFailedHeading: (mode) => (mode === 'signup' ? 'パスキーを作成できませんでした' : 'パスキーでログインできませんでした'),
  passkeyErrors: {
    unauthenticated: notRegistered,
    not_found: notRegistered,
    signature_invalid: 'このパスキーを確認できませんでした。もう一度試すか、別の方法でログインしてください。',
  },
  oauthAuthorizingHeading: (providerName) => `${providerName} を待っています…`,
  oauthAuthorizingText: (providerName, intent) =>
    intent === 'link' ? `開いたウィンドウで ${providerName} の連携を完了してください。` : `開いたウィンドウで ${providerName} でのログインを完了してください。`,
  oauthPopupBlockedHint: 'ポップアップがブロックされましたか？',
  oauthContinueInTab: 'このタブで続ける',
  oauthRedirecting: (providerName) => `${providerName} に移動しています…`,
  oauthCompleting: (providerName, intent) => (intent === 'link' ? `${providerName} を連携しています…` : `${providerName} でログインしています…`),
  oauthFailedHeading: (providerName, intent) => (intent === 'link' ? `${providerName} を連携できませんでした` : `${providerName} でログインできませんでした`),
  oauthProviderSaid: (providerName, description) => `${providerName} からのメッセージ:「${description}」`,
  oauthLinkedHeading: 'アカウントを連携しました',
  oauthLinked: (providerName) => `${providerName} をアカウントに連携しました。`,
};
