// loginkit/server — who sent a request to the app's backend (Node 20+ and Edge runtimes, WebCrypto
// only: no Node built-ins). Every public name is listed here explicitly. docs/server.md.

export { verifySessionRequest } from './verify-session-request';
export type { SessionIdentity, VerifySessionRequestOptions } from './verify-session-request';
export type { WhoamiOptions } from './forward-whoami';
export { createMemoryReplayStore } from './replay-store';
export type { MemoryReplayStoreOptions, ReplayStore } from './replay-store';
export { sessionRequestHeaders } from '../core/session/session-request-text';
export { LoginKitError, isLoginKitError } from '../core/errors';
export type { LoginKitErrorCode, LoginKitErrorDetails } from '../core/errors';
