import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { textOf } from '../.storybook/locale';
import { CLOSE } from './_lib/messages';
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
  play: async ({ canvasElement, globals, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('dialog', { name: String(args.title) })).toBeInTheDocument();
    // Focus moves once the sheet has opened; on a busy CI machine that can take over a second.
    await waitFor(
      () => expect(page.getByRole('button', { name: textOf(globals, CLOSE) })).toHaveFocus(),
      { timeout: 5_000 },
    );
  },
};

export const Left: Story = { args: { side: 'left', title: '菜单' } };

export const English: Story = { globals: { locale: 'en' }, args: { title: 'Filters' } };
