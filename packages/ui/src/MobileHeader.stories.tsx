import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { enhanceStaticMenus } from './enhanceStaticMenus';
import { MobileHeader } from './MobileHeader';

const meta = {
  title: 'Site chrome/MobileHeader',
  component: MobileHeader,
  args: { onLocaleChange: () => {} },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof MobileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = page.getByRole('button', { name: '打开菜单' });
    await userEvent.click(button);
    const menu = page.getByRole('dialog', { name: '菜单' });
    await expect(within(menu).getByRole('link', { name: '空壳公司筛查' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const MenuOpen: Story = { args: { defaultMenuOpen: true, currentPath: '/lei' } };

export const MenuOpenEnglish: Story = {
  args: {
    defaultMenuOpen: true,
    loginInfo: { isLogin: true, name: 'Alex', options: { realLogin: true } },
  },
  globals: { locale: 'en' },
};

/**
 * The menu as server-rendered HTML for pages without React (`staticMenu`, with `localeHref` for
 * the language links); `enhanceStaticMenus` (from `@kyc/ui/enhance`) opens and closes it.
 */
export const StaticMenu: Story = {
  args: {
    staticMenu: true,
    currentPath: '/lei',
    localeHref: (locale) => (locale === 'en' ? '/en/lei' : '/lei'),
  },
  play: async ({ canvasElement }) => {
    enhanceStaticMenus(canvasElement);
    const { body } = canvasElement.ownerDocument;
    const page = within(canvasElement);
    const button = page.getByRole('button', { name: '打开菜单' });
    const dialog = canvasElement.querySelector('dialog[data-kyc-static-menu]') as HTMLDialogElement;
    await expect(dialog).not.toHaveAttribute('open');
    await userEvent.click(button);
    await expect(dialog).toHaveAttribute('open');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(body.style.overflow).toBe('hidden');
    const menu = within(dialog);
    await expect(menu.getByRole('heading', { name: '菜单' })).toBeInTheDocument();
    await expect(menu.getByRole('link', { name: '空壳公司筛查' })).toBeInTheDocument();
    await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/lei');
    await expect(dialog.querySelector('a[href]')).toHaveFocus();
    await userEvent.click(menu.getByRole('button', { name: '关闭' }));
    await expect(dialog).not.toHaveAttribute('open');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(body.style.overflow).toBe('');
    await expect(button).toHaveFocus();
  },
};
