import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FaqAccordion } from './FaqAccordion';

const meta = {
  title: 'Marketing/FaqAccordion',
  component: FaqAccordion,
  args: {
    entries: [
      { question: '数据来源是什么？', answer: '来自各国官方登记机构及授权数据合作方。' },
      { question: '报告多久可以交付？', answer: '大多数国家在 1 个工作日内交付。' },
      { question: '是否支持英文界面？', answer: '支持，页面右上角可切换中英文。' },
    ],
  },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: '数据来源是什么？' });
    const second = canvas.getByRole('button', { name: '报告多久可以交付？' });
    await userEvent.click(first);
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

export const English: Story = {
  args: {
    entries: [
      {
        question: 'Where does the data come from?',
        answer: 'Official registries and licensed partners.',
      },
      {
        question: 'How fast is a report delivered?',
        answer: 'Within one business day for most countries.',
      },
    ],
  },
  globals: { locale: 'en' },
};

export const Empty: Story = { args: { entries: [] } };
