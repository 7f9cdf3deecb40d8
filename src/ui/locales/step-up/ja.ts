import type { StepUpStrings, StepUpTask } from '../step-up-strings';

const lang = 'ja';
const count = (value: number): string => new Intl.NumberFormat(lang).format(value);
const tasks: Record<StepUpTask, string> = {
  choose: '確認方法を選んでください',
  passkey: 'パスキーで確認してください',
  email_otp: 'メールに届くコードで確認してください',
  sms_otp: 'SMS に届くコードで確認してください',
  oauth: 'ソーシャルログインで確認してください',
  session: 'このデバイスで確認してください',
  api_key: 'API キーで承認してください',
  unknown: '別の方法で確認してください',
};

/** The step-up dialog's strings in ja. Loaded on demand with the dialog: never import it statically. */
export const jaStepUp: StepUpStrings = {
  stepUpTitle: 'ご本人確認',
  stepUpIntro: 'このリクエストを実行する前に、アカウントで追加の確認が必要です:',
  stepUpAction: {
    update_user: 'プロフィールを更新',
    update_user_email: 'メールアドレスを変更',
    update_user_phone_number: '電話番号を変更',
    create_user_tag: 'ユーザータグを作成',
    create_api_keys: 'API キーを追加',
    delete_api_keys: 'API キーを削除',
    update_policy: 'ポリシーを変更',
    delete_private_keys: '秘密鍵を削除',
    export_private_key: '秘密鍵をエクスポート',
    export_wallet: 'ウォレットをエクスポート',
    export_wallet_account: 'ウォレットのアカウントをエクスポート',
    sign_raw_payload: 'メッセージに署名',
    sign_transaction: 'トランザクションに署名',
    create_mfa_policy: '追加の確認ルールを追加',
    update_mfa_policy: '追加の確認ルールを変更',
    delete_mfa_policy: '追加の確認ルールを削除',
    create_session_profile: 'セッションプロファイルを作成',
    set_ip_allowlist: 'IP 許可リストを変更',
    remove_ip_allowlist: 'IP 許可リストを削除',
    create_webhook_endpoint: 'Webhook を追加',
    update_webhook_endpoint: 'Webhook を変更',
    delete_webhook_endpoint: 'Webhook を削除',
    otp_auth: 'ワンタイムコードでログイン',
    oauth2_authenticate: 'ソーシャルアカウントでログイン',
    create_read_write_session: '新しいセッションを開始',
    create_authenticators: 'パスキーを追加',
    delete_authenticators: 'パスキーを削除',
    create_oauth_providers: 'ソーシャルログインを連携',
    delete_oauth_providers: 'ソーシャルログインの連携を解除',
    other: 'この操作を承認',
  },
  stepUpStepsLabel: '確認の手順',
  stepUpStepDone: '完了',
  stepUpMethodName: {
    passkey: 'パスキー',
    email_otp: 'メールのコード',
    sms_otp: 'SMS のコード',
    oauth: 'ソーシャルログイン',
    session: 'このデバイスのログイン',
    api_key: 'API キー',
    unknown: '別の方法',
  },
  stepUpProgress: (step, total, task) => (total <= 1 ? tasks[task] : `ステップ ${count(step)}/${count(total)}: ${tasks[task]}`),
  stepUpPreparing: 'アカウントで必要な確認を調べています…',
  stepUpChooseHeading: '確認方法を選んでください',
  stepUpUsePasskey: 'パスキーを使う',
  stepUpSendCode: (channel, contact) => (channel === 'email' ? `${contact} にコードをメールで送る` : `${contact} にコードを SMS で送る`),
  stepUpUseOauth: (provider) => `${provider} で続ける`,
  stepUpUseSession: 'このデバイスで確認する',
  stepUpUnavailable: (reason, kind) => {
    switch (reason) {
      case 'api_key_in_browser':
        return 'API キーが必要です。サーバーまたはコマンドラインから承認してください。';
      case 'no_contact':
        return kind === 'sms_otp' ? 'アカウントに電話番号が登録されていません。' : 'アカウントにメールアドレスが登録されていません。';
      case 'channel_disabled':
        return kind === 'sms_otp' ? 'このアプリは SMS でコードを送信しません。' : 'このアプリはメールでコードを送信しません。';
      case 'no_passkey':
        return 'この操作に使えるパスキーがありません。';
      case 'passkey_unsupported':
        return 'このブラウザではここでパスキーを使えません。';
      case 'no_oauth_provider':
        return '連携済みのソーシャルログインはここでは使えません。';
      case 'unknown_method':
        return 'このアプリはまだこの方法に対応していません。';
    }
  },
  stepUpNoOption: 'この手順で使える方法がここにはありません。リクエストを拒否するか、保留して別の場所で承認してください。',
  stepUpSendingCode: (channel, contact) => (channel === 'email' ? `${contact} にコードを送信しています…` : `${contact} に SMS でコードを送信しています…`),
  stepUpCodeFailed: (previous, contact) =>
    previous === 'verifying' ? '入力したコードはそのままです。もう一度お試しください。' : `${contact} にコードを送信できませんでした。もう一度試すか、戻って別の方法を選んでください。`,
  stepUpPasskeyPrompt: 'ブラウザの案内に従って、パスキーで確認してください。',
  stepUpOauthPrompt: (provider) => `${provider} のウィンドウで手続きを終えて、ご本人であることを確認してください。`,
  stepUpApproving: '確認しています…',
  stepUpFinishing: '確認しました。リクエストを完了しています…',
  stepUpCancelHeading: 'このリクエストを中止しますか？',
  stepUpCancelText: '拒否すると何も変更されません。保留にすると、期限が切れるまで後から承認できます。',
  stepUpReject: 'このリクエストを拒否',
  stepUpKeep: '後で対応する',
  stepUpKeepGoing: '確認を続ける',
  stepUpRejecting: 'リクエストを拒否しています…',
  stepUpDoneHeading: '確認しました',
  stepUpSucceeded: {
    update_user: 'プロフィールを更新しました。',
    update_user_email: 'メールアドレスを変更しました。',
    update_user_phone_number: '電話番号を変更しました。',
    create_user_tag: 'ユーザータグを作成しました。',
    create_api_keys: 'API キーを追加しました。',
    delete_api_keys: 'API キーを削除しました。',
    update_policy: 'ポリシーを変更しました。',
    delete_private_keys: '秘密鍵を削除しました。',
    export_private_key: '秘密鍵をエクスポートしました。',
    export_wallet: 'ウォレットをエクスポートしました。',
    export_wallet_account: 'ウォレットのアカウントをエクスポートしました。',
    sign_raw_payload: 'メッセージに署名しました。',
    sign_transaction: 'トランザクションに署名しました。',
    create_mfa_policy: '確認ルールを追加しました。',
    update_mfa_policy: '確認ルールを変更しました。',
    delete_mfa_policy: '確認ルールを削除しました。',
    create_session_profile: 'セッションプロファイルを作成しました。',
    set_ip_allowlist: 'IP 許可リストを変更しました。',
    remove_ip_allowlist: 'IP 許可リストを削除しました。',
    create_webhook_endpoint: 'Webhook を追加しました。',
    update_webhook_endpoint: 'Webhook を変更しました。',
    delete_webhook_endpoint: 'Webhook を削除しました。',
    otp_auth: 'ログインしました。',
    oauth2_authenticate: 'ログインしました。',
    create_read_write_session: '新しいセッションを開始しました。',
    create_authenticators: 'パスキーを追加しました。',
    delete_authenticators: 'パスキーを削除しました。',
    create_oauth_providers: 'ソーシャルログインを連携しました。',
    delete_oauth_providers: 'ソーシャルログインの連携を解除しました。',
    other: '操作が承認され、実行されました。',
  },
  stepUpRejectedHeading: 'リクエストを拒否しました',
  stepUpRejectedText: '何も変更されていません。このリクエストはもう承認できません。',
  stepUpFailedHeading: 'リクエストを確認できませんでした',
  stepUpFailedKept: 'リクエストはまだ保留中です。今すぐもう一度試すか、後で承認してください。',
};
