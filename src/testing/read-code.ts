import { readMailbox, type MailboxSource, type ReadMailboxOptions } from './read-mailbox';

export interface ReadCodeOptions extends ReadMailboxOptions {
  /** Only a code sent at or after this time (epoch ms, the relay's clock): e.g. `Date.now()` taken before asking for a new code. */
  since?: number;
  /** How long to wait for the code to arrive (default 10000 ms); the mailbox is read every 100 ms. */
  timeoutMs?: number;
}

/**
 * The newest one-time code the mock relay sent to `contact` (an email or a phone number), waiting
 * for it to arrive: the code a person would read in their inbox. `relay` is the in-process relay
 * (`createMockRelay()`) or the URL of one running. Rejects after `timeoutMs` with no code.
 */
export async function readCode(relay: MailboxSource, contact: string, options: ReadCodeOptions = {}): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const messages = await readMailbox(relay, contact, options);
    const latest = messages.filter((message) => options.since === undefined || message.sentAt >= options.since).at(-1);
    if (latest !== undefined) return latest.code;
    if (Date.now() >= deadline) {
      const since = options.since === undefined ? '' : ` since ${new Date(options.since).toISOString()}`;
      throw new Error(`readCode: no code was sent to ${contact}${since} within ${options.timeoutMs ?? 10_000} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
