import type { MailMessage } from '../mock-relay/mailbox';

export type { MailMessage } from '../mock-relay/mailbox';

/**
 * A mock relay whose mailbox a test reads: the in-process relay (`createMockRelay()`, its `mailbox`),
 * or the URL of one running (`npx loginkit-mock-relay`, read through `GET /__mock/mailbox`).
 */
export type MailboxSource = string | { readonly mailbox: readonly MailMessage[] };

/** Reads of a relay's mailbox over HTTP: `fetch` (default: the global one). */
export interface ReadMailboxOptions {
  fetch?: typeof fetch;
}

/**
 * The codes the mock relay "sent" to `contact` (emails compared case-insensitively; all messages
 * without it), oldest first, as `GET /__mock/mailbox?contact=…` answers them: `{messages: MailMessage[]}`.
 */
export async function readMailbox(relay: MailboxSource, contact?: string, options: ReadMailboxOptions = {}): Promise<MailMessage[]> {
  if (typeof relay !== 'string') {
    const wanted = contact?.trim().toLowerCase();
    return relay.mailbox.filter((message) => wanted === undefined || message.contact.trim().toLowerCase() === wanted).map((message) => ({ ...message }));
  }
  const url = `${relay.replace(/\/+$/, '')}/__mock/mailbox${contact === undefined ? '' : `?contact=${encodeURIComponent(contact)}`}`;
  const response = await (options.fetch ?? globalThis.fetch)(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: is the mock relay running there?`);
  const body = (await response.json()) as { messages?: MailMessage[] };
  if (!Array.isArray(body.messages)) throw new Error(`GET ${url} answered no messages array: not a loginkit mock relay?`);
  return body.messages;
}
