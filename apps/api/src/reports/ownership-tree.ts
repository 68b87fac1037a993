import type { GraphEdge } from '../companies/beneficial-owners';
import { COLORS, type Layout } from './layout';

/** What a row of the map says besides the holder's name. */
export type TreeNote = 'not-traced' | 'shown-above' | 'cycle';

/** One box of the map: a holder under the company it holds, with the share on its link. */
export interface TreeRow {
  id: string;
  /** 0 for the company itself, 1 for its direct holders, and so on up. */
  level: number;
  /** The share this holder has in the box above it (null for the company itself). */
  percent: number | null;
  /** For levels 1…level: whether the box at that level is the last under its parent. */
  last: boolean[];
  /** True when the holders of this box follow it (drawn under it). */
  expanded: boolean;
  note: TreeNote | null;
}

/** Boxes drawn at most; a structure larger than this is summed up in a line. */
export const MAX_TREE_ROWS = 400;

/**
 * The ownership graph as a tree read from the top: the company, then under each box the
 * holders of it, largest share first. A holder met again is drawn again but not expanded
 * (`shown-above`; `cycle` when it holds one of its own holders); a company at the graph's
 * depth whose holders were not fetched is `not-traced`.
 *
 * @example ownershipRows('c1', [{ id: 'c1', kind: 'company', depth: 0 }], [], 4)
 * // [{ id: 'c1', level: 0, percent: null, last: [], expanded: false, note: null }]
 */
export function ownershipRows(
  rootId: string,
  nodes: readonly { id: string; kind: 'company' | 'person'; depth: number }[],
  edges: readonly GraphEdge[],
  depth: number,
  limit = MAX_TREE_ROWS,
): { rows: TreeRow[]; omitted: number } {
  const nodeById = new Map(nodes.map((node) => [node.id, node]));
  const holdersOf = new Map<string, GraphEdge[]>();
  for (const edge of edges) {
    const list = holdersOf.get(edge.to) ?? [];
    list.push(edge);
    holdersOf.set(edge.to, list);
  }
  for (const list of holdersOf.values())
    list.sort((a, b) => b.percent - a.percent || a.from.localeCompare(b.from));

  const rows: TreeRow[] = [];
  const expanded = new Set<string>();
  let omitted = 0;
  const visit = (id: string, percent: number | null, last: boolean[], path: Set<string>) => {
    if (rows.length >= limit) {
      omitted++;
      return;
    }
    const holders = holdersOf.get(id) ?? [];
    const node = nodeById.get(id);
    const row: TreeRow = { id, level: last.length, percent, last, expanded: false, note: null };
    rows.push(row);
    if (path.has(id)) {
      row.note = 'cycle';
      return;
    }
    if (expanded.has(id)) {
      if (holders.length > 0) row.note = 'shown-above';
      return;
    }
    if (holders.length === 0) {
      if (node?.kind === 'company' && node.depth >= depth && id !== rootId) row.note = 'not-traced';
      return;
    }
    expanded.add(id);
    row.expanded = true;
    path.add(id);
    holders.forEach((edge, index) => {
      visit(edge.from, edge.percent, [...last, index === holders.length - 1], path);
    });
    path.delete(id);
  };
  visit(rootId, null, [], new Set());
  return { rows, omitted };
}

/** How a box of the map reads: its name, the line under it, and how it is drawn. */
export interface TreeBox {
  name: string;
  note: string;
  kind: 'company' | 'person';
  isOwner: boolean;
  percent: string;
}

const STEP = 22;
const STEM = 10;
const PAD_X = 6;
const PAD_Y = 4;
const LINE = COLORS.faint;

/**
 * Draws the map's rows one under another from the current position, breaking pages between
 * rows: each row draws its own share of the connecting lines, so they carry on across a break.
 */
export function drawOwnershipTree(layout: Layout, rows: TreeRow[], box: (row: TreeRow) => TreeBox) {
  const { doc } = layout;
  const nameStyle = (row: TreeRow) =>
    row.level === 0
      ? ({ font: 'bold', size: 10 } as const)
      : ({ font: 'regular', size: 9 } as const);
  const noteStyle = { size: 7.5, color: COLORS.muted } as const;
  const pillStyle = { font: 'bold', size: 8, color: '#ffffff' } as const;

  for (const row of rows) {
    const content = box(row);
    const x = layout.left + row.level * STEP;
    const room = layout.right - x;
    const pill = content.percent ? layout.textWidth(content.percent, pillStyle) + 10 : 0;
    const textRoom = Math.max(60, room - pill - 2 * PAD_X);
    const nameWidth = Math.min(textRoom, layout.textWidth(content.name, nameStyle(row)) + 1);
    const noteWidth = content.note
      ? Math.min(textRoom, layout.textWidth(content.note, noteStyle) + 1)
      : 0;
    const inner = Math.max(nameWidth, noteWidth);
    const nameHeight = layout.measure(content.name, inner, nameStyle(row));
    const noteHeight = content.note ? layout.measure(content.note, inner, noteStyle) + 1 : 0;
    const boxWidth = pill + PAD_X + inner + PAD_X;
    const boxHeight = PAD_Y + nameHeight + noteHeight + PAD_Y;
    const rowHeight = boxHeight + 8;

    layout.ensure(rowHeight);
    const top = doc.y;
    const boxTop = top + 4;
    const middle = boxTop + boxHeight / 2;
    const bottom = top + rowHeight;

    doc.lineWidth(0.8).strokeColor(LINE);
    // The lines of the boxes further up that still have holders to come below this row.
    for (let level = 1; level < row.level; level++) {
      if (!row.last[level - 1]) {
        const lineX = layout.left + (level - 1) * STEP + STEM;
        doc.moveTo(lineX, top).lineTo(lineX, bottom).stroke();
      }
    }
    if (row.level > 0) {
      const lineX = layout.left + (row.level - 1) * STEP + STEM;
      const isLast = row.last[row.level - 1];
      doc
        .moveTo(lineX, top)
        .lineTo(lineX, isLast ? middle : bottom)
        .stroke();
      doc.moveTo(lineX, middle).lineTo(x, middle).stroke();
    }
    if (row.expanded) {
      // The holders below point up into this box: the arrow shows which way ownership runs.
      const stemX = x + STEM;
      doc
        .moveTo(stemX, boxTop + boxHeight + 4)
        .lineTo(stemX, bottom)
        .stroke();
      doc
        .polygon(
          [stemX - 3, boxTop + boxHeight + 5],
          [stemX + 3, boxTop + boxHeight + 5],
          [stemX, boxTop + boxHeight],
        )
        .fill(LINE);
    }

    const colors = content.kind === 'person' ? COLORS.person : COLORS.company;
    doc.roundedRect(x, boxTop, boxWidth, boxHeight, 3).fill(colors.fill);
    if (pill) {
      doc.save();
      doc.roundedRect(x, boxTop, boxWidth, boxHeight, 3).clip();
      doc.rect(x, boxTop, pill, boxHeight).fill(COLORS.accent);
      doc.restore();
      layout.put(content.percent, x + 5, middle - 5.5, pill - 8, pillStyle);
    }
    doc
      .roundedRect(x, boxTop, boxWidth, boxHeight, 3)
      .lineWidth(content.isOwner ? 1.6 : 0.7)
      .strokeColor(content.isOwner ? COLORS.owner : colors.stroke)
      .stroke();
    layout.put(content.name, x + pill + PAD_X, boxTop + PAD_Y - 0.5, inner + 1, nameStyle(row));
    if (content.note)
      layout.put(content.note, x + pill + PAD_X, boxTop + PAD_Y + nameHeight, inner + 1, {
        ...noteStyle,
        color: content.isOwner ? COLORS.owner : COLORS.muted,
      });
    doc.y = bottom;
  }
}
