import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompanySearchResult } from './CompanySearchResult';

const meta = {
  title: 'Data/CompanySearchResult',
  component: CompanySearchResult,
  args: {
    href: '/enterprise-details',
    company: {
      name: '小米科技有限责任公司',
      englishName: 'Xiaomi Inc.',
      regNo: '91110108551385082Q',
      registration: 'USCC',
      registeredCapital: '185000万',
      currency: '人民币',
      shares: 1850000000,
      status: '存续 · 北京市海淀区',
    },
  },
} satisfies Meta<typeof CompanySearchResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveTextContent('小米科技有限责任公司 (Xiaomi Inc.)');
    await expect(canvas.getByText('91110108551385082Q (USCC)')).toBeInTheDocument();
  },
};

export const English: Story = { globals: { locale: 'en' } };

export const MissingData: Story = {
  args: { href: undefined, company: { englishName: 'Example Holdings Limited' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('-')).toHaveLength(3);
  },
};

export const LongNames: Story = {
  args: {
    company: {
      name: '中国国际金融股份有限公司深圳分公司资产管理与财富管理综合服务中心',
      englishName:
        'China International Capital Corporation Limited, Shenzhen Branch, Asset and Wealth Management Integrated Service Centre',
      regNo: '91440300MA5FXXXX1X',
      registration: 'Shenzhen Administration for Market Regulation',
      registeredCapital: '1.2亿美元',
      shares: '4,827,256,868',
    },
  },
};
