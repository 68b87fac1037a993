import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
