import type { StepUpStrings, StepUpTask } from '../step-up-strings';

// Text from outside (a masked contact, a provider's name) is wrapped in first-strong isolates, as in
// the main Arabic table, so an email's "." or a number's bullets stay put in right-to-left text.
const lang = 'ar';
const isolate = (text: string): string => `\u2068${text}\u2069`;
const count = (value: number): string => new Intl.NumberFormat(lang).format(value);
const tasks: Record<StepUpTask, string> = {
  choose: 'اختر طريقة التأكيد',
  passkey: 'أكّد باستخدام مفتاح المرور',
  email_otp: 'أكّد برمز يُرسَل إلى بريدك الإلكتروني',
  sms_otp: 'أكّد برمز يُرسَل إلى هاتفك',
  oauth: 'أكّد باستخدام حسابك على الشبكة الاجتماعية',
  session: 'أكّد على هذا الجهاز',
  api_key: 'وافق باستخدام مفتاح واجهة برمجة التطبيقات',
  unknown: 'أكّد بطريقة أخرى',
};

/** The step-up dialog's strings in ar. Loaded on demand with the dialog: never import it statically. */
export const arStepUp: StepUpStrings = {
  stepUpTitle: 'أكّد هويتك',
  stepUpIntro: 'يطلب حسابك تحققًا إضافيًا قبل تنفيذ هذا الطلب:',
  stepUpAction: {
    update_user: 'تحديث ملفك الشخصي',
    update_user_email: 'تغيير بريدك الإلكتروني',
    update_user_phone_number: 'تغيير رقم هاتفك',
    create_user_tag: 'إنشاء وسم مستخدم',
    create_api_keys: 'إضافة مفتاح واجهة برمجة التطبيقات',
    delete_api_keys: 'حذف مفتاح واجهة برمجة التطبيقات',
    update_policy: 'تغيير سياسة',
    delete_private_keys: 'حذف مفتاح خاص',
    export_private_key: 'تصدير مفتاحك الخاص',
    export_wallet: 'تصدير محفظتك',
    export_wallet_account: 'تصدير حساب من المحفظة',
    sign_raw_payload: 'توقيع رسالة',
    sign_transaction: 'توقيع معاملة',
    create_mfa_policy: 'إضافة قاعدة تحقق إضافي',
    update_mfa_policy: 'تغيير قاعدة تحقق إضافي',
    delete_mfa_policy: 'إزالة قاعدة تحقق إضافي',
    create_session_profile: 'إنشاء ملف تعريف للجلسات',
    set_ip_allowlist: 'تغيير قائمة عناوين IP المسموح بها',
    remove_ip_allowlist: 'إزالة قائمة عناوين IP المسموح بها',
    create_webhook_endpoint: 'إضافة خطاف ويب',
    update_webhook_endpoint: 'تغيير خطاف ويب',
    delete_webhook_endpoint: 'حذف خطاف ويب',
    otp_auth: 'تسجيل الدخول برمز لمرة واحدة',
    oauth2_authenticate: 'تسجيل الدخول بحساب على شبكة اجتماعية',
    create_read_write_session: 'بدء جلسة جديدة',
    create_authenticators: 'إضافة مفتاح مرور',
    delete_authenticators: 'حذف مفتاح مرور',
    create_oauth_providers: 'ربط حساب على شبكة اجتماعية',
    delete_oauth_providers: 'إلغاء ربط حساب على شبكة اجتماعية',
    other: 'الموافقة على هذا الإجراء',
  },
  stepUpStepsLabel: 'خطوات التحقق',
  stepUpStepDone: 'تمّت',
  stepUpMethodName: {
    passkey: 'مفتاح مرور',
    email_otp: 'رمز عبر البريد الإلكتروني',
    sms_otp: 'رمز عبر رسالة نصية',
    oauth: 'حساب على شبكة اجتماعية',
    session: 'تسجيل الدخول على هذا الجهاز',
    api_key: 'مفتاح واجهة برمجة التطبيقات',
    unknown: 'طريقة أخرى',
  },
  stepUpProgress: (step, total, task) => (total <= 1 ? tasks[task] : `الخطوة ${count(step)} من ${count(total)}: ${tasks[task]}`),
  stepUpPreparing: 'نتحقق مما يطلبه حسابك…',
  stepUpChooseHeading: 'اختر طريقة التأكيد',
  stepUpUsePasskey: 'استخدام مفتاح المرور',
  stepUpSendCode: (channel, contact) => (channel === 'email' ? `إرسال رمز إلى ${isolate(contact)}` : `إرسال رمز في رسالة نصية إلى ${isolate(contact)}`),
  stepUpUseOauth: (provider) => `المتابعة باستخدام ${isolate(provider)}`,
  stepUpUseSession: 'التأكيد على هذا الجهاز',
  stepUpUnavailable: (reason, kind) => {
    switch (reason) {
      case 'api_key_in_browser':
        return 'يتطلب مفتاح واجهة برمجة التطبيقات: وافق على الطلب من خادمك أو من سطر الأوامر.';
      case 'no_contact':
        return kind === 'sms_otp' ? 'لا يوجد رقم هاتف في حسابك.' : 'لا يوجد بريد إلكتروني في حسابك.';
      case 'channel_disabled':
        return kind === 'sms_otp' ? 'لا يرسل هذا التطبيق الرموز في رسائل نصية.' : 'لا يرسل هذا التطبيق الرموز عبر البريد الإلكتروني.';
      case 'no_passkey':
        return 'لا يصلح أيٌّ من مفاتيح المرور لديك لهذا الطلب.';
      case 'passkey_unsupported':
        return 'لا يستطيع هذا المتصفح استخدام مفاتيح المرور هنا.';
      case 'no_oauth_provider':
        return 'لا يتوفر هنا أيٌّ من حساباتك المرتبطة على الشبكات الاجتماعية.';
      case 'unknown_method':
        return 'لا يستطيع هذا التطبيق استخدام هذه الطريقة بعد.';
    }
  },
  stepUpNoOption: 'لا يمكن استخدام أي من الطرق التي تقبلها هذه الخطوة هنا. ارفض الطلب، أو احتفظ به ووافق عليه من مكان آخر.',
  stepUpSendingCode: (channel, contact) => (channel === 'email' ? `جارٍ إرسال رمز إلى ${isolate(contact)}…` : `جارٍ إرسال رمز في رسالة نصية إلى ${isolate(contact)}…`),
  stepUpCodeFailed: (previous, contact) =>
    previous === 'verifying' ? 'احتفظنا بالرمز الذي أدخلته: حاول مرة أخرى للتحقق منه.' : `تعذّر إرسال رمز إلى ${isolate(contact)}. حاول مرة أخرى، أو ارجع واختر طريقة أخرى.`,
  stepUpPasskeyPrompt: 'اتبع تعليمات المتصفح للتأكيد باستخدام مفتاح المرور.',
  stepUpOauthPrompt: (provider) => `أكمل الخطوات في نافذة ${isolate(provider)} لتأكيد هويتك.`,
  stepUpApproving: 'جارٍ التأكيد…',
  stepUpFinishing: 'تم التأكيد. جارٍ إكمال طلبك…',
  stepUpCancelHeading: 'هل تريد إيقاف هذا الطلب؟',
  stepUpCancelText: 'ارفضه ولن يتغير شيء. أو احتفظ به: يمكنك الموافقة عليه لاحقًا حتى تنتهي صلاحيته.',
  stepUpReject: 'رفض هذا الطلب',
  stepUpKeep: 'الاحتفاظ به لوقت لاحق',
  stepUpKeepGoing: 'متابعة التأكيد',
  stepUpRejecting: 'جارٍ رفض الطلب…',
  stepUpDoneHeading: 'تم التأكيد',
  stepUpSucceeded: {
    update_user: 'تم تحديث ملفك الشخصي.',
    update_user_email: 'تم تغيير بريدك الإلكتروني.',
    update_user_phone_number: 'تم تغيير رقم هاتفك.',
    create_user_tag: 'تم إنشاء وسم المستخدم.',
    create_api_keys: 'تمت إضافة مفتاح واجهة برمجة التطبيقات.',
    delete_api_keys: 'تم حذف مفتاح واجهة برمجة التطبيقات.',
    update_policy: 'تم تغيير السياسة.',
    delete_private_keys: 'تم حذف المفتاح الخاص.',
    export_private_key: 'تم تصدير مفتاحك الخاص.',
    export_wallet: 'تم تصدير محفظتك.',
    export_wallet_account: 'تم تصدير حساب المحفظة.',
    sign_raw_payload: 'تم توقيع الرسالة.',
    sign_transaction: 'تم توقيع المعاملة.',
    create_mfa_policy: 'تمت إضافة قاعدة التحقق.',
    update_mfa_policy: 'تم تغيير قاعدة التحقق.',
    delete_mfa_policy: 'تمت إزالة قاعدة التحقق.',
    create_session_profile: 'تم إنشاء ملف تعريف الجلسات.',
    set_ip_allowlist: 'تم تغيير قائمة عناوين IP المسموح بها.',
    remove_ip_allowlist: 'تمت إزالة قائمة عناوين IP المسموح بها.',
    create_webhook_endpoint: 'تمت إضافة خطاف الويب.',
    update_webhook_endpoint: 'تم تغيير خطاف الويب.',
    delete_webhook_endpoint: 'تم حذف خطاف الويب.',
    otp_auth: 'لقد سجّلت الدخول.',
    oauth2_authenticate: 'لقد سجّلت الدخول.',
    create_read_write_session: 'بدأت الجلسة الجديدة.',
    create_authenticators: 'تمت إضافة مفتاح المرور.',
    delete_authenticators: 'تم حذف مفتاح المرور.',
    create_oauth_providers: 'تم ربط الحساب على الشبكة الاجتماعية.',
    delete_oauth_providers: 'تم إلغاء ربط الحساب على الشبكة الاجتماعية.',
    other: 'تمت الموافقة على الإجراء وتنفيذه.',
  },
  stepUpRejectedHeading: 'تم رفض الطلب',
  stepUpRejectedText: 'لم يتغير شيء. لم يعد من الممكن الموافقة على هذا الطلب.',
  stepUpFailedHeading: 'تعذّر تأكيد الطلب',
  stepUpFailedKept: 'لا يزال الطلب في الانتظار: حاول مرة أخرى الآن، أو وافق عليه لاحقًا.',
};
