import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './Button';
import { Hero } from './Hero';

const meta = {
  title: 'Marketing/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'KYC API',
    title: '实时接入全球企业与受益人数据',
    subtitle: '按需付费，分钟级完成对接。',
    actions: (
      <>
        <Button size="lg">申请试用</Button>
        <Button size="lg" variant="secondary">
          预约演示
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      '实时接入',
    );
  },
};

export const WithMedia: Story = {
  args: {
    media: (
      <svg viewBox="0 0 320 200" role="img" aria-label="API 调用示意图">
        <rect width="320" height="200" rx="16" fill="#eff6ff" />
        <rect x="24" y="32" width="180" height="16" rx="4" fill="#1d4ed8" />
        <rect x="24" y="64" width="260" height="12" rx="4" fill="#6b7280" />
        <rect x="24" y="88" width="220" height="12" rx="4" fill="#6b7280" />
      </svg>
    ),
  },
};

export const LongEnglish: Story = {
  args: {
    eyebrow: 'KYC Report',
    title:
      'AI-powered OCR across multiple languages turns registry documents from more than sixty countries into structured, verifiable company reports',
    subtitle:
      'Request a report on any company: our team delivers it with every source document attached.',
    actions: <Button size="lg">Request a report</Button>,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
