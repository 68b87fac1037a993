import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { textOf } from '../.storybook/locale';
import { LOADING } from './_lib/messages';
import { Button } from './Button';
import { LoadingIndicator } from './LoadingIndicator';

const meta = {
  title: 'Feedback/LoadingIndicator',
  component: LoadingIndicator,
  args: { active: true },
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      textOf(globals, LOADING),
    );
  },
};

export const Inactive: Story = { args: { active: false } };

export const CustomLabel: Story = { args: { label: '正在查询企业股权结构，请稍候…' } };

export const English: Story = { globals: { locale: 'en' } };

export const Overlay: Story = {
  args: { overlay: true },
  render: (args) => (
    <div style={{ position: 'relative', height: 160, border: '1px solid var(--kyc-color-border)' }}>
      <p style={{ margin: 16 }}>企业列表 · Company list</p>
      <LoadingIndicator {...args} />
    </div>
  ),
};

function QuickLoad() {
  const [active, setActive] = useState(false);
  return (
    <div>
      <Button
        onClick={() => {
          setActive(true);
          setTimeout(() => setActive(false), 50);
        }}
      >
        快速加载 Quick load
      </Button>
      <LoadingIndicator active={active} />
    </div>
  );
}

/** A 50 ms load still shows the indicator for 600 ms, then it goes. */
export const MinimumVisibility: Story = {
  render: () => <QuickLoad />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 2000 });
  },
};
