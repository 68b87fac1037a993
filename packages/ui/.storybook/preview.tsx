import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { extractComponentDescription } from 'storybook/internal/docs-tools';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { LocaleProvider } from '../src/LocaleProvider';
import '../src/styles/index.css';
import { examplesAsCode } from './docs';
import { STORY_LOCALES, storyLocale } from './locale';

/** Gives every story the toolbar's locale, and marks the document's language for screen readers. */
const withLocale: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals);
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

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/**
 * A component's `locale` prop is the string union `Locale` ('zh-CN' | 'en'), imported from
 * `@kyc/validators`: docgen cannot see through the import and would offer an object editor.
 * Every story's `locale` arg is a zh-CN / en picker instead (unset: the toolbar's language).
 */
const localePicker: ArgTypesEnhancer = ({ argTypes }) =>
  argTypes.locale
    ? {
        ...argTypes,
        locale: {
          ...argTypes.locale,
          control: { type: 'select' },
          options: [...STORY_LOCALES],
          table: {
            ...argTypes.locale.table,
            type: { summary: STORY_LOCALES.map((locale) => `'${locale}'`).join(' | ') },
          },
        },
      }
    : argTypes;

export const argTypesEnhancers: ArgTypesEnhancer[] = [localePicker];

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
  docs: {
    extractComponentDescription: (component: unknown) =>
      examplesAsCode(
        extractComponentDescription(component as Parameters<typeof extractComponentDescription>[0]),
      ),
  },
  controls: { matchers: { color: /(background|color)$/i } },
  a11y: { test: 'error' },
  viewport: {
    options: {
      ...MINIMAL_VIEWPORTS,
      // Narrow desktop windows (a tablet, a split screen): the desktop header must still fit.
      narrow820: {
        name: 'Narrow window (820 × 1180)',
        styles: { width: '820px', height: '1180px' },
        type: 'tablet',
      },
      narrow1024: {
        name: 'Narrow window (1024 × 768)',
        styles: { width: '1024px', height: '768px' },
        type: 'desktop',
      },
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
