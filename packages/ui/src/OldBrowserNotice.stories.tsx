import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textOf } from '../.storybook/locale';
import { OldBrowserNotice } from './OldBrowserNotice';

/** The browsers the notice names (see `OldBrowserNotice.tsx`). */
const BROWSERS = { 'zh-CN': 'Chrome、Edge、360', en: 'Chrome, Edge or 360' };

const meta = {
  title: 'Feedback/OldBrowserNotice',
  component: OldBrowserNotice,
  parameters: { layout: 'fullscreen' },
  args: { userAgent: 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)' },
} satisfies Meta<typeof OldBrowserNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InternetExplorer8: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      textOf(globals, BROWSERS),
    );
  },
};

export const ModernBrowser: Story = {
  args: {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const English: Story = { globals: { locale: 'en' } };
