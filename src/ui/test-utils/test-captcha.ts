import { vi } from 'vitest';
import type { CaptchaTokenSource } from '../../core/internal';
import type { createTestRelay } from '../../react/test-utils/test-kits';
// Test-only: the mock relay's widget script, run in this page.
// eslint-disable-next-line loginkit/layer-boundaries
import { testWidgetScript } from '../../mock-relay/captcha/test-widget-script';

type Relay = ReturnType<typeof createTestRelay>;

/**
 * Puts the mock relay's test widget (Turnstile's interface) in this page, behind the kit's default
 * adapter: its token requests (the page's fetch) go to `relay`, and its script defines
 * `window.turnstile` (run here instead of loaded by URL). Undo with `vi.unstubAllGlobals()` and by
 * deleting `window.turnstile`.
 */
export function installTestWidget(relay: Relay): void {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => relay.fetch(new Request(input, init)));
  new Function(testWidgetScript('http://relay.test'))();
}

/** A token source that asks `relay` for a token of its own each time, as a solved widget would: for logging in before a test's screens. */
export function mockRelayTokens(relay: Relay): CaptchaTokenSource {
  return async () => {
    const answer = await relay.fetch(new Request('http://relay.test/__mock/captcha/token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }));
    return ((await answer.json()) as { token: string }).token;
  };
}
