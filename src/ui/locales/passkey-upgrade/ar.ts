import type { PasskeyUpgradeStrings } from '../passkey-upgrade-strings';

/** The passkey offer's strings in ar. Loaded on demand with the offer: never import it statically. */
export const arPasskeyUpgrade: PasskeyUpgradeStrings = {
  upgradeHeading: 'سجّل دخولك أسرع في المرة القادمة',
  upgradeText: 'أضف مفتاح مرور وسجّل دخولك ببصمتك أو وجهك أو قفل الشاشة بدلًا من ذلك. لا شيء تكتبه ولا شيء تنتظره.',
  upgradeNotNow: 'ليس الآن',
  upgradeCreating: 'اتبع تعليمات المتصفح لإنشاء مفتاح المرور…',
  upgradeFailedHeading: 'لم تتم إضافة مفتاح المرور',
  upgradeAddedHeading: 'تمت إضافة مفتاح المرور',
  upgradeAddedText: (loginLabel, automatic) =>
    `${automatic ? 'حفظ متصفحك مفتاح مرور لهذا الحساب. ' : ''}في المرة القادمة، اختر «${loginLabel}» وأكّد ببصمتك أو وجهك أو قفل الشاشة.`,
};
