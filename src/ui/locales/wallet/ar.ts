import type { WalletStrings } from '../wallet-strings';

const isolate = (text: string): string => `\u2068${text}\u2069`;

/** The wallet strings in ar. Loaded on demand with the wallet screens: never import it statically. */
export const arWallet: WalletStrings = {
  walletChainName: { ethereum: 'إيثريوم', solana: 'سولانا' },
  walletGroupLabel: 'تسجيل الدخول بمحفظة',
  walletExplainer: 'ستطلب منك محفظتك الاتصال، ثم توقيع رسالة واحدة. التوقيع مجاني ولا يرسل أي معاملة.',
  walletLoading: 'جارٍ البحث عن المحافظ…',
  walletLoadFailed: 'تعذّر علينا البحث عن المحافظ.',
  walletNoneHeading: 'لم يُعثر على أي محفظة في هذا المتصفح',
  walletNoneText: 'ثبّت محفظة متصفح مثل MetaMask أو Phantom. ستظهر هنا تلقائيًا دون إعادة تحميل الصفحة.',
  walletWaitingHeading: (walletName) => `في انتظار ${isolate(walletName)}…`,
  walletStepConnect: 'الاتصال',
  walletStepSign: 'التوقيع لتسجيل الدخول',
  walletConnectingText: (walletName) => `وافق على الاتصال في ${isolate(walletName)}. سيُشارك عنوانك مع هذا الموقع (يُطلب ذلك في المرة الأولى فقط).`,
  walletSigningText: (walletName, appName) =>
    `وقّع الرسالة في ${isolate(walletName)} لتسجيل الدخول${appName ? ` إلى ${isolate(appName)}` : ''}. لا يكلّف ذلك شيئًا ولا يرسل أي معاملة.`,
  walletChooseAccountHeading: 'اختر حسابًا',
  walletChooseAccountText: (walletName) => `تشارك ${isolate(walletName)} عدة حسابات. بأيّها تريد تسجيل الدخول؟`,
  walletSelectedAccount: 'المحدد في محفظتك',
  walletOtherAccounts: (walletName) => `اطلب حسابات أخرى من ${isolate(walletName)}`,
  walletCompleting: 'جارٍ تسجيل دخولك…',
  walletCancelledHeading: 'رفضت الطلب في محفظتك',
  walletCancelledText: (walletName) => `لم يُوقَّع أي شيء. حاول مرة أخرى لفتح ${isolate(walletName)} من جديد، أو استخدم طريقة أخرى لتسجيل الدخول.`,
  walletFailedHeading: (walletName) => `تعذّر تسجيل الدخول باستخدام ${isolate(walletName)}`,
  walletsHeading: 'المحافظ',
  walletsDescription: 'محافظ المتصفح التي يمكنك تسجيل الدخول بها.',
  walletsLoading: 'جارٍ تحميل محافظك…',
  walletsLoadFailed: 'تعذّر علينا تحميل محافظك.',
  walletsEmpty: 'لا توجد محافظ مرتبطة بعد.',
  walletsLinkLabel: 'ربط محفظة',
  walletsLink: (walletName) => `ربط ${isolate(walletName)}`,
  walletsLinking: (walletName, chain) =>
    chain === 'ethereum'
      ? `وافق في ${isolate(walletName)}: الاتصال، ثم توقيع رسالة واحدة (مجانًا، دون أي معاملة).`
      : `وافق على الاتصال في ${isolate(walletName)}.`,
  walletsLinked: (walletName) => `أصبحت ${isolate(walletName)} مرتبطة بحسابك.`,
  walletsLinkFailed: (walletName) => `لم تُربط ${isolate(walletName)}.`,
  walletsAlreadyLinked: 'هذه المحفظة مرتبطة بالفعل بحساب آخر.',
};
