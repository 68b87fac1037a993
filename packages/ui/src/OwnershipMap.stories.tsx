import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cycleGraph, simpleGraph } from '../test/fixtures';
import { OwnershipMap } from './OwnershipMap';

const meta = {
  title: 'Data/OwnershipMap',
  component: OwnershipMap,
  args: { graph: cycleGraph },
} satisfies Meta<typeof OwnershipMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CrossHolding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const owners = canvas.getByRole('table', { name: '自然人有效持股' });
    await expect(within(owners).getAllByRole('row')).toHaveLength(4);
    await expect(
      canvas.getByRole('button', { name: /张伟.*有效持股 45\.93%.*最终受益人/ }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: /王芳.*有效持股 19\.45%$/ }),
    ).toBeInTheDocument();
  },
};

export const KeyboardZoomAndPan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = canvas.getByRole('group', { name: '股权结构' });
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('暂无数据').length).toBeGreaterThan(0);
  },
};

export const English: Story = { args: { graph: simpleGraph }, globals: { locale: 'en' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** `interactive={false}`: the same drawing for server-rendered pages without React. */
export const Static: Story = {
  args: { interactive: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(
      canvas.getByRole('img', { name: /张伟.*有效持股 45\.93%.*最终受益人/ }),
    ).toBeInTheDocument();
  },
};
