import type { Strings } from './en';
import { formatDateTime, formatNumber } from './intl-format';
import { listWithOr, pluralForm, type PluralForms } from './plural-form';

// Arabic counts take one of six plural forms (Intl.PluralRules: zero, one, two, few, many, other),
// and after a preposition the dual is genitive (بعد ثانيتين), so waits are built here from
// PluralRules rather than from a unit formatter. Text from outside (contacts, names, a provider's
// message) is wrapped in first-strong isolates so a phone number's "+" or an email's "." stays put.
const lang = 'ar';
const isolate = (text: string): string => `\u2068${text}\u2069`;
const ltr = (text: string): string => `\u2066${text}\u2069`;

/** "6 أرقام", "12 رقمًا", "رقمين": a count with its noun, `{n}` standing for the number. */
function counted(count: number, forms: PluralForms): string {
  return pluralForm(lang, count, forms).replace('{n}', formatNumber(lang, count));
}

const seconds = (count: number): string =>
  counted(count, { zero: '{n} ثانية', one: 'ثانية واحدة', two: 'ثانيتين', few: '{n} ثوانٍ', many: '{n} ثانية', other: '{n} ثانية' });
const minutes = (count: number): string =>
  counted(count, { zero: '{n} دقيقة', one: 'دقيقة واحدة', two: 'دقيقتين', few: '{n} دقائق', many: '{n} دقيقة', other: '{n} دقيقة' });
/** A positive wait after "بعد": "ثانية واحدة", "دقيقتين و5 ثوانٍ". */
function wait(total: number): string {
  const whole = Math.floor(total / 60);
  const rest = total % 60;
  if (whole === 0) return seconds(rest);
  return rest === 0 ? minutes(whole) : `${minutes(whole)} و${seconds(rest)}`;
}

const notVerified = 'تعذّر التحقق من تسجيل الدخول. ابدأ من جديد.';
const unverifiableResponse = 'أرسلت خدمة تسجيل الدخول ردًا تعذّر علينا التحقق منه. ابدأ من جديد.';

/** Arabic (Modern Standard), right to left. Loaded on demand: never import it statically from the modal. */
export const ar: Strings = {
  lang,
  trigger: 'تسجيل الدخول',
  title: (appName) => (appName ? `تسجيل الدخول إلى ${isolate(appName)}` : 'تسجيل الدخول أو إنشاء حساب'),
  description: 'سجّل الدخول أو أنشئ حسابًا باستخدام رمز لمرة واحدة.',
  descriptionWithPasskey: 'سجّل الدخول أو أنشئ حسابًا باستخدام رمز لمرة واحدة أو مفتاح مرور.',
  descriptionWithSocial: (providerNames, { code, passkey }) => {
    const ways = [code ? 'رمز لمرة واحدة' : undefined, passkey ? 'مفتاح مرور' : undefined, `حسابك على ${listWithOr(lang, providerNames)}`];
    return `سجّل الدخول أو أنشئ حسابًا باستخدام ${listWithOr(lang, ways.filter((way) => way !== undefined))}.`;
  },
  logoAlt: (appName) => (appName ? `شعار ${isolate(appName)}` : 'شعار التطبيق'),
  close: 'إغلاق',

  loadingConfig: 'جارٍ التحميل…',
  slowWait: 'ما زلنا ننتظر خدمة تسجيل الدخول…',
  configFailed: 'تعذّر تحميل خيارات تسجيل الدخول.',
  configIdInvalid: 'لم يتم العثور على إعدادات تسجيل الدخول لهذا الموقع (خدمة تسجيل الدخول لا تعرف مُعرّف الإعداد الخاص به).',
  configOwnerHint: 'لا يمكن إصلاح ذلك إلا لمالك الموقع، من إعدادات خدمة تسجيل الدخول.',

  channelLegend: 'استلام الرمز عبر',
  channelEmail: 'البريد الإلكتروني',
  channelSms: 'الهاتف',
  emailLabel: 'عنوان البريد الإلكتروني',
  emailPlaceholder: 'you@example.com',
  phoneLabel: 'رقم الهاتف',
  phonePlaceholder: '+971 50 123 4567',
  phoneHint: `أدخل رمز بلدك، مثل ${ltr('+966')} أو ${ltr('+20')}.`,
  emailInvalid: `أدخل عنوان بريد إلكتروني صالحًا، مثل ${ltr('you@example.com')}.`,
  phoneInvalid: `أدخل رقم هاتفك مع رمز البلد، مثل ${ltr('+971 50 123 4567')}.`,
  phoneCountryLabel: 'البلد أو المنطقة',
  phoneCountryOption: (countryName, callingCode) => `${countryName} (${ltr(`+${callingCode}`)})`,
  phoneNumberHint: 'اختر البلد، ثم اكتب الرقم.',
  lastUsed: 'استُخدم آخر مرة',
  continue: 'متابعة',
  sendingCode: 'جارٍ إرسال الرمز…',

  codeHeading: (channel) => (channel === 'email' ? 'تحقّق من بريدك الإلكتروني' : 'تحقّق من هاتفك'),
  codeSentTo: (contact) => `أرسلنا رمزًا إلى ${isolate(contact)}.`,
  changeContact: 'تغيير',
  changeContactLabel: (contact) => `تغيير ${isolate(contact)}`,
  codeLabel: (length, alphanumeric) =>
    `رمز من ${
      alphanumeric
        ? counted(length, { zero: '{n} حرف', one: 'حرف واحد', two: 'حرفين', few: '{n} أحرف', many: '{n} حرفًا', other: '{n} حرف' })
        : counted(length, { zero: '{n} رقم', one: 'رقم واحد', two: 'رقمين', few: '{n} أرقام', many: '{n} رقمًا', other: '{n} رقم' })
    }`,
  verify: 'تحقّق',
  verifying: 'جارٍ التحقّق…',
  resend: 'إعادة إرسال الرمز',
  resendIn: (total) => `إعادة إرسال الرمز بعد ${wait(total)}`,
  retry: 'إعادة المحاولة',
  retryIn: (total) => `إعادة المحاولة بعد ${wait(total)}`,
  startOver: 'البدء من جديد',
  resendAvailable: 'يمكنك الآن طلب رمز جديد.',
  retryAvailable: 'يمكنك المحاولة مرة أخرى الآن.',
  retryAtTime: (time) => `إعادة المحاولة في الساعة ${isolate(time)}`,
  retryAtDate: (dateTime) => `إعادة المحاولة في ${isolate(dateTime)}`,

  successHeading: 'تم تسجيل دخولك',
  successNewUser: (contact) => `حسابك المرتبط بـ ${isolate(contact)} جاهز.`,
  successReturningUser: (contact) => `مرحبًا بعودتك، ${isolate(contact)}.`,
  successAccountReady: 'حسابك جاهز.',
  successWelcomeBack: 'مرحبًا بعودتك.',
  done: 'تم',
  failedHeading: 'حدث خطأ ما',
  failedSending: (contact) => `تعذّر علينا إرسال رمز إلى ${isolate(contact)}. حاول مرة أخرى، أو غيّر العنوان أو الرقم.`,
  failedVerifying: (contact) => `احتفظنا برمزك الخاص بـ ${isolate(contact)}: حاول مرة أخرى للتحقق منه.`,
  crashed: (code) => `تعذّر عرض هذه الشاشة. رمز الخطأ: ${isolate(code)}.`,
  back: 'رجوع',
  cancel: 'إلغاء',

  passkeyDivider: 'أو',
  passkeyLogin: 'المتابعة باستخدام مفتاح مرور',
  passkeySignup: 'إنشاء حساب باستخدام مفتاح مرور',
  passkeySignupShort: 'إنشاء حساب',
  passkeyUnsupportedHeading: 'لا يمكن لهذا المتصفح استخدام مفاتيح المرور هنا',
  passkeyUnsupportedReason: (reason) =>
    reason === 'insecure-context'
      ? 'لا تعمل مفاتيح المرور إلا على الصفحات الآمنة (https). استخدم رمزًا لمرة واحدة بدلًا من ذلك.'
      : 'هذا المتصفح لا يدعم مفاتيح المرور. استخدم رمزًا لمرة واحدة بدلًا من ذلك، أو جرّب متصفحًا محدّثًا.',
  successPasskeyNewUser: 'حسابك المرتبط بمفتاح المرور هذا جاهز.',
  successPasskeyReturningUser: 'مرحبًا بعودتك.',

  oauthProviderName: { google: 'Google', apple: 'Apple', x: 'X', discord: 'Discord' },
  socialLogin: (providerName) => `المتابعة باستخدام ${providerName}`,
  socialDivider: 'أو',
  socialGroupLabel: 'تسجيل الدخول بحساب آخر',
  successOauthNewUser: (providerName) => `حسابك باستخدام ${providerName} جاهز.`,
  successOauthReturningUser: 'مرحبًا بعودتك.',
  appProofsVerified: 'تم التحقق: أُنشئت محفظتك داخل بيئة آمنة',

  descriptionWallet: 'يمكنك أيضًا استخدام محفظة المتصفح.',
  walletEntry: 'المتابعة باستخدام محفظة',
  successWalletNewUser: (walletName) => `حسابك باستخدام ${isolate(walletName)} جاهز.`,

  passkeyAdd: 'إضافة مفتاح مرور',
  passkeyAddCancelled: 'أغلقت نافذة مفتاح المرور، فلم تتم إضافة أي مفتاح.',
  passkeyDefaultName: (date) => `مفتاح مرور ${formatDateTime('ar', date)}`,

  errors: {
    network: 'تعذّر الوصول إلى خدمة تسجيل الدخول. تحقّق من اتصالك وحاول مرة أخرى.',
    timeout: 'استغرقت خدمة تسجيل الدخول وقتًا طويلًا في الرد. حاول مرة أخرى.',
    relay_rejected: 'رفضت خدمة تسجيل الدخول الطلب. حاول مرة أخرى.',
    response_invalid: 'أرسلت خدمة تسجيل الدخول ردًا لا يمكننا استخدامه. حاول مرة أخرى.',
    origin_not_allowed: 'غير مسموح لهذا الموقع باستخدام خدمة تسجيل الدخول هذه.',
    unauthenticated: 'تعذّر تأكيد تسجيل دخولك. ابدأ من جديد.',
    not_found: 'لم نعثر على طلب تسجيل الدخول هذا. ابدأ من جديد.',
    rate_limited: 'محاولات كثيرة جدًا. انتظر قليلًا ثم حاول مرة أخرى.',
    unavailable: 'خدمة تسجيل الدخول غير متاحة الآن. حاول مرة أخرى بعد قليل.',
    otp_invalid: 'هذا الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.',
    otp_expired: 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.',
    otp_attempts_exceeded: 'أُدخلت رموز خاطئة مرات كثيرة. اطلب رمزًا جديدًا أو ابدأ من جديد.',
    passkey_cancelled: 'تم إلغاء طلب مفتاح المرور.',
    passkey_unsupported: 'لا يمكن لهذا المتصفح استخدام مفاتيح المرور هنا. استخدم طريقة أخرى لتسجيل الدخول.',
    popup_blocked: 'تم حظر نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة وحاول مرة أخرى.',
    popup_closed: 'أُغلقت نافذة تسجيل الدخول قبل أن تنتهي. حاول مرة أخرى.',
    oauth_state_mismatch: notVerified,
    oauth_nonce_mismatch: notVerified,
    oauth_provider_error: 'أبلغ مزوّد تسجيل الدخول عن مشكلة. حاول مرة أخرى، أو استخدم طريقة أخرى لتسجيل الدخول.',
    wallet_rejected: 'رفضت الطلب في محفظتك.',
    wallet_locked: 'محفظتك مقفلة أو لا تشارك أي حساب. افتح قفلها ثم حاول مرة أخرى.',
    wallet_pending: 'لدى محفظتك طلب مفتوح بالفعل. أجب عنه أو أغلقه في المحفظة، ثم حاول مرة أخرى.',
    wallet_unavailable: 'لم تعد هذه المحفظة متاحة. تحقّق من أنها مثبّتة ومفعّلة، أو اختر محفظة أخرى.',
    bundle_invalid: unverifiableResponse,
    signature_invalid: unverifiableResponse,
    token_expired: 'انتهت صلاحية التحقق. اطلب رمزًا جديدًا.',
    clock_skew: 'ساعة جهازك لا تطابق ساعة خدمة تسجيل الدخول. اضبط الوقت الصحيح ثم حاول مرة أخرى.',
    proof_invalid: 'تعذّر علينا التأكد من أن حسابك أُنشئ داخل البيئة الآمنة. لا يزال تسجيل دخولك يعمل.',
    proof_missing: 'لم نتمكن من التأكد من أن الجيب الآمن أنشأ حسابك: الإثبات مفقود. لا يزال تسجيل دخولك يعمل.',
    untrusted_response: 'توقفنا: لا يمكن الوثوق برد خدمة تسجيل الدخول. ابدأ من جديد أو استخدم طريقة أخرى لتسجيل الدخول.',
    permission_denied: 'هذا الإجراء غير مسموح لحسابك (رفضته سياسة أو قائمة عناوين IP المسموح بها أو نطاق جلستك).',
    failed_precondition: 'لا يمكن تنفيذ هذا بعد: يجب أن تتم خطوة أخرى أولًا.',
    already_exists: 'هذا موجود بالفعل.',
    activity_failed: 'تعذّر إكمال الطلب. حاول مرة أخرى.',
    consensus_needed: 'يحتاج هذا التغيير إلى موافقة عضو آخر في مؤسستك.',
    activity_rejected: 'تم رفض الطلب.',
    mfa_required: 'يتطلب هذا تحققًا إضافيًا: أكّد هويتك بطريقة تسجيل دخول أخرى.',
    session_expired: 'انتهت صلاحية جلستك. سجّل الدخول مرة أخرى.',
    stamp_missing: 'تعذّر علينا التأكد من أن هذا الطلب صادر عن جلستك. أعد تحميل الصفحة ثم حاول مرة أخرى.',
    stamp_invalid: 'تعذّر علينا التأكد من أن هذا الطلب صادر عن جلستك. أعد تحميل الصفحة ثم حاول مرة أخرى.',
    stamp_stale: 'تعذّر علينا التأكد من أن هذا الطلب صادر عن جلستك. أعد تحميل الصفحة ثم حاول مرة أخرى.',
    stamp_replayed: 'تعذّر علينا التأكد من أن هذا الطلب صادر عن جلستك. أعد تحميل الصفحة ثم حاول مرة أخرى.',
    storage_unavailable: 'لا يستطيع هذا المتصفح حفظ تسجيل دخولك. تحقّق من إعدادات الخصوصية فيه.',
    browser_unsupported: 'يفتقد هذا المتصفح ميزة أمان يحتاجها تسجيل الدخول. حدّثه أو استخدم متصفحًا آخر.',
    captcha_required: 'يحتاج هذا التطبيق أولًا إلى فحص أمان سريع. أكمِل الفحص ثم حاول مرة أخرى.',
    captcha_rejected: 'لم يُقبل فحص الأمان (ربما انتهت صلاحيته أو استُخدم من قبل). أكمِل الفحص الجديد ثم حاول مرة أخرى.',
    method_disabled: 'طريقة تسجيل الدخول هذه غير مفعّلة لهذا التطبيق.',
    config_invalid: 'طريقة تسجيل الدخول هذه غير مُعدّة بشكل صحيح لهذا التطبيق. استخدم طريقة أخرى لتسجيل الدخول.',
    invalid_input: 'تحقّق مما أدخلته وحاول مرة أخرى.',
    unknown: 'حدث خطأ ما. حاول مرة أخرى.',
  },
};
