import { useEffect, useState } from 'react';

interface MailboxMessage {
  contact: string;
  otpType: string;
  code: string;
  otpId: string;
  sentAt: number | string;
}

/** The codes the mock relay "sent", polled from GET /__mock/mailbox. */
export function Mailbox({ relayUrl }: { relayUrl: string }) {
  const [messages, setMessages] = useState<MailboxMessage[]>([]);
  useEffect(() => {
    let stopped = false;
    const poll = async (): Promise<void> => {
      try {
        const response = await fetch(`${relayUrl}/__mock/mailbox`);
        const body = (await response.json()) as { messages: MailboxMessage[] };
        if (!stopped) setMessages(body.messages.slice(-8).reverse());
      } catch {
        // relay restarting: keep the last list
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [relayUrl]);

  return (
    <section className="demo-panel" aria-labelledby="mailbox-heading">
      <h2 id="mailbox-heading">Mailbox</h2>
      <p>Codes the mock relay sent (newest first).</p>
      {messages.length === 0 ? (
        <p>No codes sent yet.</p>
      ) : (
        <ul className="demo-mailbox" data-testid="mailbox">
          {messages.map((message) => (
            <li key={message.otpId}>
              <span>{message.contact}</span> <strong data-testid="mailbox-code">{message.code}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
