// @vitest-environment node
import { composeStories, type composeStory } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/* Every story renders on the server (no window, no document) without throwing. */
type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s on the server', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;
  it.each(stories)('%s renders to a string', (_name, Story) => {
    expect(typeof window).toBe('undefined');
    // Overlays and empty states rightly render nothing on the server; nothing may throw.
    expect(() => renderToString(<Story />)).not.toThrow();
  });
});
