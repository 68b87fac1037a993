import { composeStories, type composeStory } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';

/*
 * Every story is a test: each one is rendered and its play function run, in jsdom, with the
 * Storybook preview's decorators and globals (setup in test/setup.ts).
 */
type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;
  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });
  it.each(stories)('%s renders and plays', async (_name, Story) => {
    await Story.run();
  });
});
