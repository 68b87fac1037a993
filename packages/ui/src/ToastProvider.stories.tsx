import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { ToastProvider } from './ToastProvider';
import { useToast } from './useToast';

function Triggers() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show('已加入分组', { tone: 'success' })}>成功</Button>
      <Button variant="secondary" onClick={() => toast.show('报告正在生成，完成后将通知您')}>
        提示
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.show('试用额度即将用完', { tone: 'warning', duration: 0 })}
      >
        警告（不自动关闭）
      </Button>
      <Button
        variant="danger"
        onClick={() => toast.show('网络异常，请稍后重试', { tone: 'error' })}
      >
        错误
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '成功' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('已加入分组');
    await userEvent.click(canvas.getByRole('button', { name: '错误' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    const error = within(canvas.getByRole('alert'));
    await userEvent.click(error.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(canvas.queryByText('网络异常，请稍后重试')).toBeNull());
  },
};

export const English: Story = { globals: { locale: 'en' } };
