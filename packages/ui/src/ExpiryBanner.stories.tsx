import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textOf } from '../.storybook/locale';
import { ExpiryBanner } from './ExpiryBanner';

/** The banner's message for a number of days left (see `ExpiryBanner.tsx`). */
const EXPIRES_IN = {
  'zh-CN': (days: number) => `您的账号将在 ${days} 天后到期`,
  en: (days: number) => `Your account expires in ${days} ${days === 1 ? 'day' : 'days'}.`,
};

const NOW = new Date('2025-03-01T10:00:00+08:00');

const meta = {
  title: 'Feedback/ExpiryBanner',
  component: ExpiryBanner,
  parameters: { layout: 'fullscreen' },
  args: { now: NOW, renewHref: '/service-selection', onDismiss: () => {} },
} satisfies Meta<typeof ExpiryBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FormalAccount60Days: Story = {
  args: { user: { type: 1, endDate: '2025-04-30' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      textOf(globals, EXPIRES_IN)(60),
    );
  },
};

export const TrialCategoryAlways: Story = {
  args: { user: { type: 2, category: 'SET_STAD_TRIAL30', endDate: '2025-05-01' } },
};

export const ExpiresToday: Story = { args: { user: { type: 2, endDate: '2025-03-01' } } };

export const Expired: Story = { args: { user: { type: 2, endDate: '2025-02-01' } } };

export const NotYet: Story = {
  args: { user: { type: 2, endDate: '2025-05-01' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const English: Story = {
  args: { user: { type: 1, endDate: '2025-03-02' } },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      textOf(globals, EXPIRES_IN)(1),
    );
  },
};
