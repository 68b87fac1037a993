import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { textOf } from '../.storybook/locale';
import { CLOSE } from './_lib/messages';
import { Button } from './Button';
import { ToastProvider } from './ToastProvider';
import { useLocale } from './useLocale';
import { useToast } from './useToast';

/** The demo's buttons and messages. */
const TEXT = {
  'zh-CN': {
    success: '成功',
    added: '已加入分组',
    info: '提示',
    generating: '报告正在生成，完成后将通知您',
    warning: '警告（不自动关闭）',
    quota: '试用额度即将用完',
    error: '错误',
    network: '网络异常，请稍后重试',
  },
  en: {
    success: 'Success',
    added: 'Added to the group',
    info: 'Info',
    generating: 'The report is being generated; you will be notified when it is ready',
    warning: 'Warning (stays open)',
    quota: 'Your trial quota is almost used up',
    error: 'Error',
    network: 'Network error, please try again later',
  },
};

function Triggers() {
  const toast = useToast();
  const text = TEXT[useLocale()];
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show(text.added, { tone: 'success' })}>{text.success}</Button>
      <Button variant="secondary" onClick={() => toast.show(text.generating)}>
        {text.info}
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.show(text.quota, { tone: 'warning', duration: 0 })}
      >
        {text.warning}
      </Button>
      <Button variant="danger" onClick={() => toast.show(text.network, { tone: 'error' })}>
        {text.error}
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = textOf(globals, TEXT);
    await userEvent.click(canvas.getByRole('button', { name: text.success }));
    await expect(canvas.getByRole('status')).toHaveTextContent(text.added);
    await userEvent.click(canvas.getByRole('button', { name: text.error }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(text.network);
    const error = within(canvas.getByRole('alert'));
    await userEvent.click(error.getByRole('button', { name: textOf(globals, CLOSE) }));
    await waitFor(() => expect(canvas.queryByText(text.network)).toBeNull());
  },
};

export const English: Story = { globals: { locale: 'en' } };
