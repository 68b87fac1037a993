import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Site chrome/SiteFooter',
  component: SiteFooter,
  args: { year: 2025 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '用户协议' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    await expect(canvas.getByRole('link', { name: '常见问题' })).toHaveAttribute(
      'href',
      '/about-us-faq',
    );
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
