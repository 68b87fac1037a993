import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: '申请试用', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '申请试用' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: '了解更多' } };

export const Ghost: Story = { args: { variant: 'ghost', children: '登录' } };

export const Danger: Story = { args: { variant: 'danger', children: '删除分组' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        小 Small
      </Button>
      <Button {...args}>中 Medium</Button>
      <Button {...args} size="lg">
        大 Large
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: '提交中' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '提交中' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: '不可用' } };

export const LongText: Story = {
  args: {
    block: true,
    children:
      '立即申请 KYC 工作台试用，获取全球 60 多个国家和地区的企业与股权数据 · Apply for a Workspace trial today',
  },
};
