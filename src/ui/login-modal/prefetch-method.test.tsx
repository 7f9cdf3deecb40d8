import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactScreen } from '../screens/contact-screen';
import { SocialButtons } from '../screens/oauth/social-buttons';
import { PasskeyOptions } from '../screens/passkey/passkey-options';
import { emailAndSmsConfig, spyActions, spyOauthActions, spyPasskeyActions } from '../test-utils/fixtures';

// Counts the loads of each lazily loaded chunk. A module loads once per file, so each test hovers
// a different method first.
const loads = vi.hoisted(() => ({ oauth: 0, passkey: 0, phone: 0 }));
vi.mock('../oauth-screen-for-state', async (importOriginal) => {
  loads.oauth += 1;
  return importOriginal();
});
vi.mock('../passkey-screen-for-state', async (importOriginal) => {
  loads.passkey += 1;
  return importOriginal();
});
vi.mock('../screens/phone/phone-field', async (importOriginal) => {
  loads.phone += 1;
  return importOriginal();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a method’s chunk is fetched when its button is hovered or focused', () => {
  it('social login: hovering "Continue with Google" fetches the social login screens', async () => {
    render(<SocialButtons providers={['google']} state={{ status: 'idle' }} actions={spyOauthActions()} />);
    await settle();
    expect(loads.oauth).toBe(0);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(loads.oauth).toBe(1));
  });

  it('passkey: focusing "Continue with a passkey" fetches the passkey screens', async () => {
    render(<PasskeyOptions support={{ status: 'supported', platform: true }} actions={spyPasskeyActions()} />);
    await settle();
    expect(loads.passkey).toBe(0);
    fireEvent.focus(screen.getByRole('button', { name: 'Continue with a passkey' }));
    await waitFor(() => expect(loads.passkey).toBe(1));
  });

  it('SMS: hovering the Phone channel fetches the phone number field', async () => {
    const state = { status: 'enteringContact', channel: 'email', contact: '' } as const;
    render(<ContactScreen state={state} config={emailAndSmsConfig} actions={spyActions()} />);
    await settle();
    expect(loads.phone).toBe(0);
    fireEvent.pointerEnter(screen.getByText('Phone').closest('label') as HTMLElement);
    await waitFor(() => expect(loads.phone).toBe(1));
  });
});
