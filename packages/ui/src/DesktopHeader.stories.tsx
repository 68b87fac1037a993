import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Locale } from './_lib/locale';
import { DesktopHeader, type DesktopHeaderProps } from './DesktopHeader';
import { useLocale } from './useLocale';

function HeaderDemo(props: DesktopHeaderProps) {
  const fromToolbar = useLocale();
  const [locale, setLocale] = useState<Locale | undefined>(undefined);
  return <DesktopHeader {...props} locale={locale ?? fromToolbar} onLocaleChange={setLocale} />;
}

const meta = {
  title: 'Site chrome/DesktopHeader',
  component: DesktopHeader,
  render: (args) => <HeaderDemo {...args} />,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop1366', isRotated: false } },
} satisfies Meta<typeof DesktopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '申请试用' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '登录' })).toBeInTheDocument();
  },
};

export const LoggedInRealUser: Story = {
  args: { loginInfo: { isLogin: true, name: '王经理', options: { realLogin: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '立即使用' })).toBeInTheDocument();
    await expect(canvas.getByText('王经理')).toBeInTheDocument();
  },
};

export const KeyboardMenus: Story = {
  args: { currentPath: '/industries-payments' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = canvas.getByRole('button', { name: '产品' });
    products.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'KYC 工作台' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'KYC API' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'KYC 报告' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'KYC 工作台' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '行业' }));
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: '支付' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Industries' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Apply for trial' })).toBeInTheDocument();
  },
};

export const LanguageSwitching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(canvas.getByRole('button', { name: 'About us' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const WideScreen: Story = { globals: { viewport: { value: 'wide', isRotated: false } } };
