import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LoginKitOptions } from 'loginkit/core';
import type { EnabledProvider } from 'loginkit/protocol';
import { createMockRelay, type MailMessage, type MockRelay } from 'loginkit/mock-relay';
import { LoginKitProvider, useSession } from 'loginkit/react';
import { LoginModal, type Theme } from 'loginkit/ui';
import { PasskeyManager } from 'loginkit/ui/account';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

interface DemoProps {
  theme: Theme;
  appName: string;
  otpLength: number;
  otpAlphanumeric: boolean;
  smsEnabled: boolean;
  /** Passkeys in the relay configuration (completing one needs a real or virtual authenticator). */
  passkeysEnabled: boolean;
  /** The toolbar's Language (a BCP 47 tag). */
  locale?: string;
  onSuccess: () => void;
}

/** The relay runs in the page: the kit's fetch goes straight to its handler. */
function useInPageRelay({ appName, otpLength, otpAlphanumeric, smsEnabled, passkeysEnabled }: Omit<DemoProps, 'theme' | 'locale' | 'onSuccess'>) {
  const [mail, setMail] = useState<MailMessage[]>([]);
  const relay = useMemo<MockRelay>(() => {
    const enabledProviders: EnabledProvider[] = smsEnabled ? ['email', 'sms'] : ['email'];
    if (passkeysEnabled) enabledProviders.push('passkey');
    return createMockRelay({
      config: { appName, otpLength, otpAlphanumeric, enabledProviders },
      onMail: (message) => setMail((list) => [message, ...list]),
    });
  }, [appName, otpLength, otpAlphanumeric, smsEnabled, passkeysEnabled]);
  const options = useMemo<LoginKitOptions>(
    () => ({
      authProxyUrl: 'https://mock-relay.storybook.invalid',
      authProxyConfigId: relay.config.configId,
      trustedKeys: relay.keys,
      fetch: (input, init) => relay.fetch(new Request(input, init)),
      storageKey: 'loginkit-storybook',
    }),
    [relay],
  );
  return { relay, options, mail };
}

function SessionCard() {
  const { state, session, logout } = useSession();
  return (
    <section className="loginkit-story-card" aria-labelledby="story-session">
      <h2 id="story-session">Session</h2>
      {state.status === 'loading' && <p>Restoring…</p>}
      {state.status === 'signedOut' && <p>Not logged in.</p>}
      {session && (
        <div className="loginkit-screen">
          <p>
            Logged in as <strong>{session.contact ?? 'a passkey user'}</strong> (user {session.userId}).
          </p>
          <button type="button" className="loginkit-button loginkit-button--secondary" onClick={logout}>
            Log out
          </button>
        </div>
      )}
    </section>
  );
}

function MailboxCard({ mail }: { mail: MailMessage[] }) {
  return (
    <section className="loginkit-story-card" aria-labelledby="story-mailbox">
      <h2 id="story-mailbox">Mailbox of the mock relay</h2>
      {mail.length === 0 ? (
        <p>No codes sent yet. Open the modal and enter any email address or phone number.</p>
      ) : (
        <ul className="loginkit-story-mailbox">
          {mail.map((message) => (
            <li key={message.otpId}>
              <span>
                {message.otpType === 'OTP_TYPE_SMS' ? 'SMS' : 'Email'} to {message.contact}
              </span>
              <code>{message.code}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AgainstMockRelay({ theme, locale, onSuccess, ...relaySettings }: DemoProps) {
  const { options, mail, relay } = useInPageRelay(relaySettings);
  return (
    // A new relay (new settings) gets a new provider and client.
    <LoginKitProvider key={relay.config.configId + JSON.stringify(relaySettings)} options={options}>
      <div className="loginkit-story-page">
        <section className="loginkit-story-card" aria-labelledby="story-app">
          <h2 id="story-app">Your app</h2>
          <LoginModal theme={theme} locale={locale} onSuccess={onSuccess} />
        </section>
        <SessionCard />
        {relaySettings.passkeysEnabled && <PasskeyManager theme={theme} locale={locale} headingLevel={2} />}
        <MailboxCard mail={mail} />
      </div>
    </LoginKitProvider>
  );
}

const meta = {
  title: 'LoginModal',
  component: AgainstMockRelay,
  parameters: { loginkitPanel: false },
  args: { theme: 'light', appName: 'Acme', otpLength: 6, otpAlphanumeric: false, smsEnabled: true, passkeysEnabled: true, onSuccess: fn().mockName('onSuccess') },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    otpLength: { control: { type: 'range', min: 6, max: 9 } },
  },
  render: (args, { globals }) => (
    <AgainstMockRelay {...args} theme={globals.theme === 'dark' ? 'dark' : args.theme} locale={typeof globals.locale === 'string' ? globals.locale : args.locale} />
  ),
} satisfies Meta<typeof AgainstMockRelay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AgainstMockRelayStory: Story = {
  name: 'Against mock relay',
};

export const EmailOnly: Story = {
  name: 'Against mock relay (email only)',
  args: { smsEnabled: false, passkeysEnabled: false },
};

export const AlphanumericCodes: Story = {
  name: 'Against mock relay (8-character codes)',
  args: { otpLength: 8, otpAlphanumeric: true },
};

export const Arabic: Story = {
  name: 'Against mock relay (Arabic, right to left)',
  globals: { locale: 'ar' },
};

/** The newest code the in-page relay sent to `contact`, as the story's mailbox card shows it. */
async function mailboxCode(canvasElement: HTMLElement, contact: string): Promise<string> {
  let code = '';
  await waitFor(() => {
    const item = [...canvasElement.querySelectorAll('.loginkit-story-mailbox li')].find((li) => li.textContent?.includes(contact));
    code = item?.querySelector('code')?.textContent ?? '';
    if (code === '') throw new Error(`no code sent to ${contact} yet`);
  });
  return code;
}

/** Opens the modal from the story page's "Log in" button. */
async function openModal(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
}

/** A contact no other story (or earlier run in this browser) used. */
const fresh = (prefix: string): string => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export const EmailLogin: Story = {
  name: 'Interaction: email code login',
  args: { passkeysEnabled: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement);
    const contact = fresh('story-email');
    await userEvent.type(await within(dialog).findByLabelText('Email address'), contact);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const field = await within(dialog).findByLabelText('6-digit code');
    await userEvent.type(field, await mailboxCode(canvasElement, contact));
    await within(dialog).findByRole('heading', { name: 'You are logged in' }, { timeout: 5000 });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const SmsLogin: Story = {
  name: 'Interaction: SMS code login',
  args: { passkeysEnabled: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement);
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Phone/ }));
    // A number no other story uses: +1 415 555 01xx.
    const last = String(Math.floor(Math.random() * 90) + 10);
    await userEvent.type(await within(dialog).findByLabelText('Phone number'), `415555 01${last}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const field = await within(dialog).findByLabelText('6-digit code');
    await userEvent.type(field, await mailboxCode(canvasElement, `+1415555 01${last}`.replace(' ', '')));
    await within(dialog).findByRole('heading', { name: 'You are logged in' }, { timeout: 5000 });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const WrongCodeThenRetry: Story = {
  name: 'Interaction: wrong code, then the right one',
  args: { passkeysEnabled: false, smsEnabled: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement);
    const contact = fresh('story-retry');
    await userEvent.type(await within(dialog).findByLabelText('Email address'), contact);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const field = await within(dialog).findByLabelText('6-digit code');
    const code = await mailboxCode(canvasElement, contact);
    const wrong = code === '000000' ? '111111' : '000000';
    await userEvent.type(field, wrong);
    await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await userEvent.clear(within(dialog).getByLabelText('6-digit code'));
    await userEvent.type(within(dialog).getByLabelText('6-digit code'), code);
    await within(dialog).findByRole('heading', { name: 'You are logged in' }, { timeout: 5000 });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};
