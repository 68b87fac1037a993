import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale } from '../.storybook/locale';
import { LanguageSwitch } from './LanguageSwitch';

/** Each choice's label: always in its own language. */
const LABEL = { 'zh-CN': '中文', en: 'English' } as const;
const other = (locale: 'zh-CN' | 'en') => (locale === 'en' ? 'zh-CN' : 'en');

const meta = {
  title: 'Site chrome/LanguageSwitch',
  component: LanguageSwitch,
  args: { onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a `locale` prop: the toolbar's language is pressed; a click asks for the other. */
export const FromToolbar: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    await expect(canvas.getByRole('button', { name: LABEL[locale] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: LABEL[other(locale)] }));
    await expect(args.onChange).toHaveBeenCalledWith(other(locale));
  },
};

export const Chinese: Story = {
  args: { locale: 'zh-CN' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: LABEL['zh-CN'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: LABEL.en }));
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
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    await expect(canvas.getByRole('link', { name: LABEL[locale] })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: LABEL[other(locale)] })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
    await expect(canvas.getByRole('link', { name: '中文' })).toHaveAttribute('href', '/');
  },
};
