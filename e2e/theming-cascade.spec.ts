import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// Issue 28: an app's theme applies whatever order the stylesheets load in. Vite's template imports
// the app's CSS (main.tsx) before the component that imports `loginkit/styles.css` (App.tsx), so the
// app's rules come first; they must still win, in light, in dark and in a system-dark theme.
const kitStyles = readFileSync(new URL('../src/ui/styles.css', import.meta.url), 'utf8');
/** The theming guide's brand (docs/modal-and-theming.md), as an app writes it, before the kit's stylesheet. */
const appStyles = `
.loginkit { --loginkit-color-accent: #e11d48; --loginkit-font-family: 'Brand Sans', serif; }
.loginkit[data-theme='dark'] { --loginkit-color-accent: #fb7185; }
button { background-color: #1a1a1a; border-radius: 8px; }
`;

async function drawn(page: Page, attributes: string) {
  await page.setContent(`<div class="loginkit" ${attributes}><button class="loginkit-button loginkit-button--primary">Continue</button></div>`);
  await page.addStyleTag({ content: appStyles });
  await page.addStyleTag({ content: kitStyles });
  return page.locator('.loginkit').evaluate((root) => {
    const style = getComputedStyle(root);
    const button = getComputedStyle(root.querySelector('button') as HTMLButtonElement);
    return {
      accent: style.getPropertyValue('--loginkit-color-accent').trim(),
      font: style.fontFamily,
      background: style.getPropertyValue('--loginkit-color-background').trim(),
      buttonBackground: button.backgroundColor,
    };
  });
}

test.describe('theming: the app’s rules win over the kit’s defaults, loaded before them', () => {
  test('light: the brand accent and font', async ({ page }) => {
    expect(await drawn(page, 'data-theme="light" data-theme-preference="light"')).toMatchObject({ accent: '#e11d48', font: '"Brand Sans", serif', background: '#ffffff' });
  });

  test('dark: the brand’s dark accent, the kit’s dark surfaces', async ({ page }) => {
    expect(await drawn(page, 'data-theme="dark" data-theme-preference="dark"')).toMatchObject({ accent: '#fb7185', font: '"Brand Sans", serif', background: '#18181b' });
  });

  test('system, on a dark system: the kit resolves data-theme to dark, and the brand’s dark accent applies', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await drawn(page, 'data-theme="dark" data-theme-preference="system"')).toMatchObject({ accent: '#fb7185', background: '#18181b' });
  });

  test('system, before hydration (no data-theme yet) on a dark system: dark surfaces from the media query', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await drawn(page, 'data-theme-preference="system"')).toMatchObject({ accent: '#e11d48', background: '#18181b' });
  });

  test('an app’s element rule (Vite’s template styles `button`) does not restyle the kit’s buttons', async ({ page }) => {
    const { buttonBackground } = await drawn(page, 'data-theme="light" data-theme-preference="light"');
    expect(buttonBackground).toBe('rgb(225, 29, 72)');
  });
});
