import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { consolidatedGraph, cycleGraph, gleifOnlyGraph, simpleGraph } from '../test/fixtures';
import {
  bezierPoint,
  boxesOverlap,
  layoutOwnership,
  NAME_SIZE,
  PAD_X,
  type PlacedEdge,
  textWidth,
  wrapText,
} from './_lib/layoutOwnership';
import { cleanConsolidations, type OwnershipGraph } from './_lib/ownershipGraph';
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

  /** A wide structure: long names, a same-layer chain both ways, many edges into one node. */
  const wideGraph: OwnershipGraph = {
    rootId: 'root',
    nodes: [
      { id: 'root', name: 'Unity Capital Partners Holdings Limited', kind: 'company' },
      { id: 'a', name: 'Alpha Investment Management Company Limited', kind: 'company' },
      { id: 'b', name: '北京远景天成投资管理合伙企业（有限合伙）', kind: 'company' },
      { id: 'c', name: 'Chen Xiaoming', kind: 'person' },
      { id: 'd', name: 'Delta Trust', kind: 'company' },
      { id: 'e', name: 'Erin Zhou', kind: 'person' },
      { id: 'f', name: 'Fang Li', kind: 'person' },
    ],
    edges: [
      { holder: 'a', company: 'root', share: 0.3 },
      { holder: 'b', company: 'root', share: 0.25 },
      { holder: 'c', company: 'root', share: 0.2 },
      { holder: 'd', company: 'root', share: 0.25 },
      { holder: 'a', company: 'b', share: 0.1 },
      { holder: 'b', company: 'a', share: 0.15 },
      { holder: 'd', company: 'a', share: 0.05 },
      { holder: 'e', company: 'a', share: 0.4 },
      { holder: 'f', company: 'a', share: 0.45 },
      { holder: 'e', company: 'd', share: 1 },
      { holder: 'f', company: 'b', share: 0.9 },
    ],
  };

  describe.each([
    ['cross-holdings', cycleGraph],
    ['simple', simpleGraph],
    ['wide', wideGraph],
    ['consolidation', consolidatedGraph],
  ])('geometry (%s)', (_name, graph) => {
    const layout = layoutOwnership(graph);
    const byId = new Map(layout.nodes.map((node) => [node.id, node]));

    it('puts no percentage label over a node or over another label', () => {
      for (const edge of layout.edges) {
        for (const node of layout.nodes) expect(boxesOverlap(edge.label, node)).toBe(false);
        for (const other of layout.edges) {
          if (other !== edge) expect(boxesOverlap(edge.label, other.label)).toBe(false);
        }
      }
    });

    it('keeps each label on its edge', () => {
      for (const edge of layout.edges) {
        const centre = {
          x: edge.label.x + edge.label.width / 2,
          y: edge.label.y + edge.label.height / 2,
        };
        const distance = Math.min(
          ...Array.from({ length: 101 }, (_, step) => {
            const at = bezierPoint(edge.curve, step / 100);
            return Math.hypot(at.x - centre.x, at.y - centre.y);
          }),
        );
        expect(distance).toBeLessThan(2);
      }
    });

    it('gives every edge its own ports, on the sides of its two boxes', () => {
      const ends = layout.edges.flatMap((edge) => [edge.curve[0], edge.curve[3]]);
      const keys = ends.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const edge of layout.edges) {
        for (const [id, point] of [
          [edge.holder, edge.curve[0]],
          [edge.company, edge.curve[3]],
        ] as const) {
          const node = byId.get(id);
          if (!node) throw new Error(id);
          expect(point.x).toBeGreaterThan(node.x);
          expect(point.x).toBeLessThan(node.x + node.width);
          expect([node.y, node.y + node.height]).toContain(point.y);
        }
      }
    });

    it('ends each edge with a direction: into the company, from outside the box', () => {
      for (const edge of layout.edges) {
        const company = byId.get(edge.company);
        if (!company) throw new Error(edge.company);
        const [, , control, end] = edge.curve;
        // The arrowhead follows the last control point → end: it must point into the box.
        expect(control.x).toBeCloseTo(end.x);
        if (end.y === company.y) expect(control.y).toBeLessThan(end.y);
        else expect(control.y).toBeGreaterThan(end.y);
      }
    });

    it('draws edges within one layer as curves out of the row', () => {
      const same = layout.edges.filter((edge) => edge.kind === 'same');
      for (const edge of same) {
        const holder = byId.get(edge.holder);
        expect(holder?.layer).toBe(byId.get(edge.company)?.layer);
        const middle = bezierPoint(edge.curve, 0.5);
        const row = holder as NonNullable<typeof holder>;
        expect(middle.y < row.y - 20 || middle.y > row.y + row.height + 20).toBe(true);
      }
    });

    it('keeps the drawing, labels and curves inside its size', () => {
      const inside = (x: number, y: number) =>
        x >= 0 && y >= 0 && x <= layout.width && y <= layout.height;
      for (const node of layout.nodes) {
        expect(inside(node.x, node.y) && inside(node.x + node.width, node.y + node.height)).toBe(
          true,
        );
      }
      for (const edge of layout.edges) {
        const { label } = edge;
        expect(
          inside(label.x, label.y) && inside(label.x + label.width, label.y + label.height),
        ).toBe(true);
        for (let step = 0; step <= 20; step += 1) {
          const at = bezierPoint(edge.curve, step / 20);
          expect(inside(at.x, at.y)).toBe(true);
        }
      }
    });

    it('fits each name in its box, on at most two lines', () => {
      for (const node of layout.nodes) {
        expect(node.lines.length).toBeLessThanOrEqual(2);
        for (const line of node.lines) {
          expect(textWidth(line, NAME_SIZE, true)).toBeLessThanOrEqual(node.width - PAD_X * 2);
        }
      }
    });
  });

  it('has a same-layer edge each way in the cross-holding', () => {
    const layout = layoutOwnership(cycleGraph);
    const same = (holder: string, company: string) =>
      layout.edges.find((edge) => edge.holder === holder && edge.company === company) as PlacedEdge;
    expect(same('huaxin', 'yuanjing').kind).toBe('same');
    expect(same('yuanjing', 'huaxin').kind).toBe('same');
    // One over the row, one under it: the two do not share a line.
    const over = bezierPoint(same('huaxin', 'yuanjing').curve, 0.5).y;
    const under = bezierPoint(same('yuanjing', 'huaxin').curve, 0.5).y;
    expect(Math.sign(over - under)).not.toBe(0);
  });

  it('spreads the ends on one side of a box instead of meeting at one point', () => {
    const layout = layoutOwnership(cycleGraph);
    const into = layout.edges
      .filter((edge) => edge.company === 'target')
      .map((edge) => edge.curve[3].x);
    expect(into).toHaveLength(3);
    expect(
      Math.min(...into.slice(1).map((x, index) => Math.abs(x - (into[index] as number)))),
    ).toBeGreaterThan(30);
  });

  it('shows long names whole: wider boxes, then two lines, an ellipsis only past that', () => {
    const layout = layoutOwnership(wideGraph);
    const node = (id: string) => layout.nodes.find((each) => each.id === id);
    expect(node('root')?.lines.join(' ')).toBe('Unity Capital Partners Holdings Limited');
    expect(node('a')?.lines.join(' ')).toBe('Alpha Investment Management Company Limited');
    expect(node('b')?.lines.join('')).toBe('北京远景天成投资管理合伙企业（有限合伙）');
    expect(node('c')?.lines).toEqual(['Chen Xiaoming']);
    expect(wrapText('深圳前海示例科技有限公司', 100, 14, true).join('')).toBe(
      '深圳前海示例科技有限公司',
    );
    const long = layoutOwnership({
      rootId: 'x',
      nodes: [{ id: 'x', name: 'Name '.repeat(40), kind: 'company' }],
      edges: [],
    }).nodes[0];
    expect(long?.lines).toHaveLength(2);
    expect(long?.lines[1]).toMatch(/…$/);
  });

  it('places consolidation parents above the company, with their levels instead of a share', () => {
    const layout = layoutOwnership(consolidatedGraph, {
      consolidationLabel: (levels) => `parent ${levels.join(' ')}`,
    });
    const layer = Object.fromEntries(layout.nodes.map((node) => [node.id, node.layer]));
    expect(layer).toEqual({ subject: 0, holding: 1, zhao: 1, group: 1 });
    const labels = layout.edges.map((edge) => [
      edge.holder,
      edge.consolidation ?? null,
      edge.label.text,
    ]);
    expect(labels).toEqual(
      expect.arrayContaining([
        ['holding', null, '80.00%'],
        ['zhao', null, '20.00%'],
        ['holding', ['direct'], 'parent direct'],
        ['group', ['ultimate'], 'parent ultimate'],
      ]),
    );
    expect(layout.edges).toHaveLength(4);
    // The same parent as direct and ultimate is one edge.
    const single = layoutOwnership(gleifOnlyGraph);
    expect(single.edges.map((edge) => edge.consolidation)).toEqual([['direct', 'ultimate']]);
    expect(single.nodes).toHaveLength(2);
  });

  it('keeps only usable consolidations: between two known companies, a known level', () => {
    const nodes: OwnershipGraph['nodes'] = [
      { id: 'a', name: 'A', kind: 'company' },
      { id: 'b', name: 'B', kind: 'company' },
      { id: 'p', name: 'P', kind: 'person' },
    ];
    const consolidations = [
      { parent: 'b', company: 'a', level: 'ultimate' },
      { parent: 'b', company: 'a', level: 'direct' },
      { parent: 'b', company: 'a', level: 'direct' },
      { parent: 'p', company: 'a', level: 'direct' },
      { parent: 'a', company: 'p', level: 'direct' },
      { parent: 'a', company: 'a', level: 'direct' },
      { parent: 'x', company: 'a', level: 'direct' },
      { parent: 'b', company: 'a', level: 'sideways' },
      null,
    ] as unknown as OwnershipGraph['consolidations'];
    expect(cleanConsolidations({ rootId: 'a', nodes, edges: [], consolidations })).toEqual([
      { parent: 'b', company: 'a', levels: ['direct', 'ultimate'] },
    ]);
    expect(cleanConsolidations({ rootId: 'a', nodes, edges: [] })).toEqual([]);
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
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(layer()).toBe('translate(-40 -40) scale(1)');
    // Zooming keeps the viewport's centre in place: the pan scales too.
    await userEvent.keyboard('-');
    expect(layer()).toBe('translate(-32 -32) scale(0.8)');
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

  describe('with accounting-consolidation parents', () => {
    it('draws them dashed with their role, explained by a legend and in their names', () => {
      const { container } = render(<OwnershipMap graph={consolidatedGraph} />);
      const consolidations = [
        ...container.querySelectorAll('.kyc-ownership__svg .kyc-ownership__edge--consolidation'),
      ];
      expect(consolidations.map((edge) => edge.textContent).sort()).toEqual([
        '最终母公司',
        '直接母公司',
      ]);
      // The shareholding between the same two companies is drawn too, with its share.
      expect(
        [...container.querySelectorAll('.kyc-ownership__edge-label')].map((l) => l.textContent),
      ).toEqual(expect.arrayContaining(['80.00%', '20.00%']));
      expect(container.querySelectorAll('.kyc-ownership__svg .kyc-ownership__edge')).toHaveLength(
        4,
      );
      const legend = container.querySelector('.kyc-ownership__legend') as HTMLElement;
      expect([...legend.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
        '持股（比例）',
        '会计并表，非持股',
      ]);
      expect(
        screen.getByRole('button', {
          name: '华东集团股份有限公司 (Huadong Group)，企业，目标企业的最终母公司，会计并表，非持股',
        }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('button', {
          name: /^华东控股有限公司.*目标企业的直接母公司，会计并表，非持股$/,
        }),
      ).toBeInTheDocument();
    });

    it('never counts them as ownership', () => {
      render(<OwnershipMap graph={consolidatedGraph} locale="en" />);
      const table = screen.getByRole('table', { name: 'Effective ownership of natural persons' });
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual(['赵敏 (Zhao Min)20.00%No']);
    });

    it('says it in English, one edge for a parent that is direct and ultimate', () => {
      const { container } = render(<OwnershipMap graph={gleifOnlyGraph} locale="en" />);
      expect(
        [...container.querySelectorAll('.kyc-ownership__edge-label')].map((l) => l.textContent),
      ).toEqual(['Direct and ultimate parent']);
      expect(container.querySelector('.kyc-ownership__legend')?.textContent).toBe(
        'Shareholding (share)Accounting consolidation, not a shareholding',
      );
      expect(
        screen.getByRole('button', {
          name: /^5299009ABCDEFGHIJK12.*Direct and ultimate parent of the subject company，Accounting consolidation, not a shareholding$/,
        }),
      ).toBeInTheDocument();
    });

    it('shows no legend for shareholdings alone', () => {
      const { container } = render(<OwnershipMap graph={cycleGraph} />);
      expect(container.querySelector('.kyc-ownership__legend')).toBeNull();
      expect(container.querySelector('.kyc-ownership__edge--consolidation')).toBeNull();
    });

    it('draws them the same without script', () => {
      const html = renderToString(<OwnershipMap graph={gleifOnlyGraph} interactive={false} />);
      expect(html).toContain('kyc-ownership__edge--consolidation');
      expect(html).toContain('直接及最终母公司');
      expect(html).toContain('kyc-ownership__legend');
    });
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
      expect(container.querySelectorAll('[aria-pressed], .kyc-ownership__zoom')).toHaveLength(0);
      // Only the viewport takes focus: it scrolls with the keys when the drawing is larger.
      expect([...container.querySelectorAll('[tabindex]')]).toEqual([
        container.querySelector('.kyc-ownership__viewport'),
      ]);
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
      expect(html).not.toMatch(/role="button"|aria-pressed|kyc-ownership__zoom/i);
      expect(html.match(/class="kyc-ownership__node /g)).toHaveLength(
        layoutOwnership(simpleGraph).nodes.length,
      );
    });
  });
});
