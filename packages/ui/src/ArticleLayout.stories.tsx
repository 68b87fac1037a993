import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textOf } from '../.storybook/locale';
import { ArticleLayout } from './ArticleLayout';

/** The table of contents' name (see `ArticleLayout.tsx`). */
const TOC = { 'zh-CN': '目录', en: 'Contents' };

const paragraph = (
  <p>
    受益所有人是指最终拥有或实际控制市场主体，或者享有市场主体最终收益的自然人。Beneficial owners
    are the natural persons who ultimately own or control an entity, or who receive its ultimate
    benefit.
  </p>
);

const meta = {
  title: 'Marketing/ArticleLayout',
  component: ArticleLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '中国企业的最终受益人（UBO）',
    meta: '法规解读 · 8 分钟阅读',
    sections: [
      { id: 'definition', title: '什么是受益所有人', content: paragraph },
      { id: 'thresholds', title: '识别标准：25% 与实际控制', content: paragraph },
      { id: 'filing', title: '申报义务与时间表', content: paragraph },
      { id: 'practice', title: '尽调实践中的常见问题', content: paragraph },
    ],
  },
} satisfies Meta<typeof ArticleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chinese content; the component's own words follow the toolbar's locale. */
export const Chinese: Story = {
  play: async ({ canvasElement, globals }) => {
    const toc = within(canvasElement).getByRole('navigation', { name: textOf(globals, TOC) });
    await expect(within(toc).getAllByRole('link')).toHaveLength(4);
    await expect(within(toc).getByRole('link', { name: '申报义务与时间表' })).toHaveAttribute(
      'href',
      '#filing',
    );
  },
};

export const English: Story = {
  args: {
    title:
      'AML/CTF guidelines in Asia: what changed for cross-border onboarding in the last three years',
    meta: 'Guide · 12 min read',
    sections: [
      { id: 'overview', title: 'Overview', content: paragraph },
      { id: 'singapore', title: 'Singapore and Hong Kong', content: paragraph },
      { id: 'mainland', title: 'Mainland China', content: paragraph },
    ],
  },
  globals: { locale: 'en' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
