import {
  cleanEdges,
  type OwnershipEdge,
  type OwnershipGraph,
  type OwnershipNode,
} from './ownershipGraph';

export interface PlacedNode extends OwnershipNode {
  /** 0 for the root, 1 for its direct holders, and so on up. */
  layer: number;
  x: number;
  y: number;
}

export interface OwnershipLayout {
  nodes: PlacedNode[];
  edges: OwnershipEdge[];
  width: number;
  height: number;
}

export const NODE_WIDTH = 184;
export const NODE_HEIGHT = 60;
const COLUMN_GAP = 32;
const LAYER_GAP = 110;
const MARGIN = 24;

/**
 * Places the nodes that hold the root, directly or through others, in layers by their shortest
 * distance to it: holders above, the root at the bottom. Nodes unrelated to the root are left out.
 */
export function layoutOwnership(graph: OwnershipGraph): OwnershipLayout {
  const edges = cleanEdges(graph);
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
  const widest = Math.max(...layers.map((layer) => layer.length));
  const width = MARGIN * 2 + widest * NODE_WIDTH + (widest - 1) * COLUMN_GAP;
  const height = MARGIN * 2 + layers.length * NODE_HEIGHT + (layers.length - 1) * LAYER_GAP;

  const nodes = layers.flatMap((members, layer) => {
    const rowWidth = members.length * NODE_WIDTH + (members.length - 1) * COLUMN_GAP;
    const left = (width - rowWidth) / 2;
    const y = MARGIN + (layers.length - 1 - layer) * (NODE_HEIGHT + LAYER_GAP);
    return members.map((node, column) => ({
      ...node,
      layer,
      x: left + column * (NODE_WIDTH + COLUMN_GAP),
      y,
    }));
  });
  const placed = new Set(nodes.map((node) => node.id));
  return {
    nodes,
    edges: edges.filter((edge) => placed.has(edge.holder) && placed.has(edge.company)),
    width,
    height,
  };
}
