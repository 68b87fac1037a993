import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'Marketing/Accordion',
  component: Accordion,
  args: {
    items: [
      { id: 'coverage', title: '数据覆盖哪些国家？', content: <p>覆盖 60 多个国家和地区。</p> },
      { id: 'trial', title: '如何申请试用？', content: <p>点击“申请试用”并填写企业信息。</p> },
      { id: 'api', title: 'API 如何计费？', content: <p>按调用量计费，无最低消费。</p> },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: '数据覆盖哪些国家？' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: '如何申请试用？' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'API 如何计费？' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: '数据覆盖哪些国家？' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OneOpen: Story = { args: { defaultOpen: ['trial'] } };

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'long',
        title:
          'How is effective ownership computed when companies hold shares in each other through several layers of holding companies? 交叉持股时如何计算有效持股？',
        content: (
          <p>
            Shares are multiplied along each chain and summed over all chains; a cycle adds its
            geometric series. 沿每条持股链相乘，再对所有链求和；循环持股按几何级数累加。
          </p>
        ),
      },
    ],
    defaultOpen: ['long'],
  },
};
