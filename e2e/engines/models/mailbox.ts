import { waitUntil } from '../driver';

interface MailboxMessage {
  contact: string;
  code: string;
  otpId: string;
}

/** A mock relay's mailbox (`/__mock/mailbox`): the codes it "sent", read over HTTP. */
export class MailboxModel {
  constructor(readonly relayUrl: string) {}

  /** A GET, sent again when the connection was reset (a kept-alive connection the relay closed as it was reused). */
  async messages(contact: string): Promise<MailboxMessage[]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await fetch(`${this.relayUrl}/__mock/mailbox?contact=${encodeURIComponent(contact)}`);
        if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
        return ((await response.json()) as { messages: MailboxMessage[] }).messages;
      } catch (error) {
        const reset = /ECONNRESET|socket hang up|other side closed/i.test(`${String(error)} ${String((error as { cause?: unknown }).cause)}`);
        if (attempt >= 3 || !reset) throw error;
      }
    }
  }

  /** The ids of the codes sent so far (to tell the next one from them). */
  async sentOtpIds(contact: string): Promise<string[]> {
    return (await this.messages(contact)).map((message) => message.otpId);
  }

  /** Waits for the newest code sent to `contact` that is not in `seen`. */
  async latestCode(contact: string, seen: readonly string[] = []): Promise<string> {
    const message = await waitUntil(`a code sent to ${contact}`, async () => (await this.messages(contact)).filter((m) => !seen.includes(m.otpId)).at(-1));
    return message.code;
  }
}

/** A contact no other flow uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A valid US number (a local number cannot start with 0 or 1). */
export function uniquePhone(): string {
  return `+1415${Math.floor(2_000_000 + Math.random() * 7_999_999)}`;
}
