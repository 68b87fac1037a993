import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Drawer } from './Drawer';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: {
    open: true,
    title: '筛选条件',
    onClose: () => {},
    children: (
      <p>按行业、地区和注册资本筛选企业。Filter companies by industry, region and capital.</p>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('dialog', { name: '筛选条件' })).toBeInTheDocument();
    await waitFor(() => expect(page.getByRole('button', { name: '关闭' })).toHaveFocus());
  },
};

export const Left: Story = { args: { side: 'left', title: '菜单' } };

export const English: Story = { globals: { locale: 'en' }, args: { title: 'Filters' } };
