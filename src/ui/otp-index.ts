// The code and success screens, for an app that builds its own email/SMS code UI. Their own entry
// (`loginkit/ui/otp`): the modal loads them as a chunk, and an entry that reached them statically
// would put them in the initial JS of bundlers that place every statically reachable module there
// (esbuild, Turbopack).
export { screenForState } from './screen-for-state';
export type { ScreenContext } from './screen-for-state';
export { CodeScreen } from './screens/code-screen';
export type { CodeScreenProps } from './screens/code-screen';
export { SuccessScreen } from './screens/success-screen';
export type { SuccessScreenProps } from './screens/success-screen';
export { AppProofMark } from './screens/app-proof-mark';
export type { AppProofMarkProps } from './screens/app-proof-mark';
export { OtpInput, cleanOtp } from './otp-input';
export type { OtpInputProps } from './otp-input';
export type { CodeScreenState, ScreenProps, SentCode, SuccessScreenState } from './screens/screen-types';
