import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { LocaleProvider } from '../src/LocaleProvider';
import '../src/styles/index.css';

type StoryLocale = 'zh-CN' | 'en';

/** Gives every story the toolbar's locale, and marks the document's language for screen readers. */
const withLocale: Decorator = (Story, context) => {
  const locale: StoryLocale = context.globals.locale === 'en' ? 'en' : 'zh-CN';
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleProvider locale={locale}>
      <Story />
    </LocaleProvider>
  );
};

export const decorators: Decorator[] = [withLocale];

export const globalTypes: Preview['globalTypes'] = {
  locale: {
    description: 'Language of the components',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      items: [
        { value: 'zh-CN', title: '中文 (zh-CN)' },
        { value: 'en', title: 'English (en)' },
      ],
      dynamicTitle: true,
    },
  },
};

export const initialGlobals: Preview['initialGlobals'] = { locale: 'zh-CN' };

export const parameters: Preview['parameters'] = {
  layout: 'padded',
  controls: { matchers: { color: /(background|color)$/i } },
  a11y: { test: 'error' },
  viewport: {
    options: {
      ...MINIMAL_VIEWPORTS,
      // The screen classes of SPEC §9.
      desktop1366: {
        name: "'1366' screen (1366 × 768)",
        styles: { width: '1366px', height: '768px' },
        type: 'desktop',
      },
      mini: {
        name: "'mini' screen (1440 × 900)",
        styles: { width: '1440px', height: '900px' },
        type: 'desktop',
      },
      wide: {
        name: 'Wide screen (1920 × 1080)',
        styles: { width: '1920px', height: '1080px' },
        type: 'desktop',
      },
    },
  },
};

export const tags: Preview['tags'] = ['autodocs'];
