import type { WalletStrings } from '../wallet-strings';

/** The wallet strings in ja. Loaded on demand with the wallet screens: never import it statically. */
export const jaWallet: WalletStrings = {
  walletChainName: { ethereum: 'イーサリアム', solana: 'ソラナ' },
  walletGroupLabel: 'ウォレットでログイン',
  walletExplainer: 'ウォレットが接続の許可と、メッセージ 1 件への署名を求めます。署名は無料で、取引は送信されません。',
  walletLoading: 'ウォレットを探しています…',
  walletLoadFailed: 'ウォレットを探せませんでした。',
  walletNoneHeading: 'このブラウザにウォレットが見つかりません',
  walletNoneText: 'MetaMask や Phantom などのブラウザウォレットをインストールしてください。再読み込みしなくても、ここに自動で表示されます。',
  walletWaitingHeading: (walletName) => `${walletName} を待っています…`,
  walletStepConnect: '接続',
  walletStepSign: '署名してログイン',
  walletConnectingText: (walletName) => `${walletName} で接続を承認してください。このサイトにアドレスが共有されます（確認は初回のみ）。`,
  walletSigningText: (walletName, appName) =>
    `${appName ? `${appName} に` : ''}ログインするには、${walletName} でメッセージに署名してください。無料で、取引は送信されません。`,
  walletChooseAccountHeading: 'アカウントを選択',
  walletChooseAccountText: (walletName) => `${walletName} から複数のアカウントが共有されています。どのアカウントでログインしますか？`,
  walletSelectedAccount: 'ウォレットで選択中',
  walletOtherAccounts: (walletName) => `${walletName} に別のアカウントを求める`,
  walletCompleting: 'ログインしています…',
  walletCancelledHeading: 'ウォレットでリクエストを拒否しました',
  walletCancelledText: (walletName) => `何も署名されていません。もう一度試すと ${walletName} が再び開きます。別の方法でログインすることもできます。`,
  walletFailedHeading: (walletName) => `${walletName} でログインできませんでした`,
  walletsHeading: 'ウォレット',
  walletsDescription: 'ログインに使えるブラウザウォレットです。',
  walletsLoading: 'ウォレットを読み込んでいます…',
  walletsLoadFailed: 'ウォレットを読み込めませんでした。',
  walletsEmpty: 'リンクされたウォレットはまだありません。',
  walletsLinkLabel: 'ウォレットをリンク',
  walletsLink: (walletName) => `${walletName} をリンク`,
  walletsLinking: (walletName, chain) =>
    chain === 'ethereum'
      ? `${walletName} で承認してください: 接続のあと、メッセージ 1 件に署名します（無料、取引なし）。`
      : `${walletName} で接続を承認してください。`,
  walletsLinked: (walletName) => `${walletName} をアカウントにリンクしました。`,
  walletsLinkFailed: (walletName) => `${walletName} をリンクできませんでした。`,
  walletsAlreadyLinked: 'このウォレットはすでに別のアカウントにリンクされています。',
};
