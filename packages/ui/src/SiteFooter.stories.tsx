import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLocale, textOf } from '../.storybook/locale';
import { SiteFooter } from './SiteFooter';
import { siteNavigation } from './siteNavigation';

/** The terms link's text (see `SiteFooter.tsx`). */
const TERMS = { 'zh-CN': '用户协议', en: 'Terms & conditions' };

const meta = {
  title: 'Site chrome/SiteFooter',
  component: SiteFooter,
  args: { year: 2025 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer in the toolbar's language (Chinese by default). */
export const Chinese: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const faq = siteNavigation[3]?.links?.[2];
    await expect(canvas.getByRole('link', { name: textOf(globals, TERMS) })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    await expect(
      canvas.getByRole('link', { name: faq?.label[storyLocale(globals)] }),
    ).toHaveAttribute('href', faq?.href);
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
