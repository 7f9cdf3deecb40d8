import { expect, type APIRequestContext } from '@playwright/test';
import { relayPort } from './ports';

export const relayUrl = `http://127.0.0.1:${relayPort}`;
export const emailOnlyRelayUrl = `http://127.0.0.1:${relayPort + 1}`;

interface MailboxMessage {
  contact: string;
  code: string;
  otpId: string;
}

/** The mock relay's test controls: the mailbox of codes it "sent". */
export class MockRelayModel {
  constructor(
    private readonly request: APIRequestContext,
    private readonly baseUrl = relayUrl,
  ) {}

  /** Waits for the newest code sent to `contact` that is not in `seen`. */
  async latestCode(contact: string, seen: readonly string[] = []): Promise<string> {
    // Polled for as long as any other expectation waits (a count of tries ran out sooner on a busy
    // machine, where each mailbox request takes longer and the page sends its code later).
    let latest: MailboxMessage | undefined;
    await expect
      .poll(
        async () => {
          latest = (await this.messages(contact)).filter((message) => !seen.includes(message.otpId)).at(-1);
          return latest !== undefined;
        },
        { message: `a code sent to ${contact}`, intervals: [100] },
      )
      .toBe(true);
    if (latest === undefined) throw new Error(`no code was sent to ${contact}`);
    return latest.code;
  }

  async sentOtpIds(contact: string): Promise<string[]> {
    return (await this.messages(contact)).map((message) => message.otpId);
  }

  /**
   * The mailbox's messages for `contact`. A GET, sent again when the connection was reset: the
   * relay's Node server closes a kept-alive connection after 5 s idle, and on a busy machine the
   * request context can reuse it just as it closes (read ECONNRESET).
   */
  private async messages(contact: string): Promise<MailboxMessage[]> {
    const url = `${this.baseUrl}/__mock/mailbox?contact=${encodeURIComponent(contact)}`;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await this.request.get(url);
        expect(response.ok(), `the mailbox answered ${response.status()}`).toBe(true);
        return ((await response.json()) as { messages: MailboxMessage[] }).messages;
      } catch (error) {
        if (attempt >= 3 || !/ECONNRESET|socket hang up/i.test(String(error))) throw error;
      }
    }
  }
}

/** A contact no other test uses, so tests can run in parallel against one relay. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A valid US number (the modal checks numbers: a local number cannot start with 0 or 1). */
export function uniquePhone(): string {
  return `+1415${Math.floor(2_000_000 + Math.random() * 7_999_999)}`;
}
