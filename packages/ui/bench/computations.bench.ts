import { bench, describe } from 'vitest';
import type { OwnershipGraph } from '../src/_lib/ownershipGraph';
import { computeBeneficialOwnership } from '../src/computeBeneficialOwnership';
import { createTableState } from '../src/createTableState';
import { tableReducer } from '../src/tableReducer';

/** A layered structure: `layers` levels of `width` companies, each held by two of the level above, plus persons on top. */
function layeredGraph(layers: number, width: number, cyclic: boolean): OwnershipGraph {
  const nodes: OwnershipGraph['nodes'] = [{ id: 'root', name: 'root', kind: 'company' }];
  const edges: OwnershipGraph['edges'] = [];
  let below = ['root'];
  for (let level = 0; level < layers; level += 1) {
    const ids = Array.from({ length: width }, (_, index) => `c${level}-${index}`);
    for (const id of ids) nodes.push({ id, name: id, kind: 'company' });
    below.forEach((company, index) => {
      const share = 1 / 3;
      edges.push({ holder: ids[index % width] as string, company, share });
      edges.push({ holder: ids[(index + 1) % width] as string, company, share });
    });
    below = ids;
  }
  below.forEach((company, index) => {
    const person = `p${index}`;
    nodes.push({ id: person, name: person, kind: 'person' });
    edges.push({ holder: person, company, share: 0.3 });
  });
  if (cyclic) {
    // Cross-holdings inside the first layer.
    for (let index = 0; index < width; index += 1) {
      edges.push({ holder: `c0-${index}`, company: `c0-${(index + 1) % width}`, share: 0.3 });
    }
  }
  return { rootId: 'root', nodes, edges };
}

describe('computeBeneficialOwnership', () => {
  const small = layeredGraph(3, 4, false);
  const medium = layeredGraph(5, 20, false);
  const cyclic = layeredGraph(5, 20, true);
  bench('16 companies, 4 persons, acyclic', () => {
    computeBeneficialOwnership(small);
  });
  bench('101 companies, 20 persons, acyclic', () => {
    computeBeneficialOwnership(medium);
  });
  bench('101 companies, 20 persons, with cross-holdings', () => {
    computeBeneficialOwnership(cyclic);
  });
});

describe('tableReducer', () => {
  const rows = Array.from({ length: 10_000 }, (_, index) => ({ id: index }));
  const state = createTableState(rows);
  bench('page change over 10 000 rows', () => {
    tableReducer(state, { type: 'setPage', page: 250 });
  });
  bench('select the first row of 10 000', () => {
    tableReducer(state, { type: 'toggleSelection', row: rows[0] as { id: number } });
  });
});
