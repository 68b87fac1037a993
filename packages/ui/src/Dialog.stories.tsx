import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { textOf } from '../.storybook/locale';
import { CLOSE } from './_lib/messages';
import { Button } from './Button';
import { Dialog, type DialogProps } from './Dialog';
import { Drawer } from './Drawer';
import { TextField } from './TextField';
import { useLocale } from './useLocale';

/** The demos' words in both languages. */
const TEXT = {
  'zh-CN': {
    open: '打开对话框',
    title: '添加分组',
    field: '分组名称',
    cancel: '取消',
    save: '保存',
    longTitle: '关于最终受益人（UBO）识别规则与数据来源的详细说明',
    longParagraph:
      '根据《反洗钱法》及相关监管规定，最终受益人是指最终拥有或实际控制企业的自然人，包括通过持股链间接拥有或控制企业的自然人。',
    openDrawer: '打开抽屉',
    drawerTitle: '筛选条件',
    stackedTitle: '保存筛选',
    stackedBody: '保存当前筛选条件？',
  },
  en: {
    open: 'Open dialog',
    title: 'Add a group',
    field: 'Group name',
    cancel: 'Cancel',
    save: 'Save',
    longTitle: 'How ultimate beneficial owners (UBO) are identified, and where the data comes from',
    longParagraph:
      'The ultimate beneficial owner is the natural person who ultimately owns or controls the company, directly or through a chain of holdings.',
    openDrawer: 'Open drawer',
    drawerTitle: 'Filters',
    stackedTitle: 'Save filters',
    stackedBody: 'Save the current filters?',
  },
};

/** The story's args: Dialog's props, and whether the body is the long text. */
type DialogStoryArgs = Partial<DialogProps> & {
  /** Story only: ten paragraphs instead of a form field, to show scrolling. */
  long?: boolean;
};

/**
 * A dialog with its opener button. Every arg is passed on: `open` opens or closes it (the
 * buttons, Escape and the backdrop do too), `title`, `size`, `footer`, `closeOnBackdrop` and
 * `children` replace the demo's own (which follow the toolbar's language).
 */
function DialogDemo({
  open: openArg = false,
  onClose,
  title,
  footer,
  children,
  long = false,
  ...props
}: DialogStoryArgs) {
  const text = TEXT[useLocale(props.locale)];
  const [open, setOpen] = useState(openArg);
  useEffect(() => setOpen(openArg), [openArg]);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  let body: ReactNode = children;
  if (body === undefined) {
    body = long ? (
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((part) => (
        <p key={part}>
          {part}. {text.longParagraph}
        </p>
      ))
    ) : (
      <TextField label={text.field} name="group" />
    );
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>{text.open}</Button>
      <Dialog
        {...props}
        open={open}
        onClose={close}
        title={title ?? (long ? text.longTitle : text.title)}
        footer={
          footer ?? (
            <>
              <Button variant="ghost" onClick={close}>
                {text.cancel}
              </Button>
              <Button onClick={close}>{text.save}</Button>
            </>
          )
        }
      >
        {body}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  // The docs page describes Dialog and its props; the demo adds the opener and state.
  component: Dialog as ComponentType<DialogStoryArgs>,
  render: (args) => <DialogDemo {...args} />,
  args: { open: true, size: 'md', closeOnBackdrop: true, onClose: fn() },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    footer: { control: false },
    children: { control: false },
    long: { control: 'boolean', table: { category: 'Story' } },
  },
} satisfies Meta<DialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement, globals, args }) => {
    const text = textOf(globals, TEXT);
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: text.open });
    await userEvent.click(opener);
    const dialog = page.getByRole('dialog', { name: text.title });
    await expect(page.getByRole('textbox', { name: text.field })).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    // Tab cycles inside: field, cancel, save, then round to the close button at the top.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(dialog).getByRole('button', { name: textOf(globals, CLOSE) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(opener).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
  },
};

export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      page.getByRole('dialog', { name: textOf(globals, TEXT).title }),
    ).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const LongContent: Story = {
  args: { open: false, long: true, size: 'lg' },
  play: async ({ canvasElement, globals }) => {
    const text = textOf(globals, TEXT);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.open }));
    await expect(page.getByRole('dialog', { name: text.longTitle })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Delete this group?',
    children: <p>The group and its 12 companies will be removed.</p>,
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('dialog', { name: String(args.title) })).toBeInTheDocument();
  },
};

function Stacked() {
  const text = TEXT[useLocale()];
  const [drawer, setDrawer] = useState(false);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <Button onClick={() => setDrawer(true)}>{text.openDrawer}</Button>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title={text.drawerTitle}>
        <Button onClick={() => setDialog(true)}>{text.open}</Button>
        <Dialog open={dialog} onClose={() => setDialog(false)} title={text.stackedTitle}>
          <p>{text.stackedBody}</p>
        </Dialog>
      </Drawer>
    </>
  );
}

/** Two overlays: Escape closes only the top one; the body stays locked until the last closes. */
export const DialogOverDrawer: Story = {
  render: () => <Stacked />,
  play: async ({ canvasElement, globals }) => {
    const text = textOf(globals, TEXT);
    const body = canvasElement.ownerDocument.body;
    const page = within(body);
    await userEvent.click(page.getByRole('button', { name: text.openDrawer }));
    await userEvent.click(page.getByRole('button', { name: text.open }));
    await expect(page.getByRole('dialog', { name: text.stackedTitle })).toBeInTheDocument();
    await expect(body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: text.stackedTitle })).toBeNull());
    await expect(page.getByRole('dialog', { name: text.drawerTitle })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: text.open })).toHaveFocus();
    await expect(body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(body.style.overflow).toBe('');
  },
};
