import { formatPercent } from '@kyc/formatters';
import {
  type CleanConsolidation,
  cleanConsolidations,
  cleanEdges,
  type OwnershipEdge,
  type OwnershipGraph,
  type OwnershipNode,
} from './ownershipGraph';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedNode extends OwnershipNode, Box {
  /** 0 for the root, 1 for its direct holders, and so on up. */
  layer: number;
  /** The name in one or two lines that fit the box (the last one ends in … if cut). */
  lines: string[];
  /** The second text (options.meta) in one or two lines, cut with … only past the widest box. */
  meta: string[];
}

export interface PlacedEdge extends OwnershipEdge {
  /**
   * Set on an accounting-consolidation edge (`holder` is the parent, `share` 0): its levels.
   * Drawn apart from the shareholdings, with no percentage.
   */
  consolidation?: CleanConsolidation['levels'];
  /** down: holder in a layer above; same: one layer (a curve over or under the row); up: below. */
  kind: 'down' | 'same' | 'up';
  /** The cubic Bézier from the holder's port to the company's port: start, 2 controls, end. */
  curve: [Point, Point, Point, Point];
  /** The share's (or the consolidation's) pill, placed on the curve where it covers no node and no other pill. */
  label: Box & { text: string };
}

export interface OwnershipLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
}

export interface LayoutOptions {
  /** The node's second line (English name, effective ownership…); default its English name. */
  meta?: (node: OwnershipNode) => string;
  /** The pill of a consolidation edge, from its levels; default the levels joined by '+'. */
  consolidationLabel?: (levels: CleanConsolidation['levels']) => string;
}

export const NAME_SIZE = 14;
export const META_SIZE = 12;
export const LABEL_SIZE = 12;
export const NAME_LINE = 18;
export const META_LINE = 16;
export const PAD_X = 12;
export const LABEL_HEIGHT = 20;
const MIN_WIDTH = 184;
const MAX_WIDTH = 280;
const COLUMN_GAP = 48;
const LAYER_GAP = 100;
const MARGIN = 16;

/**
 * A conservative estimate of a text's width in px (no DOM: the layout also runs on the server):
 * CJK and full-width characters are 1 em, Latin letters and digits from the widths of common
 * sans-serif fonts, rounded up.
 */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x2e80) em += 1;
    else if (char === ' ') em += 0.32;
    else if ("il.,:;!|'`()[]".includes(char)) em += 0.36;
    else if ('mwMW%@'.includes(char)) em += 0.94;
    else if (char >= 'A' && char <= 'Z') em += 0.74;
    else em += 0.62;
  }
  return em * size * (bold ? 1.08 : 1);
}

/** The text cut to `max` px with an ellipsis. */
export function fitText(text: string, max: number, size: number, bold = false): string {
  if (textWidth(text, size, bold) <= max) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('').trimEnd()}…`, size, bold) > max) {
    chars.pop();
  }
  return `${chars.join('').trimEnd()}…`;
}

/**
 * Breaks a name into lines of at most `max` px: Latin text at spaces (a too long word by
 * characters), CJK text between any two characters. Returns every line, however many.
 */
export function wrapText(text: string, max: number, size: number, bold = false): string[] {
  const tokens = text.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+\s*|\s+/g) ?? [];
  const fits = (value: string) => textWidth(value.trimEnd(), size, bold) <= max;
  const lines: string[] = [];
  let line = '';
  const start = (token: string) => {
    line = token;
    // A single word wider than the line: cut it by characters.
    while (!fits(line) && [...line].length > 1) {
      let head = '';
      for (const char of line) {
        if (head && !fits(head + char)) break;
        head += char;
      }
      lines.push(head);
      line = line.slice(head.length);
    }
  };
  for (const token of tokens) {
    if (line === '') {
      if (token.trim()) start(token);
    } else if (fits(line + token)) {
      line += token;
    } else {
      lines.push(line.trimEnd());
      line = '';
      if (token.trim()) start(token);
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

interface Sized {
  width: number;
  lines: string[];
  meta: string[];
}

/** At most `most` lines of the text in `inner` px, the last one cut with … if needed. */
function clampLines(text: string, inner: number, size: number, bold: boolean, most: number) {
  const lines = wrapText(text, inner, size, bold);
  if (lines.length <= most) return lines;
  return [...lines.slice(0, most - 1), fitText(lines.slice(most - 1).join(' '), inner, size, bold)];
}

/**
 * The narrowest box (MIN_WIDTH…MAX_WIDTH) that shows the name and the meta in one line each,
 * else the name in two, else both in two; past that the last lines are cut with an ellipsis.
 */
function sizeNode(name: string, meta: string): Sized {
  for (const [nameLines, metaLines] of [
    [1, 1],
    [2, 1],
    [2, 2],
  ] as const) {
    for (let width = MIN_WIDTH; width <= MAX_WIDTH; width += 8) {
      const inner = width - PAD_X * 2;
      const lines = wrapText(name, inner, NAME_SIZE, true);
      const metas = meta ? wrapText(meta, inner, META_SIZE) : [];
      if (lines.length <= nameLines && metas.length <= metaLines) {
        return { width, lines, meta: metas };
      }
    }
  }
  const inner = MAX_WIDTH - PAD_X * 2;
  return {
    width: MAX_WIDTH,
    lines: clampLines(name, inner, NAME_SIZE, true, 2),
    meta: meta ? clampLines(meta, inner, META_SIZE, false, 2) : [],
  };
}

export function bezierPoint([p0, p1, p2, p3]: PlacedEdge['curve'], t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return {
    x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
    y: a * p0.y + b * p1.y + c * p2.y + d * p3.y,
  };
}

export function boxesOverlap(a: Box, b: Box, gap = 0): boolean {
  return (
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap
  );
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** SVG path data of an edge's curve. */
export function curvePath([p0, p1, p2, p3]: PlacedEdge['curve']): string {
  const n = (value: number) => Math.round(value * 10) / 10;
  return `M${n(p0.x)} ${n(p0.y)} C${n(p1.x)} ${n(p1.y)} ${n(p2.x)} ${n(p2.y)} ${n(p3.x)} ${n(p3.y)}`;
}

/** Where on the curve the pill goes: the middle first, then outwards. */
const LABEL_AT = [0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.2, 0.8, 0.15, 0.85];

/**
 * Places the nodes that hold the root, directly or through others, in layers by their shortest
 * distance to it: holders above, the root at the bottom, each layer ordered by where its holdings
 * are. Nodes unrelated to the root are left out. Boxes are wide enough for the name in two lines
 * (up to a limit). Each edge leaves and enters at its own port, spread over the box's side; edges
 * within one layer curve over (left to right) or under (right to left) the row; each share's pill
 * sits on its curve clear of every node and every other pill where the curve allows it.
 * Accounting-consolidation parents (`graph.consolidations`) are placed like holders, their edges
 * carry `consolidation` and a pill from `options.consolidationLabel` instead of a percentage.
 *
 * @example layoutOwnership(graph, { meta: (node) => node.englishName ?? '' }).nodes[0] // { id, x, y, width, … }
 */
export function layoutOwnership(
  graph: OwnershipGraph,
  options: LayoutOptions = {},
): OwnershipLayout {
  // Consolidation parents are placed like holders: above the company they consolidate.
  const edges: (OwnershipEdge & { consolidation?: CleanConsolidation['levels'] })[] = [
    ...cleanEdges(graph),
    ...cleanConsolidations(graph).map((c) => ({
      holder: c.parent,
      company: c.company,
      share: 0,
      consolidation: c.levels,
    })),
  ];
  const byId = new Map(
    (Array.isArray(graph?.nodes) ? graph.nodes : []).map((node) => [node.id, node]),
  );
  const root = byId.get(graph?.rootId);
  if (!root) return { nodes: [], edges: [], width: 0, height: 0 };

  const layerOf = new Map<string, number>([[root.id, 0]]);
  const queue = [root.id];
  for (let head = 0; head < queue.length; head += 1) {
    const company = queue[head] as string;
    for (const edge of edges) {
      if (edge.company === company && !layerOf.has(edge.holder)) {
        layerOf.set(edge.holder, (layerOf.get(company) ?? 0) + 1);
        queue.push(edge.holder);
      }
    }
  }

  const layers: OwnershipNode[][] = [];
  for (const id of queue) {
    const node = byId.get(id);
    const layer = layerOf.get(id) ?? 0;
    if (!node) continue;
    const members = layers[layer] ?? [];
    members.push(node);
    layers[layer] = members;
  }
  // Each holder above the mean position of what it holds one layer down (fewer crossings).
  for (let layer = 1; layer < layers.length; layer += 1) {
    const below = new Map((layers[layer - 1] ?? []).map((node, index) => [node.id, index]));
    const weight = new Map<string, number>();
    for (const node of layers[layer] ?? []) {
      const held = edges
        .filter((edge) => edge.holder === node.id && below.has(edge.company))
        .map((edge) => below.get(edge.company) as number);
      weight.set(node.id, held.length ? held.reduce((a, b) => a + b, 0) / held.length : 0);
    }
    layers[layer]?.sort((a, b) => (weight.get(a.id) ?? 0) - (weight.get(b.id) ?? 0));
  }

  const meta = options.meta ?? ((node: OwnershipNode) => node.englishName ?? '');
  const sized = new Map(
    queue.flatMap((id) => {
      const node = byId.get(id);
      return node ? [[id, sizeNode(node.name, meta(node))] as const] : [];
    }),
  );
  const nodeHeight = Math.max(
    62,
    ...[...sized.values()].map(
      (size) => size.lines.length * NAME_LINE + size.meta.length * META_LINE + 28,
    ),
  );
  const rowWidth = (members: OwnershipNode[]) =>
    members.reduce((sum, node) => sum + (sized.get(node.id)?.width ?? MIN_WIDTH), 0) +
    (members.length - 1) * COLUMN_GAP;
  const widest = Math.max(...layers.map(rowWidth));

  const nodes: PlacedNode[] = layers.flatMap((members, layer) => {
    let x = (widest - rowWidth(members)) / 2;
    const y = (layers.length - 1 - layer) * (nodeHeight + LAYER_GAP);
    return members.map((node) => {
      const size = sized.get(node.id) as Sized;
      const placed = { ...node, layer, x, y, width: size.width, height: nodeHeight };
      x += size.width + COLUMN_GAP;
      return { ...placed, lines: size.lines, meta: size.meta };
    });
  });
  const position = new Map(nodes.map((node) => [node.id, node]));
  const kept = edges.filter((edge) => position.has(edge.holder) && position.has(edge.company));

  // Ports: every edge end on a side of a box, ordered by where the other end is, spread evenly.
  type Side = 'top' | 'bottom';
  const ends = kept.map((edge) => {
    const holder = position.get(edge.holder) as PlacedNode;
    const company = position.get(edge.company) as PlacedNode;
    const kind: PlacedEdge['kind'] =
      holder.layer > company.layer ? 'down' : holder.layer === company.layer ? 'same' : 'up';
    const over = kind === 'same' && holder.x < company.x;
    const from: Side = kind === 'down' || (kind === 'same' && !over) ? 'bottom' : 'top';
    const to: Side = kind === 'up' || (kind === 'same' && !over) ? 'bottom' : 'top';
    return { edge, holder, company, kind, from, to };
  });
  const sides = new Map<string, { key: string; other: number }[]>();
  const addPort = (node: PlacedNode, side: Side, key: string, other: PlacedNode) => {
    const list = sides.get(`${node.id}:${side}`) ?? [];
    list.push({ key, other: other.x + other.width / 2 });
    sides.set(`${node.id}:${side}`, list);
  };
  ends.forEach(({ holder, company, from, to }, index) => {
    addPort(holder, from, `${index}:from`, company);
    addPort(company, to, `${index}:to`, holder);
  });
  const portX = new Map<string, number>();
  for (const [sideKey, list] of sides) {
    const node = position.get(sideKey.slice(0, sideKey.lastIndexOf(':'))) as PlacedNode;
    list.sort((a, b) => a.other - b.other);
    list.forEach((port, index) => {
      portX.set(port.key, node.x + (node.width * (index + 1)) / (list.length + 1));
    });
  }

  const boxes: Box[] = nodes;
  const pills: Box[] = [];
  const placed: PlacedEdge[] = ends.map(({ edge, holder, company, kind, from, to }, index) => {
    const start = {
      x: portX.get(`${index}:from`) as number,
      y: from === 'top' ? holder.y : holder.y + holder.height,
    };
    const end = {
      x: portX.get(`${index}:to`) as number,
      y: to === 'top' ? company.y : company.y + company.height,
    };
    let curve: PlacedEdge['curve'];
    if (kind === 'same') {
      const lift = Math.min(LAYER_GAP * 0.55, 40 + Math.abs(end.x - start.x) * 0.08);
      const out = from === 'top' ? -lift : lift;
      curve = [start, { x: start.x, y: start.y + out }, { x: end.x, y: end.y + out }, end];
    } else {
      const bend = (end.y - start.y) / 2;
      curve = [start, { x: start.x, y: start.y + bend }, { x: end.x, y: end.y - bend }, end];
    }
    const text = edge.consolidation
      ? (options.consolidationLabel ?? ((levels) => levels.join('+')))(edge.consolidation)
      : formatPercent(edge.share);
    const width = Math.ceil(textWidth(text, LABEL_SIZE)) + 14;
    const candidates = LABEL_AT.map((t) => {
      const at = bezierPoint(curve, t);
      const box = { x: at.x - width / 2, y: at.y - LABEL_HEIGHT / 2, width, height: LABEL_HEIGHT };
      const onNodes = boxes.reduce((sum, node) => sum + overlapArea(box, node), 0);
      const free = onNodes === 0 && !boxes.some((node) => boxesOverlap(box, node, 2));
      const clear = free && !pills.some((pill) => boxesOverlap(box, pill, 2));
      return { box, onNodes, free, clear };
    });
    const best =
      candidates.find((candidate) => candidate.clear) ??
      candidates.find((candidate) => candidate.free) ??
      [...candidates].sort((a, b) => a.onNodes - b.onNodes)[0];
    const label = { ...(best?.box as Box), text };
    pills.push(label);
    return { ...edge, kind, curve, label };
  });

  // Everything drawn, curves included, inside the margin.
  let minX = 0;
  let minY = 0;
  let maxX = widest;
  let maxY = layers.length * nodeHeight + (layers.length - 1) * LAYER_GAP;
  for (const edge of placed) {
    for (let step = 0; step <= 16; step += 1) {
      const at = bezierPoint(edge.curve, step / 16);
      minX = Math.min(minX, at.x);
      maxX = Math.max(maxX, at.x);
      minY = Math.min(minY, at.y);
      maxY = Math.max(maxY, at.y);
    }
    const { label } = edge;
    minX = Math.min(minX, label.x);
    maxX = Math.max(maxX, label.x + label.width);
    minY = Math.min(minY, label.y);
    maxY = Math.max(maxY, label.y + label.height);
  }
  const dx = MARGIN - minX;
  const dy = MARGIN - minY;
  const move = (point: Point) => ({ x: point.x + dx, y: point.y + dy });
  return {
    nodes: nodes.map((node) => ({ ...node, ...move(node) })),
    edges: placed.map((edge) => ({
      ...edge,
      curve: edge.curve.map(move) as PlacedEdge['curve'],
      label: { ...edge.label, ...move(edge.label) },
    })),
    width: Math.ceil(maxX - minX + MARGIN * 2),
    height: Math.ceil(maxY - minY + MARGIN * 2),
  };
}
