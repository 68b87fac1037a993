import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cycleGraph, simpleGraph } from '../test/fixtures';
import { layoutOwnership } from './_lib/layoutOwnership';
import { OwnershipMap } from './OwnershipMap';

describe('layoutOwnership', () => {
  it('puts the root at the bottom and each holder a layer above its nearest holding', () => {
    const layout = layoutOwnership(simpleGraph);
    const layer = Object.fromEntries(layout.nodes.map((node) => [node.id, node.layer]));
    expect(layer).toEqual({ target: 0, hold: 1, cara: 1, anna: 2, ben: 2 });
    const y = Object.fromEntries(layout.nodes.map((node) => [node.id, node.y]));
    expect(y.anna).toBeLessThan(y.hold as number);
    expect(y.hold).toBeLessThan(y.target as number);
  });

  it('terminates on cycles and leaves out nodes that do not reach the root', () => {
    const layout = layoutOwnership({
      ...cycleGraph,
      nodes: [...cycleGraph.nodes, { id: 'lonely', name: 'Lonely', kind: 'person' }],
    });
    expect(layout.nodes.map((node) => node.id).sort()).toEqual(
      ['huaxin', 'li', 'target', 'wang', 'yuanjing', 'zhang'].sort(),
    );
    expect(layout.edges).toHaveLength(cycleGraph.edges.length);
  });

  it('is empty without a root', () => {
    expect(layoutOwnership({ rootId: 'x', nodes: [], edges: [] })).toEqual({
      nodes: [],
      edges: [],
      width: 0,
      height: 0,
    });
  });
});

describe('OwnershipMap', () => {
  it('names every node with its effective ownership and UBO mark', () => {
    render(<OwnershipMap graph={cycleGraph} />);
    expect(screen.getByRole('button', { name: /^张伟.*45\.93%.*最终受益人$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^李娜.*34\.62%.*最终受益人$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^王芳.*19\.45%$/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^深圳前海示例科技有限公司.*目标企业$/ }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '自然人有效持股' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['张伟 (Zhang Wei)45.93%是', '李娜 (Li Na)34.62%是', '王芳 (Wang Fang)19.45%否']);
  });

  it('applies a custom threshold', () => {
    render(<OwnershipMap graph={cycleGraph} threshold={0.1} locale="en" />);
    expect(screen.getByText('UBO threshold: 10%')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^王芳.*Ultimate beneficial owner$/ }),
    ).toBeInTheDocument();
  });

  it('zooms with the buttons and the keyboard and pans with the arrows', async () => {
    render(<OwnershipMap graph={simpleGraph} />);
    const layer = () =>
      document.querySelector('.kyc-ownership__svg > g')?.getAttribute('transform');
    await userEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(layer()).toBe('translate(0 0) scale(1.25)');
    await userEvent.click(screen.getByRole('button', { name: '缩小' }));
    expect(layer()).toBe('translate(0 0) scale(1)');
    screen.getByRole('group', { name: '股权结构' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}-');
    expect(layer()).toBe('translate(-40 -40) scale(0.8)');
    await userEvent.click(screen.getByRole('button', { name: '复位' }));
    expect(layer()).toBe('translate(0 0) scale(1)');
  });

  it('highlights the chains of a selected node', async () => {
    render(<OwnershipMap graph={simpleGraph} />);
    const anna = screen.getByRole('button', { name: /^Anna Lee/ });
    anna.focus();
    await userEvent.keyboard('{Enter}');
    expect(anna).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelectorAll('.kyc-ownership__edge--active')).toHaveLength(2);
  });

  it('says there is no data for an empty graph', () => {
    render(<OwnershipMap graph={{ rootId: 'x', nodes: [], edges: [] }} />);
    expect(screen.getAllByText('暂无数据')).toHaveLength(2);
  });

  describe('with interactive={false}', () => {
    it.each([
      ['cross-holdings', cycleGraph],
      ['simple', simpleGraph],
    ])('draws the same picture (%s) with nothing to operate', (_name, graph) => {
      const drawing = (container: HTMLElement) => ({
        nodes: [...container.querySelectorAll('.kyc-ownership__node')].map((node) => [
          node.getAttribute('transform'),
          node.getAttribute('class'),
          node.textContent,
        ]),
        edges: [...container.querySelectorAll('.kyc-ownership__edge path')].map((path) =>
          path.getAttribute('d'),
        ),
        percentages: [...container.querySelectorAll('.kyc-ownership__edge-label')].map(
          (label) => label.textContent,
        ),
        layer: container.querySelector('.kyc-ownership__svg > g')?.getAttribute('transform'),
        table: container.querySelector('table')?.textContent,
      });
      const interactive = drawing(render(<OwnershipMap graph={graph} />).container);
      cleanup();
      const { container } = render(<OwnershipMap graph={graph} interactive={false} />);
      expect(drawing(container)).toEqual(interactive);
      expect(interactive.nodes).toHaveLength(layoutOwnership(graph).nodes.length);
      expect(interactive.edges).toHaveLength(layoutOwnership(graph).edges.length);
      expect(screen.queryAllByRole('button')).toEqual([]);
      expect(
        container.querySelectorAll('[tabindex], [aria-pressed], .kyc-ownership__zoom'),
      ).toHaveLength(0);
      expect(container.querySelector('.kyc-ownership__help')).toBeNull();
      expect(container.querySelector('.kyc-ownership')).toHaveClass('kyc-ownership--static');
    });

    it('keeps every node named, as a picture', () => {
      render(<OwnershipMap graph={cycleGraph} interactive={false} />);
      expect(screen.getByRole('img', { name: /^张伟.*45\.93%.*最终受益人$/ })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: /^王芳.*19\.45%$/ })).toBeInTheDocument();
      expect(screen.getAllByRole('img')).toHaveLength(layoutOwnership(cycleGraph).nodes.length);
      expect(screen.getByRole('group', { name: '股权结构' })).not.toHaveAttribute(
        'aria-describedby',
      );
    });

    it('ignores clicks, keys and the wheel', async () => {
      const { container } = render(<OwnershipMap graph={simpleGraph} interactive={false} />);
      const layer = () =>
        container.querySelector('.kyc-ownership__svg > g')?.getAttribute('transform');
      const node = container.querySelector('.kyc-ownership__node') as SVGGElement;
      await userEvent.click(node);
      expect(container.querySelector('.kyc-ownership__node--selected')).toBeNull();
      const viewport = screen.getByRole('group', { name: '股权结构' });
      const wheel = new WheelEvent('wheel', { deltaY: -100, cancelable: true, bubbles: true });
      viewport.dispatchEvent(wheel);
      expect(wheel.defaultPrevented).toBe(false);
      viewport.dispatchEvent(new KeyboardEvent('keydown', { key: '+', bubbles: true }));
      expect(layer()).toBe('translate(0 0) scale(1)');
    });

    it('renders on the server without the controls', () => {
      const html = renderToString(<OwnershipMap graph={simpleGraph} interactive={false} />);
      expect(html).not.toMatch(/tabindex|role="button"|kyc-ownership__zoom/i);
      expect(html.match(/class="kyc-ownership__node /g)).toHaveLength(
        layoutOwnership(simpleGraph).nodes.length,
      );
    });
  });
});
