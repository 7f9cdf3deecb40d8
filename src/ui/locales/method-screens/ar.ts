import { formatDateTime } from '../intl-format';
import type { MethodScreenStrings } from '../method-screen-strings';

const notRegistered = 'مفتاح المرور هذا غير مسجّل لهذا التطبيق (ربما تم حذفه). جرّب مفتاح مرور آخر أو طريقة أخرى لتسجيل الدخول.';
const isolate = (text: string): string => `\u2068${text}\u2069`;

/** The passkey and social login screens' strings in ar. Loaded on demand with those screens: never import it statically. */
export const arMethodScreens: MethodScreenStrings = {
  passkeyNamingHeading: 'إنشاء حساب باستخدام مفتاح مرور',
  passkeyNamingText: 'يحفظ جهازك مفتاح مرور لهذا الموقع، فتسجّل الدخول ببصمة إصبعك أو وجهك أو قفل الشاشة: بلا كلمة مرور وبلا رمز.',
  passkeyUserNameLabel: 'اسم الحساب',
  passkeyUserNameHint: 'اختياري. يظهر مع مفتاح المرور على جهازك؛ اتركه فارغًا لاستخدام اسم افتراضي.',
  passkeyUserNameInvalid: 'لا يمكن استخدام هذا الاسم. اختر اسمًا أقصر أو اتركه فارغًا.',
  passkeyDefaultUserName: (date) => `مستخدم مفتاح المرور ${formatDateTime('ar', date)}`,
  passkeyCreate: 'إنشاء مفتاح مرور',
  passkeyPromptingHeading: 'في انتظار مفتاح المرور…',
  passkeyPromptingText: (mode) => (mode === 'signup' ? 'اتبع تعليمات المتصفح لإنشاء مفتاح المرور.' : 'اختر مفتاح المرور من نافذة المتصفح لتسجيل الدخول.'),
  passkeyCompleting: (mode) => (mode === 'signup' ? 'جارٍ إنشاء حسابك…' : 'جارٍ تسجيل دخولك…'),
  passkeyCancelledHeading: 'أغلقت نافذة مفتاح المرور',
  passkeyCancelledText: 'حاول مرة أخرى، أو استخدم طريقة أخرى لتسجيل الدخول.',
  passkeyOtherMethod: 'استخدام طريقة أخرى',
  passkeyFailedHeading: (mode) => (mode === 'signup' ? 'لم يتم إنشاء مفتاح المرور' : 'تعذّر تسجيل الدخول بمفتاح المرور'),
  passkeyErrors: {
    unauthenticated: notRegistered,
    not_found: notRegistered,
    signature_invalid: 'تعذّر التحقق من مفتاح المرور هذا. حاول مرة أخرى، أو استخدم طريقة أخرى لتسجيل الدخول.',
  },
  oauthAuthorizingHeading: (providerName) => `في انتظار ${providerName}…`,
  oauthAuthorizingText: (providerName, intent) =>
    intent === 'link' ? `أكمل ربط ${providerName} في النافذة التي فُتحت.` : `أكمل تسجيل الدخول باستخدام ${providerName} في النافذة التي فُتحت.`,
  oauthPopupBlockedHint: 'هل حُظرت النافذة المنبثقة؟',
  oauthContinueInTab: 'المتابعة في علامة التبويب هذه',
  oauthRedirecting: (providerName) => `جارٍ نقلك إلى ${providerName}…`,
  oauthCompleting: (providerName, intent) => (intent === 'link' ? `جارٍ ربط ${providerName}…` : `جارٍ تسجيل دخولك باستخدام ${providerName}…`),
  oauthFailedHeading: (providerName, intent) => (intent === 'link' ? `لم يتم ربط ${providerName}` : `تعذّر تسجيل الدخول باستخدام ${providerName}`),
  oauthProviderSaid: (providerName, description) => `رسالة ${providerName}: «${isolate(description)}»`,
  oauthLinkedHeading: 'تم ربط الحساب',
  oauthLinked: (providerName) => `تم ربط ${providerName} بحسابك.`,
};
