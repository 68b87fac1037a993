import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './Button';
import { CtaBand } from './CtaBand';

const meta = {
  title: 'Marketing/CtaBand',
  component: CtaBand,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '开始您的 KYC 尽调',
    description: '注册即可免费试用 KYC 工作台。',
    actions: <Button variant="secondary">申请试用</Button>,
  },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: '开始您的 KYC 尽调' }),
    ).toBeInTheDocument();
  },
};

export const English: Story = {
  args: {
    title: 'Onboard clients with confidence',
    description: 'Request a demo and see the Workspace with your own cases.',
    actions: <Button variant="secondary">Request a demo</Button>,
  },
  globals: { locale: 'en' },
};
