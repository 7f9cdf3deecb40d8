import { expect, test as base } from '@playwright/test';
import { desktop, phone } from './models/dialog-geometry';
import { builtStories, StorybookStoryModel, type StoryTheme } from './models/storybook-page';

// Run by playwright.storybook.config.ts against storybook-static (not by the main e2e config).
// The baselines in e2e/__screenshots__ are reviewed images: a change to how a screen looks fails
// here until its new image is looked at and checked in (`npm run visual:update`, then review the diff).

/**
 * Every screen of the login journey and the account panel, each in the login dialog as a person
 * sees it (a bottom sheet on the phone, a card on the desktop): the story's screen in the modal's
 * own dialog (the `frame: dialog` global), or the story's own page where it draws one.
 */
const screens = [
  // The method list (compact, the default: every method, wallets behind one entry, then their list; wallets alone; the full list) and the contact form
  'screens-contact--compact-four-providers',
  'screens-contact--compact-wallets-only',
  'screens-contact--list-four-providers',
  'screens-contact--email',
  'screens-contact--sms',
  'screens-contact--contact-error',
  'screens-contact--rate-limited',
  'screens-contact--long-app-name',
  // The code
  'screens-code--code-entry',
  'screens-code--code-invalid',
  'screens-code--code-expired',
  'screens-code--rate-limited',
  // Loading, errors, success and the passkey offer
  'reference-loadingscreen--default',
  'reference-configerrorscreen--default',
  'reference-errorscreen--default',
  'reference-successscreen--default',
  'screens-passkey-upgrade--offering',
  'screens-passkey-upgrade--added',
  // Passkeys
  'reference-passkeynamingscreen--default',
  'reference-passkeypromptingscreen--default',
  'reference-passkeyfailedscreen--default',
  'reference-passkeyunsupported--default',
  // Social logins
  'reference-oauthauthorizingscreen--default',
  'reference-oauthredirectingscreen--default',
  'reference-oauthfailedscreen--default',
  // Wallets
  'reference-walletgroup--default',
  'reference-walletwaitingscreen--default',
  'reference-walletaccountsscreen--default',
  'reference-walletfailedscreen--default',
  // The account panel: loading, a new user, a user with a linked account
  'accountpanel--panel-loading',
  'accountpanel--panel-new-user',
  'accountpanel--panel-linked-google',
];


/** The clock the pages see: countdowns, dates and default names read the same in every run. */
const fixedTime = new Date('2026-11-29T10:30:00Z');

const viewports = { phone, desktop } as const;
type ViewportName = keyof typeof viewports;

/** One preview page per viewport per worker, reused from story to story. */
const test = base.extend<object, { storybooks: Record<ViewportName, StorybookStoryModel> }>({
  storybooks: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (baseURL === undefined) throw new Error('playwright.storybook.config.ts sets use.baseURL');
      const opened = { phone: await StorybookStoryModel.open(browser, baseURL, phone), desktop: await StorybookStoryModel.open(browser, baseURL, desktop) };
      for (const storybook of Object.values(opened)) await storybook.page.clock.setFixedTime(fixedTime);
      await use(opened);
      await Promise.all(Object.values(opened).map((storybook) => storybook.close()));
    },
    { scope: 'worker' },
  ],
});

const built = new Set(builtStories().map((story) => story.id));

test('every screen of the visual tests is a built story', () => {
  expect(screens.filter((id) => !built.has(id))).toEqual([]);
});

/**
 * The themes and languages each screen is drawn in: both schemes in English, and right-to-left
 * (Arabic) in the light one. Direction moves the layout, the scheme changes only colours, so the
 * fourth image (Arabic, dark) showed nothing the other three did not, and cost a quarter of the step.
 */
const looks: readonly { theme: StoryTheme; locale: string }[] = [
  { theme: 'light', locale: 'en' },
  { theme: 'dark', locale: 'en' },
  { theme: 'light', locale: 'ar' },
];

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  for (const { theme, locale } of looks) {
    test.describe(`${viewport}, ${theme}, ${locale}`, () => {
      for (const id of screens) {
        test(id, async ({ storybooks }) => {
          const storybook = storybooks[viewport];
          await storybook.show(id, theme, { locale, frame: 'dialog' });
          const { page } = storybook;
          // The fonts the page asked for, loaded (a fallback font's glyphs would differ from the baseline's).
          await page.evaluate(() => document.fonts.ready.then(() => undefined), undefined);
          // Settled: every chunk the screen asked for is in and shown (the preview loads the screens'
          // chunks before a story renders; this catches any other), and any height change has ended.
          await storybook.settled();
          await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity), undefined, { polling: 50 });
          // Drawn afresh, so that its pixels do not depend on the stories this page showed before.
          await storybook.repaint('dialog[open]');
          const dialog = page.locator('dialog[open]');
          const target = (await dialog.count()) > 0 ? dialog : page.locator('#storybook-root');
          // A few pixels of antialiasing may differ from run to run (seen: 1 px of a scrolled sheet); any change to a screen is hundreds.
          await expect(target).toHaveScreenshot(`${id}--${viewport}-${theme}-${locale}.png`, { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 25 });
        });
      }
    });
  }
}
