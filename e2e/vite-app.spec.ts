import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from 'loginkit/testing';
import { uniqueEmail } from './models/mock-relay';
import { viteAppPort, viteAppRelayPort } from './models/ports';

// Issue 28, as a new user meets the kit: a new `npm create vite` React TypeScript app with loginkit
// from the packed tarball (scripts/start-vite-app.mjs), its src/App.tsx the README's quick start
// with the mock-relay one-liner (`mockRelay: 'http://127.0.0.1:<port>'`, the package's CLI), its
// index.css (imported before App, so before the kit's stylesheet) the theming guide's brand block,
// plus `<SignedIn>`/`<SignedOut>` and the provider's onLogin/onLogout listed on the page
// (`app-events`). Built for production and served statically.
test.use({ baseURL: `http://localhost:${viteAppPort}` });
const relay = `http://127.0.0.1:${viteAppRelayPort}`;

/** The brand of docs/modal-and-theming.md's first CSS block, which the app's index.css carries. */
const brand = (() => {
  const guide = readFileSync(new URL('../docs/modal-and-theming.md', import.meta.url), 'utf8');
  const css = /## Theming with CSS custom properties[\s\S]*?```css\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
  const [light, dark] = [...css.matchAll(/--loginkit-color-accent:\s*(#[0-9a-f]{6})/gi)].map((match) => match[1] as string);
  const font = /--loginkit-font-family:\s*([^;]+);/.exec(css)?.[1];
  if (!light || !dark || !font) throw new Error('docs/modal-and-theming.md: no light and dark accent and font in the theming block');
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
  return { light: rgb(light), dark: rgb(dark), font: font.replace(/["']/g, '') };
})();

/** Page errors and console errors or warnings, which a clean app has none of. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  return problems;
}

test.describe('a new Vite app with the packed tarball', () => {
  test('the theming guide’s brand accent and font apply in light, dark and system-dark, the app’s CSS loaded first', async ({ page }) => {
    const problems = problemsOf(page);
    const modes = [
      { name: 'light', query: '?theme=light', scheme: 'light', theme: 'light', accent: brand.light },
      { name: 'dark', query: '?theme=dark', scheme: 'light', theme: 'dark', accent: brand.dark },
      // The quick start as written: theme "system", on a dark system.
      { name: 'system-dark', query: '', scheme: 'dark', theme: 'dark', accent: brand.dark },
    ] as const;
    for (const mode of modes) {
      await page.emulateMedia({ colorScheme: mode.scheme });
      await page.goto(`/${mode.query}`);
      const trigger = page.getByRole('button', { name: 'Log in' });
      // The default trigger is one of the kit's primary buttons: Vite's `button` rule does not repaint it.
      await expect(trigger, mode.name).toHaveCSS('background-color', mode.accent);
      await trigger.click();
      const dialog = page.getByRole('dialog');
      const primary = dialog.locator('.loginkit-button--primary').first();
      await expect(primary, mode.name).toBeVisible();
      const drawn = await primary.evaluate((button) => {
        const root = button.closest('.loginkit') as HTMLElement;
        return {
          theme: root.dataset.theme,
          preference: root.dataset.themePreference,
          rootFont: getComputedStyle(root).fontFamily.replace(/["']/g, ''),
          buttonFont: getComputedStyle(button).fontFamily.replace(/["']/g, ''),
          background: getComputedStyle(button).backgroundColor,
          radius: getComputedStyle(root).getPropertyValue('--loginkit-radius').trim(),
        };
      });
      expect(drawn, mode.name).toEqual({
        theme: mode.theme,
        preference: mode.query === '' ? 'system' : mode.theme,
        rootFont: brand.font,
        buttonFont: brand.font,
        background: mode.accent,
        radius: '16px',
      });
    }
    expect(problems).toEqual([]);
  });

  test('the guards show nothing while the session restores; onLogin tells a signup, a returning login and a restored session apart', async ({ page }) => {
    const problems = problemsOf(page);
    const signedIn = page.getByTestId('signed-in');
    const signedOut = page.getByTestId('signed-out');
    const events = page.getByTestId('app-events').getByRole('listitem');
    // The restore waits for the mock relay's keys (`mockRelay` fetches them first): holding them
    // holds the page in its loading state. Every page load records whether each guard's content
    // ever showed, from its first paint on.
    let releaseKeys = () => {};
    let keysAsked = Promise.resolve();
    const holdKeys = async () => {
      let asked = () => {};
      keysAsked = new Promise<void>((resolve) => (asked = resolve));
      await page.route(
        `${relay}/__mock/keys`,
        async (route) => {
          asked();
          await new Promise<void>((resolve) => (releaseKeys = resolve));
          await route.continue();
        },
        { times: 1 },
      );
    };
    await page.addInitScript(() => {
      const seen = { signedIn: false, signedOut: false };
      Object.assign(window, { guardsSeen: seen });
      new MutationObserver(() => {
        seen.signedIn ||= document.querySelector('[data-testid="signed-in"]') !== null;
        seen.signedOut ||= document.querySelector('[data-testid="signed-out"]') !== null;
      }).observe(document, { childList: true, subtree: true });
    });
    const seen = () => page.evaluate(() => (window as unknown as { guardsSeen: { signedIn: boolean; signedOut: boolean } }).guardsSeen);

    // A new visitor: nothing while loading, then the signed-out content, never the signed-in one.
    await holdKeys();
    await page.goto('/');
    await keysAsked;
    await expect(page.getByTestId('app-events')).toBeAttached();
    await expect(signedIn).toHaveCount(0);
    await expect(signedOut).toHaveCount(0);
    releaseKeys();
    await expect(signedOut).toBeVisible();
    expect(await seen()).toEqual({ signedIn: false, signedOut: true });

    // A signup, a logout, a returning login: the quick start's modal, driven by loginkit/testing.
    const email = uniqueEmail('vite-app');
    await loginAs(page, email, { relay });
    await expect(signedIn).toHaveText(`Signed in as ${email}`);
    await page.getByRole('button', { name: `Log out ${email}` }).click();
    await expect(signedOut).toBeVisible();
    await loginAs(page, email, { relay });
    await expect(signedIn).toBeVisible();
    await expect(events).toHaveText(['login: new user (otp_email)', 'logout: logout', 'login: returning (otp_email)']);

    // A reload: nothing while the session restores, then the signed-in content, never "Signed out".
    await holdKeys();
    await page.reload();
    await keysAsked;
    await expect(page.getByTestId('app-events')).toBeAttached();
    await expect(signedIn).toHaveCount(0);
    await expect(signedOut).toHaveCount(0);
    releaseKeys();
    await expect(signedIn).toHaveText(`Signed in as ${email}`);
    expect(await seen()).toEqual({ signedIn: true, signedOut: false });
    await expect(events).toHaveText(['login: restored (otp_email)']);
    expect(problems).toEqual([]);
  });
});
