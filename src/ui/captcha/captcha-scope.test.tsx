/**
 * `CaptchaScope` against the real kit and the in-process mock relay with a site key: the scope is
 * the kit's token source from the moment it mounts, so a code sent while the captcha's chunk (the
 * owner, with `useCaptcha`) is still loading waits for the widget instead of going without a token.
 * The chunk's arrival is held here until the test lets it come: a step-up dialog whose screens were
 * already loaded showed its one-click send before that chunk, and the relay refused the code.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginKit, type CaptchaTokenRequest, type LoginKit, type OtpState } from '../../core/internal';
import { LoginKitProvider, useWalletKitConfig } from '../../react/index';
import { createTestRelay, kitOptionsFor, latestCode } from '../../react/test-utils/test-kits';
import { installTestWidget } from '../test-utils/test-captcha';
import { CaptchaScope } from './captcha-scope';
import { loadCaptchaHost } from './load-captcha-host';
import { CaptchaSlot } from './captcha-slot';
import { createHeldCaptchaTokens } from './held-captcha-tokens';

const ownerChunk = vi.hoisted(() => {
  let arrive = (): void => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive, arrived };
});
vi.mock('./captcha-host', async (importOriginal) => {
  await ownerChunk.arrived;
  return importOriginal();
});

const kits: LoginKit[] = [];
beforeEach(() => {
  delete (window as { turnstile?: unknown }).turnstile;
});
afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
  vi.unstubAllGlobals();
  delete (window as { turnstile?: unknown }).turnstile;
});

/** A dialog's captcha scope with the configuration's site key, and its widget's place while a request waits. */
function ProtectedDialog() {
  const siteKey = useWalletKitConfig().data?.captchaSiteKey;
  return (
    <CaptchaScope siteKey={siteKey} theme="light" language="en" loadHost={loadCaptchaHost}>
      <p>{siteKey === undefined ? 'no site key yet' : `site key ${siteKey}`}</p>
      <CaptchaSlot whileWaiting />
    </CaptchaScope>
  );
}

describe('CaptchaScope', () => {
  it('a code sent before the captcha’s chunk has loaded waits for the widget, and goes with its token', async () => {
    const user = userEvent.setup();
    const relay = createTestRelay({ enabledProviders: ['email'], captchaSiteKey: 'scope-site-key' });
    installTestWidget(relay);
    const kit = createLoginKit(kitOptionsFor(relay));
    kits.push(kit);
    // What the kit asks its registered token sources for.
    const asked: CaptchaTokenRequest['endpoint'][] = [];
    const register = kit.setCaptchaTokenSource.bind(kit);
    kit.setCaptchaTokenSource = (source) =>
      register(
        source &&
          ((request) => {
            asked.push(request.endpoint);
            return source(request);
          }),
      );
    render(
      <LoginKitProvider kit={kit}>
        <ProtectedDialog />
      </LoginKitProvider>,
    );
    expect(await screen.findByText('site key scope-site-key')).toBeTruthy();

    const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
    let status: OtpState['status'] = flow.getSnapshot().status;
    flow.subscribe(() => {
      status = flow.getSnapshot().status;
    });
    flow.send({ type: 'setContact', contact: 'ada@example.com' });
    flow.send({ type: 'submitContact' });
    // The send asks for a token (or, with no source registered yet, goes without one and is refused).
    await waitFor(() => expect(asked.length > 0 || status === 'failed').toBe(true));
    expect(status).toBe('sendingCode');
    expect(asked).toEqual(['otp_init_v2']);
    expect(relay.mailbox).toHaveLength(0);

    ownerChunk.arrive();
    const group = await screen.findByRole('group', { name: 'Security check' });
    expect(within(group).getByRole('status').textContent).toBe('Complete the security check to continue.');
    await user.click(await within(group).findByRole('checkbox', { name: 'I am human (test captcha)' }));
    await waitFor(() => expect(status).toBe('enteringCode'));
    expect(latestCode(relay, 'ada@example.com')).toMatch(/^\d{6}$/);
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    flow.dispose();
  });
});

describe('createHeldCaptchaTokens', () => {
  const request: CaptchaTokenRequest = { endpoint: 'otp_init_v2' };

  it('holds a request until settled, then asks the widget’s source when one is connected', async () => {
    const tokens = createHeldCaptchaTokens();
    const early = tokens.source(request);
    tokens.widget = () => 'widget-token';
    tokens.settle();
    expect(await early).toBe('widget-token');
    expect(await tokens.source(request)).toBe('widget-token');
    tokens.widget = undefined;
    expect(await tokens.source(request)).toBeUndefined();
  });

  it('settled without a widget (the chunk could not load, the scope closed): held and later requests go without a token', async () => {
    const tokens = createHeldCaptchaTokens();
    const early = tokens.source(request);
    tokens.settle();
    expect(await early).toBeUndefined();
    expect(await tokens.source(request)).toBeUndefined();
  });
});
