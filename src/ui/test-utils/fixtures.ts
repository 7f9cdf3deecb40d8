import { vi } from 'vitest';
import { LoginKitError, type KitConfig, type LoginKitErrorCode, type OtpState, type PasskeySupport, type WalletAccount, type WalletConnector, type WalletInfo } from '../../core/internal';
import type { OauthLoginActions, OtpLoginActions, PasskeyLoginActions } from '../../react/index';
import type { WalletLoginActions } from '../../react/wallet-index';

export const emailOnlyConfig: KitConfig = {
  organizationId: 'org-parent',
  otpChannels: ['email'],
  otpLength: 6,
  otpAlphanumeric: false,
  sessionExpirationSeconds: 900,
  showPasskey: false,
  showWallet: false,
};

export const emailAndSmsConfig: KitConfig = { ...emailOnlyConfig, otpChannels: ['email', 'sms'] };
export const smsOnlyConfig: KitConfig = { ...emailOnlyConfig, otpChannels: ['sms'] };

export type SpyActions = { [Name in keyof OtpLoginActions]: ReturnType<typeof vi.fn<OtpLoginActions[Name]>> };

/** Every action as a vi.fn, to see what a screen asks the flow to do. */
export function spyActions(): SpyActions {
  return {
    setChannel: vi.fn<OtpLoginActions['setChannel']>(),
    setContact: vi.fn<OtpLoginActions['setContact']>(),
    submitContact: vi.fn<OtpLoginActions['submitContact']>(),
    setCode: vi.fn<OtpLoginActions['setCode']>(),
    submitCode: vi.fn<OtpLoginActions['submitCode']>(),
    resend: vi.fn<OtpLoginActions['resend']>(),
    retry: vi.fn<OtpLoginActions['retry']>(),
    changeContact: vi.fn<OtpLoginActions['changeContact']>(),
    reset: vi.fn<OtpLoginActions['reset']>(),
    cancel: vi.fn<OtpLoginActions['cancel']>(),
  };
}

export function kitError(code: LoginKitErrorCode, details: LoginKitError['details'] = {}): LoginKitError {
  return new LoginKitError(code, `test: ${code}`, { details });
}

/** The fields of a state whose code was sent; resend is available `resendInMs` from now. */
export function sentCode(resendInMs = 0, code = '') {
  return {
    channel: 'email' as const,
    contact: 'ada@example.com',
    otpId: 'otp-1',
    otpEncryptionTargetBundle: '{}',
    code,
    resendAvailableAt: Date.now() + resendInMs,
  };
}

export const enteringCode = (resendInMs = 0, code = ''): OtpState => ({ status: 'enteringCode', ...sentCode(resendInMs, code) });

export { fakeSession as session } from '../../react/test-utils/test-kits';

export type SpyPasskeyActions = { [Name in keyof PasskeyLoginActions]: ReturnType<typeof vi.fn<PasskeyLoginActions[Name]>> };

/** Every passkey action as a vi.fn. */
export function spyPasskeyActions(): SpyPasskeyActions {
  return {
    login: vi.fn<PasskeyLoginActions['login']>(),
    startSignup: vi.fn<PasskeyLoginActions['startSignup']>(),
    setUserName: vi.fn<PasskeyLoginActions['setUserName']>(),
    createPasskey: vi.fn<PasskeyLoginActions['createPasskey']>(),
    retry: vi.fn<PasskeyLoginActions['retry']>(),
    back: vi.fn<PasskeyLoginActions['back']>(),
    cancel: vi.fn<PasskeyLoginActions['cancel']>(),
    setAutofill: vi.fn<PasskeyLoginActions['setAutofill']>(),
  };
}

export const supported: PasskeySupport = { status: 'supported', platform: true };

export const passkeyConfig: KitConfig = { ...emailOnlyConfig, showPasskey: true };

export type SpyOauthActions = { [Name in keyof OauthLoginActions]: ReturnType<typeof vi.fn<OauthLoginActions[Name]>> };

/** Every social login action as a vi.fn. */
export function spyOauthActions(): SpyOauthActions {
  return {
    signIn: vi.fn<OauthLoginActions['signIn']>(),
    link: vi.fn<OauthLoginActions['link']>(),
    continueInTab: vi.fn<OauthLoginActions['continueInTab']>(),
    retry: vi.fn<OauthLoginActions['retry']>(),
    back: vi.fn<OauthLoginActions['back']>(),
    cancel: vi.fn<OauthLoginActions['cancel']>(),
  };
}

export const oauthConfig: KitConfig = { ...emailOnlyConfig, oauthProviders: ['google', 'apple', 'x', 'discord'] };

export type SpyWalletActions = { [Name in keyof WalletLoginActions]: ReturnType<typeof vi.fn<WalletLoginActions[Name]>> };

/** Every wallet action as a vi.fn. */
export function spyWalletActions(): SpyWalletActions {
  return {
    select: vi.fn<WalletLoginActions['select']>(),
    chooseAccount: vi.fn<WalletLoginActions['chooseAccount']>(),
    requestOtherAccounts: vi.fn<WalletLoginActions['requestOtherAccounts']>(),
    retry: vi.fn<WalletLoginActions['retry']>(),
    back: vi.fn<WalletLoginActions['back']>(),
    cancel: vi.fn<WalletLoginActions['cancel']>(),
  };
}

const svgIcon = (letter: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#b45309"/><text x="8" y="24">${letter}</text></svg>`)}`;

export const foxWallet: WalletInfo = { id: 'eip6963:fox', chain: 'ethereum', source: 'eip6963', name: 'Fox Wallet', icon: svgIcon('F'), rdns: 'example.fox' };
export const ghostWallet: WalletInfo = { id: 'wallet-standard:Ghost', chain: 'solana', source: 'wallet-standard', name: 'Ghost', icon: svgIcon('G') };
export const plainWallet: WalletInfo = { id: 'injected:ethereum', chain: 'ethereum', source: 'injected', name: 'Browser wallet' };

export const ethereumAccounts: WalletAccount[] = [
  { chain: 'ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
  { chain: 'ethereum', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' },
];
export const solanaAccount: WalletAccount = { chain: 'solana', address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' };

/** A fake connector for `info` (never a real wallet): it answers at once. */
export function fakeConnector(info: WalletInfo, accounts: WalletAccount[] = info.chain === 'solana' ? [solanaAccount] : ethereumAccounts): WalletConnector {
  return {
    ...info,
    connect: () => Promise.resolve(accounts),
    signMessage: () => Promise.resolve(new Uint8Array(info.chain === 'solana' ? 64 : 65)),
  };
}

export const walletConfig: KitConfig = { ...emailOnlyConfig, showWallet: true, methodOrder: ['code', 'wallet'] };
