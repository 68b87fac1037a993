import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Drawer } from './Drawer';
import { TextField } from './TextField';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { open: true, title: '确认删除', onClose: () => {} },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function DialogDemo({ long = false }: { long?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开对话框</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={
          long
            ? '关于最终受益人（UBO）识别规则与数据来源的详细说明 · Beneficial ownership rules'
            : '添加分组'
        }
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              取消
            </Button>
            <Button onClick={() => setOpen(false)}>保存</Button>
          </>
        }
      >
        {long ? (
          ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'].map((part) => (
            <p key={part}>
              {part}、
              根据《反洗钱法》及相关监管规定，最终受益人是指最终拥有或实际控制企业的自然人。The
              ultimate beneficial owner is the natural person who ultimately owns or controls the
              company, directly or through a chain of holdings.
            </p>
          ))
        ) : (
          <TextField label="分组名称" name="group" />
        )}
      </Dialog>
    </>
  );
}

export const Closed: Story = {
  render: () => <DialogDemo />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: '打开对话框' });
    await userEvent.click(opener);
    const dialog = page.getByRole('dialog', { name: '添加分组' });
    await expect(page.getByRole('textbox', { name: '分组名称' })).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    // Tab cycles inside: field, cancel, save, then round to the close button at the top.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
  },
};

export const Open: Story = {};

export const LongContent: Story = {
  render: () => <DialogDemo long />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打开对话框' }));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Delete this group?',
    children: <p>The group and its 12 companies will be removed.</p>,
  },
};

function Stacked() {
  const [drawer, setDrawer] = useState(false);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <Button onClick={() => setDrawer(true)}>打开抽屉</Button>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title="筛选条件">
        <Button onClick={() => setDialog(true)}>打开对话框</Button>
        <Dialog open={dialog} onClose={() => setDialog(false)} title="保存筛选">
          <p>保存当前筛选条件？</p>
        </Dialog>
      </Drawer>
    </>
  );
}

/** Two overlays: Escape closes only the top one; the body stays locked until the last closes. */
export const DialogOverDrawer: Story = {
  render: () => <Stacked />,
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const page = within(body);
    await userEvent.click(page.getByRole('button', { name: '打开抽屉' }));
    await userEvent.click(page.getByRole('button', { name: '打开对话框' }));
    await expect(page.getByRole('dialog', { name: '保存筛选' })).toBeInTheDocument();
    await expect(body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: '保存筛选' })).toBeNull());
    await expect(page.getByRole('dialog', { name: '筛选条件' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: '打开对话框' })).toHaveFocus();
    await expect(body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(body.style.overflow).toBe('');
  },
};
