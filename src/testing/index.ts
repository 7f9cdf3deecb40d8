/**
 * `loginkit/testing`: helpers for an app's own tests against the mock relay. Reading the codes it
 * "sent" (`readCode`, `readMailbox`: the in-process relay or a running one's URL) and logging in
 * through the drop-in modal in a Playwright page (`loginAs`, typed structurally: no @playwright/test
 * at run time). Recipes: docs/mock-relay-and-testing.md.
 */
export { readCode } from './read-code';
export type { ReadCodeOptions } from './read-code';
export { readMailbox } from './read-mailbox';
export type { MailboxSource, MailMessage, ReadMailboxOptions } from './read-mailbox';
export { loginAs } from './login-as';
export type { LoginAsLocator, LoginAsOptions, LoginAsPage } from './login-as';
