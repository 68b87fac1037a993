import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Site chrome/LanguageSwitch',
  component: LanguageSwitch,
  args: { onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '中文' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
};

export const English: Story = { args: { locale: 'en' } };

export const OnDark: Story = {
  args: { tone: 'inverse' },
  render: (args) => (
    <div style={{ background: 'var(--kyc-color-surface-inverse)', padding: 16 }}>
      <LanguageSwitch {...args} />
    </div>
  ),
};

/** With `hrefFor`: links to the page in each language, which work without React. */
export const Links: Story = {
  args: { hrefFor: (locale) => (locale === 'en' ? '/en/' : '/') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '中文' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
  },
};
