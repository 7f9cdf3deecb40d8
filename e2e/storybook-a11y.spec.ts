import { expect, test as base } from '@playwright/test';
import { axeViolations } from './models/axe';
import { builtStories, StorybookStoryModel, type StoryTheme } from './models/storybook-page';

// Run by playwright.storybook.config.ts against storybook-static (not by the main e2e config).

/** One preview page per worker, reused from story to story. */
const test = base.extend<object, { storybook: StorybookStoryModel }>({
  storybook: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (baseURL === undefined) throw new Error('playwright.storybook.config.ts sets use.baseURL');
      const storybook = await StorybookStoryModel.open(browser, baseURL);
      await use(storybook);
      await storybook.close();
    },
    { scope: 'worker' },
  ],
});

const stories = builtStories();
const themes: StoryTheme[] = ['light', 'dark'];

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const theme of themes) {
  test.describe(`axe on every story (${theme})`, () => {
    for (const story of stories) {
      test(`${story.title} › ${story.name}`, async ({ storybook }) => {
        const rendered = await storybook.show(story.id, theme, {}, { freshPage: story.freshPage });
        if (rendered.busy) test.info().annotations.push({ type: 'loading state', description: 'still aria-busy: checked as the story shows it' });
        // The theme switch reached the story and every .loginkit root (a "(dark)" story pins its own theme).
        expect(rendered.theme, 'the theme global').toBe(rendered.pinnedTheme ?? theme);
        expect(rendered.roots.length, 'a .loginkit root on the page').toBeGreaterThan(0);
        expect(new Set(rendered.roots), 'data-theme of the .loginkit roots').toEqual(new Set([rendered.theme]));
        // The whole page: the modal renders in a portal outside #storybook-root.
        expect(await axeViolations(storybook.page, 'body')).toEqual([]);
      });
    }
  });
}
