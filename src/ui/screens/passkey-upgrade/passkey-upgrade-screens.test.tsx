import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OtpState, PasskeyUpgradeState } from '../../../core/internal';
import type { PasskeyUpgradeActions } from '../../../react/passkey-index';
import { LoginKitProvider } from '../../../react/index';
import { createFakeKit, fakeAuthenticator, fakeConfig, fakeSession } from '../../../react/test-utils/test-kits';
import { de } from '../../locales/de';
import { dePasskeyUpgrade } from '../../locales/passkey-upgrade/de';
import { StringsProvider } from '../../locales/strings-context';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { callsWhenClickEnds } from '../../test-utils/click-probe';
import { kitError, session } from '../../test-utils/fixtures';
import { PasskeyUpgradeSuccess } from './passkey-upgrade-success';
import { PasskeyUpgradeSuccessScreen } from './passkey-upgrade-success-screen';

const success: Extract<OtpState, { status: 'success' }> = { status: 'success', channel: 'email', contact: 'ada@example.com', session, isNewUser: true };

function spyActions() {
  return { add: vi.fn<PasskeyUpgradeActions['add']>(), skip: vi.fn<PasskeyUpgradeActions['skip']>() };
}

function renderOffer(upgrade: PasskeyUpgradeState | undefined, actions = spyActions(), onDone = vi.fn<() => void>()) {
  const utils = render(
    <main>
      <PasskeyUpgradeSuccessScreen state={success} upgrade={upgrade} actions={actions} onDone={onDone} />
    </main>,
  );
  return { ...utils, actions, onDone, rerenderWith: (next: PasskeyUpgradeState) => utils.rerender(<main><PasskeyUpgradeSuccessScreen state={success} upgrade={next} actions={actions} onDone={onDone} /></main>) };
}

const offerRegion = () => screen.getByRole('region', { name: 'Log in faster next time' });

describe('PasskeyUpgradeSuccessScreen: the plain success screen while there is no offer', () => {
  it.each<[string, PasskeyUpgradeState | undefined]>([
    ['no offer (yet)', undefined],
    ['checking', { status: 'checking', automatic: false }],
    ['trying without a prompt', { status: 'upgrading' }],
    ['skipped', { status: 'skipped' }],
    ['not offered', { status: 'notOffered', reason: 'has-passkey' }],
  ])('%s: success and Done (focused), nothing of passkeys', async (_name, upgrade) => {
    const { container } = renderOffer(upgrade);
    expect(screen.getByRole('heading', { name: 'You are logged in' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(/passkey/i)).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('PasskeyUpgradeSuccessScreen: the offer', () => {
  it('offering: the success message stays; a labelled region explains, Add a passkey (focused) and Not now; no Done', async () => {
    const { container } = renderOffer({ status: 'offering' });
    expect(screen.getByRole('heading', { name: 'You are logged in' })).toBeTruthy();
    const region = offerRegion();
    expect(within(region).getByRole('heading', { level: 4, name: 'Log in faster next time' })).toBeTruthy();
    expect(within(region).getByText(/fingerprint, face or screen lock/)).toBeTruthy();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Add a passkey' }));
    expect(within(region).getByRole('button', { name: 'Not now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('"Add a passkey" sends add inside the click (the browser prompt keeps the user activation); Not now sends skip', async () => {
    const user = userEvent.setup();
    const { actions } = renderOffer({ status: 'offering' });
    const probe = callsWhenClickEnds(actions.add);
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    probe.stop();
    expect(probe.counts).toEqual([1]);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(actions.skip).toHaveBeenCalledTimes(1);
  });

  it('creating: says the prompt is open; the same button keeps the focus, busy; clicks do nothing', async () => {
    const user = userEvent.setup();
    const { container, actions, rerenderWith } = renderOffer({ status: 'offering' });
    const button = screen.getByRole('button', { name: 'Add a passkey' });
    rerenderWith({ status: 'creating' });
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(within(offerRegion()).getByRole('status').textContent).toBe('Follow your browser’s prompt to create the passkey…');
    expect(offerRegion().getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(actions.add).not.toHaveBeenCalled();
    expect(actions.skip).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('cancelled: back to the offer with a quiet note; Try again keeps the focus and sends add in the click', async () => {
    const user = userEvent.setup();
    const { container, actions, rerenderWith } = renderOffer({ status: 'creating' });
    const button = screen.getByRole('button', { name: 'Add a passkey' });
    button.focus();
    rerenderWith({ status: 'cancelled', error: kitError('passkey_cancelled') });
    expect(screen.getByRole('button', { name: 'Try again' })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(within(offerRegion()).getByRole('status').textContent).toBe('You closed the passkey prompt; no passkey was added.');
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations(container);
    const probe = callsWhenClickEnds(actions.add);
    await user.click(button);
    probe.stop();
    expect(probe.counts).toEqual([1]);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(actions.skip).toHaveBeenCalledTimes(1);
  });

  it('failed: an alert says what and why (the passkey error table); Try again (focused) and Not now', async () => {
    const user = userEvent.setup();
    const { container, actions } = renderOffer({ status: 'failed', error: kitError('network') });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The passkey was not added' })).toBeTruthy();
    expect(alert.textContent).toMatch(/could not reach the login service/i);
    expect(screen.getByRole('region', { name: 'The passkey was not added' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(actions.add).toHaveBeenCalledTimes(1);
    expect(actions.skip).toHaveBeenCalledTimes(1);
  });

  it.each([
    [false, /^Next time, choose “Continue with a passkey”/],
    [true, /^Your browser saved a passkey for this account\. Next time, choose “Continue with a passkey”/],
  ])('added (automatic %s): says so and how to log in next time; Done (focused) closes', async (automatic, text) => {
    const user = userEvent.setup();
    const { container, onDone } = renderOffer({ status: 'added', passkey: fakeAuthenticator('auth-1', 'Passkey'), automatic });
    const region = screen.getByRole('region', { name: 'Passkey added' });
    expect(within(region).getByRole('status').textContent).toMatch(text);
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('speaks the modal’s language (its pack loads on demand)', async () => {
    render(
      <StringsProvider strings={de}>
        <Suspense fallback={<p>…</p>}>
          <PasskeyUpgradeSuccessScreen state={success} upgrade={{ status: 'offering' }} actions={spyActions()} onDone={() => undefined} />
        </Suspense>
      </StringsProvider>,
    );
    expect(await screen.findByRole('heading', { name: dePasskeyUpgrade.upgradeHeading })).toBeTruthy();
    expect(screen.getByRole('button', { name: de.passkeyAdd })).toBeTruthy();
    expect(screen.getByRole('button', { name: dePasskeyUpgrade.upgradeNotNow })).toBeTruthy();
  });
});

describe('PasskeyUpgradeSuccess: the offer run by usePasskeyUpgrade', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('names the added passkey in the modal’s language, with the date and time it is added', async () => {
    const now = new Date(2026, 10, 27, 23, 47);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    vi.stubGlobal('PublicKeyCredential', Object.assign(function PublicKeyCredential() {}, { isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(true) }));
    const kit = createFakeKit({ ...fakeConfig, showPasskey: true });
    kit.setSession({ status: 'signedIn', session: fakeSession });
    render(
      <LoginKitProvider kit={kit}>
        <StringsProvider strings={de}>
          <Suspense fallback={<p>…</p>}>
            <PasskeyUpgradeSuccess state={{ ...success, session: fakeSession, isNewUser: false }} />
          </Suspense>
        </StringsProvider>
      </LoginKitProvider>,
    );
    const add = await screen.findByRole('button', { name: de.passkeyAdd });
    const user = userEvent.setup();
    await user.click(add);
    expect(kit.passkeys.add).toHaveBeenCalledWith(de.passkeyDefaultName(now));
    expect(de.passkeyDefaultName(now)).toBe('Passkey 27.11.2026, 23:47');
  });
});
