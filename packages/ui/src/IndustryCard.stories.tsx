import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IndustryCard } from './IndustryCard';

const meta = {
  title: 'Marketing/IndustryCard',
  component: IndustryCard,
  args: { href: '/industries-banking', title: '银行', description: '客户尽职调查与持续监控。' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IndustryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banking: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '银行' })).toHaveAttribute(
      'href',
      '/industries-banking',
    );
  },
};

export const CorporateServicesEnglish: Story = {
  args: {
    href: '/industries-corporate-services',
    title: 'Corporate services, law and accounting firms',
    description:
      'Verify clients and their beneficial owners before you take them on, in every jurisdiction you serve.',
  },
  globals: { locale: 'en' },
};

export const Grid: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16, maxWidth: 'none' }}
    >
      <IndustryCard href="/industries-banking" title="银行" description="客户尽调与持续监控" />
      <IndustryCard href="/industries-payments" title="支付" description="商户准入审核" />
      <IndustryCard href="/industries-manufacturing" title="制造业" description="供应商背景核查" />
      <IndustryCard
        href="/industries-corporate-services"
        title="企业服务"
        description="律所与会计师事务所"
      />
    </div>
  ),
};
