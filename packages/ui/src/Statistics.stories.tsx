import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Statistics } from './Statistics';

const meta = {
  title: 'Marketing/Statistics',
  component: Statistics,
  args: {
    title: '数据覆盖',
    items: [
      { value: '60+', label: '覆盖国家和地区' },
      { value: '3 亿+', label: '企业记录' },
      { value: '99.9%', label: 'API 可用性' },
      { value: '24/7', label: '技术支持' },
    ],
  },
} satisfies Meta<typeof Statistics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('60+')).toBeInTheDocument();
  },
};

export const English: Story = {
  args: {
    title: 'Coverage',
    items: [
      { value: '60+', label: 'Countries and regions' },
      { value: '300M+', label: 'Company records' },
    ],
  },
  globals: { locale: 'en' },
};
