// The social-login screens (`loginkit/ui/oauth`): the modal loads them as a chunk; see otp-index.ts
// for why they have their own entry.
export { oauthScreenForState } from './oauth-screen-for-state';
export type { OauthScreenContext } from './oauth-screen-for-state';
export { ProviderIcon } from './screens/oauth/provider-icon';
export type { ProviderIconProps } from './screens/oauth/provider-icon';
export { OauthAuthorizingScreen } from './screens/oauth/oauth-authorizing-screen';
export type { OauthAuthorizingScreenProps } from './screens/oauth/oauth-authorizing-screen';
export { OauthRedirectingScreen } from './screens/oauth/oauth-redirecting-screen';
export type { OauthRedirectingScreenProps } from './screens/oauth/oauth-redirecting-screen';
export { OauthCompletingScreen } from './screens/oauth/oauth-completing-screen';
export type { OauthCompletingScreenProps } from './screens/oauth/oauth-completing-screen';
export { OauthFailedScreen } from './screens/oauth/oauth-failed-screen';
export type { OauthFailedScreenProps } from './screens/oauth/oauth-failed-screen';
export { OauthLinkedScreen } from './screens/oauth/oauth-linked-screen';
export type { OauthLinkedScreenProps } from './screens/oauth/oauth-linked-screen';
export type { OauthScreenProps, OauthScreenState } from './screens/oauth/oauth-screen-types';
