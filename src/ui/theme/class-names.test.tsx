import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig } from '../../react/test-utils/test-kits';
import { AccountPanel } from '../account/account-panel';
import { signedInFakeKit } from '../account/test-utils/account-kits';
import { LoginModal } from '../login-modal/login-modal';
import { CodeScreen } from '../screens/code-screen';
import type { CodeScreenState } from '../screens/screen-types';
import { emailOnlyConfig, kitError, sentCode, spyActions } from '../test-utils/fixtures';
import { ClassNamesContext, type LoginKitClassNames } from './class-names';

const slots: LoginKitClassNames = {
  root: 'x-root',
  overlay: 'x-overlay',
  dialog: 'x-dialog',
  header: 'x-header',
  logo: 'x-logo',
  title: 'x-title',
  closeButton: 'x-close',
  trigger: 'x-trigger',
  primaryButton: 'x-primary',
  secondaryButton: 'x-secondary',
  linkButton: 'x-link',
  dangerButton: 'x-danger',
  input: 'x-input',
  error: 'x-error',
  section: 'x-section',
  sectionHeading: 'x-section-heading',
};

/** The element's classes: the built-in ones and the host's, together. */
const classesOf = (element: Element | null): string[] => [...(element?.classList ?? [])];

async function openModal(classNames: LoginKitClassNames): Promise<HTMLElement> {
  render(
    <LoginKitProvider kit={createFakeKit({ ...fakeConfig, showPasskey: true })}>
      <LoginModal classNames={classNames} />
    </LoginKitProvider>,
  );
  const trigger = screen.getByRole('button', { name: 'Log in' });
  expect(classesOf(trigger)).toEqual(['loginkit', 'loginkit-button', 'loginkit-button--primary', ...(classNames.trigger ? [classNames.trigger] : [])]);
  await userEvent.setup().click(trigger);
  return screen.findByRole('dialog');
}

describe('classNames: a class for each part, beside the built-in .loginkit-* classes', () => {
  it('the modal frame: root, overlay, dialog, header, logo, title, close button', async () => {
    const dialog = await openModal(slots);
    expect(classesOf(dialog)).toEqual(expect.arrayContaining(['loginkit-dialog', 'x-dialog']));
    expect(classesOf(dialog.closest('.loginkit'))).toEqual(['loginkit', 'x-root']);
    expect(classesOf(document.querySelector('.loginkit-overlay'))).toContain('x-overlay');
    expect(classesOf(dialog.querySelector('header'))).toEqual(['loginkit-header', 'x-header']);
    expect(classesOf(within(dialog).getByRole('img', { name: 'Acme logo' }))).toEqual(['loginkit-logo', 'x-logo']);
    expect(classesOf(within(dialog).getByRole('heading', { name: 'Log in to Acme' }))).toEqual(['loginkit-title', 'x-title']);
    expect(classesOf(within(dialog).getByRole('button', { name: 'Close' }))).toEqual(['loginkit-close', 'x-close']);
  });

  it('buttons by kind (primary, secondary, link) and the text inputs', async () => {
    const dialog = await openModal(slots);
    expect(classesOf(within(dialog).getByRole('button', { name: 'Continue' }))).toEqual(['loginkit-button', 'loginkit-button--primary', 'x-primary']);
    expect(classesOf(await within(dialog).findByRole('button', { name: 'Continue with a passkey' }))).toContain('x-secondary');
    expect(classesOf(within(dialog).getByRole('button', { name: 'Create an account with a passkey' }))).toContain('x-link');
    expect(classesOf(within(dialog).getByLabelText('Email address'))).toEqual(['loginkit-input', 'x-input']);
  });

  it('the code input and the error messages', () => {
    const state: CodeScreenState = { status: 'codeInvalid', error: kitError('otp_invalid'), ...sentCode(30_000, '111111') };
    render(
      <ClassNamesContext.Provider value={slots}>
        <CodeScreen state={state} config={emailOnlyConfig} actions={spyActions()} />
      </ClassNamesContext.Provider>,
    );
    expect(classesOf(screen.getByRole('alert'))).toEqual(['loginkit-error', 'x-error']);
    expect(classesOf(screen.getByLabelText('6-digit code').closest('.loginkit-otp'))).toContain('x-input');
  });

  it('the account panel: root, title, sections and their headings', async () => {
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue({ userId: 'user-ada', userEmail: 'ada@example.com' });
    account.getPrivateKeys.mockResolvedValue([]);
    render(
      <LoginKitProvider kit={kit}>
        <AccountPanel classNames={slots} sections={['profile', 'sessions']} />
      </LoginKitProvider>,
    );
    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(classesOf(panel)).toEqual(expect.arrayContaining(['loginkit', 'loginkit-account', 'x-root']));
    expect(classesOf(within(panel).getByRole('heading', { level: 2 }))).toEqual(['loginkit-account__heading', 'x-title']);
    // The sections show once they all know what they have (a skeleton until then).
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(classesOf(profile)).toEqual(expect.arrayContaining(['loginkit-account-section', 'x-section']));
    expect(classesOf(within(profile).getByRole('heading', { name: 'Profile' }))).toEqual(['loginkit-account-section__heading', 'x-section-heading']);
    await within(profile).findByText('ada@example.com');
  });

  it('adds nothing when no classes are given', async () => {
    const dialog = await openModal({});
    expect(classesOf(dialog.closest('.loginkit'))).toEqual(['loginkit']);
    expect(classesOf(within(dialog).getByRole('button', { name: 'Continue' }))).toEqual(['loginkit-button', 'loginkit-button--primary']);
  });
});
