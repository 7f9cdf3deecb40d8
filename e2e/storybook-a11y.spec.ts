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

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

// One test per story, in both themes: the story renders and plays in the theme the page is in,
// then the toolbar's switch re-renders it in the other, where it is checked again. A second
// render and play per story cost the step a third of its time (issue 28's CI budget).
for (const story of stories) {
  test(`axe on ${story.title} › ${story.name} (light and dark)`, async ({ storybook }) => {
    const first = storybook.theme ?? 'light';
    let rendered = await storybook.show(story.id, first, {}, { freshPage: story.freshPage });
    for (const theme of [first, first === 'light' ? 'dark' : 'light'] satisfies StoryTheme[]) {
      if (theme !== first) rendered = await storybook.switchTheme(theme, { wasBusy: rendered.busy });
      if (rendered.busy) test.info().annotations.push({ type: 'loading state', description: `still aria-busy in ${theme}: checked as the story shows it` });
      // The theme reached the story and every .loginkit root (a "(dark)" story pins its own theme).
      expect(rendered.theme, `the theme global (${theme})`).toBe(rendered.pinnedTheme ?? theme);
      expect(rendered.roots.length, 'a .loginkit root on the page').toBeGreaterThan(0);
      expect(new Set(rendered.roots), `data-theme of the .loginkit roots (${theme})`).toEqual(new Set([rendered.theme]));
      // The whole page: the modal renders in a portal outside #storybook-root.
      expect(await axeViolations(storybook.page, 'body'), `axe (${theme})`).toEqual([]);
    }
  });
}
