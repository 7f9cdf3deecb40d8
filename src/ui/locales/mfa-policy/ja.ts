import { formatNumber } from '../intl-format';
import type { MfaPolicyStrings } from '../mfa-policy-strings';

const lang = 'ja';

/** The Extra verification section's strings in ja. Loaded on demand with the section: never import it statically. */
export const jaMfaPolicy: MfaPolicyStrings = {
  mfaHeading: '追加の確認',
  mfaDescription: '鍵のエクスポートなど重要な変更の前に、ログイン以上の確認を求めます。',
  mfaLoading: '確認ルールを読み込んでいます…',
  mfaLoadFailed: '確認ルールを読み込めませんでした。',
  mfaEmpty: 'ルールはまだありません。どの変更もログインだけで行えます。',
  mfaPolicyTitle: (actions) =>
    new Intl.ListFormat(lang, { type: 'conjunction' }).format(actions.map((action) => ({ export: '鍵のエクスポート', deletePasskey: 'パスキーの削除', changeContact: 'メールアドレスまたは電話番号の変更', addApiKey: 'API キーの追加' })[action])),
  mfaEveryChange: 'すべての変更',
  mfaOtherCondition: '適用条件：',
  mfaMethod: (type) =>
    ({ AUTHENTICATION_TYPE_PASSKEY: 'パスキー', AUTHENTICATION_TYPE_EMAIL_OTP: 'メールのコード', AUTHENTICATION_TYPE_SMS_OTP: 'SMS のコード', AUTHENTICATION_TYPE_OAUTH: 'ソーシャルログイン', AUTHENTICATION_TYPE_SESSION: 'このセッション', AUTHENTICATION_TYPE_API_KEY: 'API キー' })[type],
  mfaSteps: (steps) => steps.map((any) => new Intl.ListFormat(lang, { type: 'disjunction' }).format(any)).join('、次に'),
  mfaDelete: '削除',
  mfaConfirmDelete: (title) => `ルール「${title}」を削除しますか？`,
  mfaConfirmDeleteText: 'これらの変更は、再びログインだけで行えるようになります。',
  mfaConfirmDeleteButton: '削除する',
  mfaDeleting: '削除しています…',
  mfaDeleted: (title) => `ルール「${title}」を削除しました。`,
  mfaDeleteFailed: (title) => `ルール「${title}」を削除できませんでした。`,
  mfaAdd: 'ルールを追加',
  mfaActionsLegend: '次の操作の前に追加の確認を求める',
  mfaActionOption: (action) =>
    ({ export: '秘密鍵またはウォレットのエクスポート', deletePasskey: 'パスキーの削除', changeContact: 'メールアドレスまたは電話番号の変更', addApiKey: 'API キーの追加' })[action],
  mfaContactHint: '名前の変更も同じリクエストのため、確認が求められます。',
  mfaApiKeyHint: 'ウォレットを連携すると API キーが追加されるため、確認が求められます。',
  mfaActionTaken: (title) => `ルール「${title}」ですでに確認が求められています。`,
  mfaStepsLegend: '確認の方法（順番に）',
  mfaStepLegend: (step) => `ステップ ${formatNumber(lang, step)}`,
  mfaStepHint: '方法を 1 つ選ぶか、どれでもよい方法を複数選んでください。',
  mfaAddStep: 'ステップを追加',
  mfaRemoveStep: (step) => `ステップ ${formatNumber(lang, step)} を削除`,
  mfaMoreMethodsHint: 'パスキー、メールアドレス、電話番号をアカウントに追加すると、ここでそれらでも確認できます。',
  mfaSave: 'ルールを保存',
  mfaSaving: '保存しています…',
  mfaAdded: (title) => `ルール「${title}」を追加しました。`,
  mfaAddFailed: 'ルールを追加できませんでした。',
  mfaNoAction: '変更を 1 つ以上選んでください。',
  mfaNoMethod: (step) => `ステップ ${formatNumber(lang, step)} の確認方法を選んでください。`,
  mfaOnlySession: 'このセッション以外の確認を求めるステップを追加してください。',
};
