import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureGrid } from './FeatureGrid';

const meta = {
  title: 'Marketing/FeatureGrid',
  component: FeatureGrid,
  args: {
    title: 'KYC 工作台',
    features: [
      { title: '企业与高管数据', description: '工商、股东、高管与变更记录。', icon: '▦' },
      { title: 'UBO 图谱', description: '穿透多层持股，识别最终受益人。', icon: '◎' },
      { title: '股权结构图', description: '分层展示，可缩放与平移。', icon: '⌬' },
      { title: '关系图谱', description: '企业、人员之间的关联关系。', icon: '⋈' },
      { title: '团队协作', description: '共享名单、分组与备注。', icon: '☷' },
    ],
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const FourColumns: Story = { args: { columns: 4 } };

export const English: Story = {
  args: {
    title: 'KYC API',
    columns: 2,
    features: [
      {
        title: 'Real-time data integration',
        description: 'Company records straight into your onboarding flow.',
      },
      {
        title: 'UBO data',
        description: 'Beneficial owners with every chain of holdings behind them.',
      },
      {
        title: 'Pay as you go',
        description: 'Only pay for the calls you make; no minimum commitment.',
      },
      { title: 'Demo request', description: 'Try the endpoints with your own test cases.' },
    ],
  },
  globals: { locale: 'en' },
};

export const Empty: Story = { args: { features: [] } };
