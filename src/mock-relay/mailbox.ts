/**
 * Where the mock relay "sends" codes: every email or SMS becomes a mailbox entry (kept in the
 * store, so it survives restarts with persistence) and is handed to the `onMail` callback (the
 * CLI prints it). Tests, Storybook and e2e read codes from here instead of an inbox.
 */
import type { OtpType } from '../core/transport/relay-types';
import type { RelayStore } from './store';
import type { MailMessage } from './stored-state';

export type { MailMessage } from './stored-state';

export interface Mailbox {
  /** Records a sent code and tells `onMail`. */
  send(message: MailMessage): void;
  /** Messages to `contact` (emails case-insensitively), or all; newest last. */
  messages(contact?: string): MailMessage[];
  /** The newest code sent to `contact`, if any. */
  latestCode(contact: string, otpType?: OtpType): string | undefined;
}

export function createMailbox(store: RelayStore, onMail?: (message: MailMessage) => void): Mailbox {
  return {
    send(message) {
      store.addMail(message);
      onMail?.({ ...message });
    },
    messages(contact) {
      return store.mailFor(contact).map((message) => ({ ...message }));
    },
    latestCode(contact, otpType) {
      const matching = store.mailFor(contact).filter((message) => otpType === undefined || message.otpType === otpType);
      return matching.at(-1)?.code;
    },
  };
}
