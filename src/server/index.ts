// loginkit/server — who sent a request to the app's backend (Node 20+ and Edge runtimes, WebCrypto
// only: no Node built-ins). Every public name is listed here explicitly. docs/server.md.

export { verifySessionRequest } from './verify-session-request';
export type { VerifySessionRequestOptions } from './verify-session-request';
export { verifySessionCookie } from './verify-session-cookie';
export type { VerifySessionCookieOptions } from './verify-session-cookie';
export type { SessionCheckOptions, SessionIdentity } from './session-identity';
export type { WhoamiOptions } from './forward-whoami';
// webhook deliveries from the service (docs/account-and-api.md)
export { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADERS } from '../core/crypto/webhook-signature';
export type { VerifiedWebhook, VerifyWebhookSignatureInput } from '../core/crypto/webhook-signature';
export { createMemoryReplayStore } from './replay-store';
export type { MemoryReplayStoreOptions, ReplayStore } from './replay-store';
export { sessionRequestHeaders } from '../core/session/session-request-text';
export { sessionCookieName } from '../core/session/session-cookie-name';
export { productionTrustedKeys } from '../core/crypto/trusted-keys';
export { LoginKitError, isLoginKitError } from '../core/errors';
export type { LoginKitErrorCode, LoginKitErrorDetails } from '../core/errors';
export type { TrustedKeys } from '../core/login-kit';
export type { SessionType } from '../core/session/session-types';
