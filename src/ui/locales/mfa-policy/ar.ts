import { formatNumber } from '../intl-format';
import type { MfaPolicyStrings } from '../mfa-policy-strings';

const lang = 'ar';
const isolate = (text: string): string => `\u2068${text}\u2069`;
const ltr = (text: string): string => `\u2066${text}\u2069`;

/** The Extra verification section's strings in ar. Loaded on demand with the section: never import it statically. */
export const arMfaPolicy: MfaPolicyStrings = {
  mfaHeading: 'تحقق إضافي',
  mfaDescription: 'اطلب أكثر من تسجيل دخولك قبل التغييرات الحساسة، مثل تصدير مفتاح.',
  mfaLoading: 'جارٍ تحميل قواعد التحقق…',
  mfaLoadFailed: 'تعذّر تحميل قواعد التحقق.',
  mfaEmpty: 'لا توجد قواعد بعد: يكفي تسجيل دخولك لأي تغيير.',
  mfaPolicyTitle: (actions) =>
    new Intl.ListFormat(lang, { type: 'conjunction' }).format(actions.map((action) => ({ export: 'تصدير مفتاح', deletePasskey: 'حذف مفتاح مرور', changeContact: 'تغيير بريدك الإلكتروني أو هاتفك', addApiKey: `إضافة مفتاح ${ltr('API')}` })[action])),
  mfaEveryChange: 'أي تغيير',
  mfaOtherCondition: 'تنطبق عندما:',
  mfaMethod: (type) =>
    ({ AUTHENTICATION_TYPE_PASSKEY: 'مفتاح مرور', AUTHENTICATION_TYPE_EMAIL_OTP: 'رمز عبر البريد الإلكتروني', AUTHENTICATION_TYPE_SMS_OTP: 'رمز عبر رسالة نصية', AUTHENTICATION_TYPE_OAUTH: 'تسجيل دخول عبر حساب اجتماعي', AUTHENTICATION_TYPE_SESSION: 'هذه الجلسة', AUTHENTICATION_TYPE_API_KEY: `مفتاح ${ltr('API')}` })[type],
  mfaSteps: (steps) => steps.map((any) => new Intl.ListFormat(lang, { type: 'disjunction' }).format(any)).join('، ثم '),
  mfaDelete: 'حذف',
  mfaConfirmDelete: (title) => `هل تريد حذف القاعدة «${isolate(title)}»؟`,
  mfaConfirmDeleteText: 'ستحتاج هذه التغييرات مجددًا إلى تسجيل دخولك فقط.',
  mfaConfirmDeleteButton: 'نعم، احذفها',
  mfaDeleting: 'جارٍ الحذف…',
  mfaDeleted: (title) => `تم حذف القاعدة «${isolate(title)}».`,
  mfaDeleteFailed: (title) => `لم يتم حذف القاعدة «${isolate(title)}».`,
  mfaAdd: 'إضافة قاعدة',
  mfaActionsLegend: 'اطلب تحققًا إضافيًا قبل',
  mfaActionOption: (action) =>
    ({ export: 'تصدير مفتاح خاص أو محفظة', deletePasskey: 'حذف مفتاح مرور', changeContact: 'تغيير بريدك الإلكتروني أو رقم هاتفك', addApiKey: `إضافة مفتاح ${ltr('API')}` })[action],
  mfaContactHint: 'يطلبه تغيير اسمك أيضًا: فهو الطلب نفسه.',
  mfaApiKeyHint: `ربط محفظة يضيف مفتاح ${ltr('API')}، لذا يطلبه أيضًا.`,
  mfaActionTaken: (title) => `تطلبه القاعدة «${isolate(title)}» بالفعل.`,
  mfaStepsLegend: 'ثم تحقّق باستخدام، بالترتيب',
  mfaStepLegend: (step) => `الخطوة ${formatNumber(lang, step)}`,
  mfaStepHint: 'اختر طريقة واحدة، أو عدة طرق لقبول أي منها.',
  mfaAddStep: 'إضافة خطوة',
  mfaRemoveStep: (step) => `إزالة الخطوة ${formatNumber(lang, step)}`,
  mfaMoreMethodsHint: 'أضف مفتاح مرور أو بريدًا إلكترونيًا أو رقم هاتف إلى حسابك للتحقق به هنا أيضًا.',
  mfaSave: 'حفظ القاعدة',
  mfaSaving: 'جارٍ الحفظ…',
  mfaAdded: (title) => `تمت إضافة القاعدة «${isolate(title)}».`,
  mfaAddFailed: 'لم تتم إضافة القاعدة.',
  mfaNoAction: 'اختر تغييرًا واحدًا على الأقل.',
  mfaNoMethod: (step) => `اختر طريقة للتحقق في الخطوة ${formatNumber(lang, step)}.`,
  mfaOnlySession: 'أضف خطوة تطلب أكثر من هذه الجلسة.',
};
