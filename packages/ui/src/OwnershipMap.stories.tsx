import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { textOf } from '../.storybook/locale';
import { consolidatedGraph, cycleGraph, gleifOnlyGraph, simpleGraph } from '../test/fixtures';
import { OwnershipMap } from './OwnershipMap';

/** The map's words and the fixture's people, in the toolbar's language (see OwnershipMap.tsx). */
const WORDS = {
  'zh-CN': {
    title: '股权结构',
    owners: '自然人有效持股',
    zhang: /张伟.*有效持股 45\.93%.*最终受益人/,
    wang: /王芳.*有效持股 19\.45%$/,
    none: '暂无数据',
    consolidation: '会计并表，非持股',
    group: /^华东集团.*目标企业的最终母公司，会计并表，非持股$/,
  },
  en: {
    title: 'Equity structure',
    owners: 'Effective ownership of natural persons',
    zhang: /Zhang Wei.*Effective ownership 45\.93%.*Ultimate beneficial owner/,
    wang: /Wang Fang.*Effective ownership 19\.45%$/,
    none: 'No data',
    consolidation: 'Accounting consolidation, not a shareholding',
    group:
      /^华东集团.*Ultimate parent of the subject company，Accounting consolidation, not a shareholding$/,
  },
};

const meta = {
  title: 'Data/OwnershipMap',
  component: OwnershipMap,
  args: { graph: cycleGraph },
} satisfies Meta<typeof OwnershipMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CrossHolding: Story = {
  play: async ({ canvasElement, globals }) => {
    const words = textOf(globals, WORDS);
    const canvas = within(canvasElement);
    const owners = canvas.getByRole('table', { name: words.owners });
    await expect(within(owners).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: words.zhang })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: words.wang })).toBeInTheDocument();
  },
};

export const KeyboardZoomAndPan: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const viewport = canvas.getByRole('group', { name: textOf(globals, WORDS).title });
    const layer = () => viewport.querySelector('svg > g') as SVGGElement;
    viewport.focus();
    await userEvent.keyboard('+');
    await expect(layer().getAttribute('transform')).toBe('translate(0 0) scale(1.25)');
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(layer().getAttribute('transform')).toBe('translate(40 40) scale(1.25)');
    await userEvent.keyboard('0');
    await expect(layer().getAttribute('transform')).toBe('translate(0 0) scale(1)');
    await userEvent.tab();
    const first = canvas
      .getAllByRole('button', { pressed: false })
      .find((node) => node === document.activeElement);
    await expect(first).toBeDefined();
    await userEvent.keyboard('{Enter}');
    await expect(document.activeElement).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Simple: Story = { args: { graph: simpleGraph } };

export const TenPercentThreshold: Story = { args: { graph: simpleGraph, threshold: 0.1 } };

export const Empty: Story = {
  args: { graph: { rootId: 'none', nodes: [], edges: [] } },
  play: async ({ canvasElement, globals }) => {
    const none = textOf(globals, WORDS).none;
    await expect(within(canvasElement).getAllByText(none).length).toBeGreaterThan(0);
  },
};

export const English: Story = { args: { graph: simpleGraph }, globals: { locale: 'en' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** `interactive={false}`: the same drawing for server-rendered pages without React. */
export const Static: Story = {
  args: { interactive: false },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(
      canvas.getByRole('img', { name: textOf(globals, WORDS).zhang }),
    ).toBeInTheDocument();
  },
};

/**
 * Accounting-consolidation parents (GLEIF level 2) beside the shareholdings: dashed, with the
 * parent's role instead of a percentage, a legend, and never counted as ownership.
 */
export const ConsolidationParents: Story = {
  args: { graph: consolidatedGraph },
  play: async ({ canvasElement, globals }) => {
    const words = textOf(globals, WORDS);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words.consolidation)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: words.group })).toBeInTheDocument();
    const owners = canvas.getByRole('table', { name: words.owners });
    // Only 赵敏's 20%: the parents own nothing through consolidating.
    await expect(within(owners).getAllByRole('row')).toHaveLength(2);
  },
};

/** An imported LEI record alone: one parent, direct and ultimate, known by its LEI. */
export const ConsolidationOnly: Story = { args: { graph: gleifOnlyGraph } };
