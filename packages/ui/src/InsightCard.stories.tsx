import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InsightCard } from './InsightCard';

const meta = {
  title: 'Marketing/InsightCard',
  component: InsightCard,
  args: {
    href: '/insights-ubo-for-chinese-companies',
    title: '中国企业的最终受益人识别',
    meta: '法规解读 · 2025-03-01',
    summary: '从《受益所有人信息管理办法》看 UBO 的识别标准与申报义务。',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InsightCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(
      '中国企业的最终受益人识别',
    );
  },
};

export const English: Story = {
  args: {
    href: '/insights-shell-company-scanning',
    title:
      'Shell company scanning: red flags in registry data that point to companies without real operations',
    meta: 'Guide · 1 Mar 2025',
    summary: 'Shared addresses, nominee directors and dormant filings: how to find them at scale.',
  },
  globals: { locale: 'en' },
};

export const WithoutSummary: Story = { args: { summary: undefined } };
