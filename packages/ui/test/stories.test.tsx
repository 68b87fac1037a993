import { composeStories, type composeStory } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { STORY_LOCALES } from '../.storybook/locale';

/*
 * Every story is a test, in each toolbar language: each one is rendered and its play function
 * run, in jsdom, with the Storybook preview's decorators and globals (setup in test/setup.ts)
 * and the toolbar's `locale` global set to 'zh-CN', then to 'en' — what a designer sees after
 * switching the toolbar. A story that pins `globals.locale` keeps it, as in Storybook.
 * (test/browser/interactions.mjs runs the same plays in Chromium, in both languages too.)
 */
type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

describe.each(STORY_LOCALES)('toolbar locale %s', (locale) => {
  describe.each(Object.entries(modules))('%s', (_path, module) => {
    const stories = Object.entries(composeStories(module, { initialGlobals: { locale } })) as Array<
      [string, ComposedStory]
    >;
    it('has stories', () => {
      expect(stories.length).toBeGreaterThan(0);
    });
    for (const [name, Story] of stories) {
      it(`${name} renders and plays`, async () => {
        await Story.run();
      });
    }
  });
});
