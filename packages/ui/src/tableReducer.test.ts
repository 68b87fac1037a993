import { describe, expect, it } from 'vitest';
import { createTableState } from './createTableState';
import { tableReducer } from './tableReducer';

const rows = Array.from({ length: 45 }, (_, index) => ({ id: index + 1 }));

describe('createTableState', () => {
  it('starts on page 1 with 20 rows a page', () => {
    const state = createTableState(rows);
    expect(state).toMatchObject({ currentPage: 1, pageSize: 20, total: 45, selections: [] });
    expect(state.showDatas).toEqual(rows.slice(0, 20));
  });

  it.each([[0], [-5], [Number.NaN]])('falls back to 20 for page size %s', (size) => {
    expect(createTableState(rows, size).pageSize).toBe(20);
  });

  it('treats non-array rows as empty', () => {
    expect(createTableState('nope' as unknown as never[])).toMatchObject({
      total: 0,
      showDatas: [],
    });
  });
});

describe('tableReducer', () => {
  const start = createTableState(rows);

  it.each([
    [2, 2, rows.slice(20, 40)],
    [3, 3, rows.slice(40)],
    [9, 3, rows.slice(40)],
    [0, 1, rows.slice(0, 20)],
    [Number.NaN, 1, rows.slice(0, 20)],
  ])('setPage %s goes to page %s', (page, expectedPage, expectedRows) => {
    const state = tableReducer(start, { type: 'setPage', page });
    expect(state.currentPage).toBe(expectedPage);
    expect(state.showDatas).toEqual(expectedRows);
  });

  it.each([
    [10, 10],
    [50, 45],
    [100, 45],
  ])('setPageSize %s shows %s rows from page 1', (pageSize, visible) => {
    const onPage3 = tableReducer(start, { type: 'setPage', page: 3 });
    const state = tableReducer(onPage3, { type: 'setPageSize', pageSize });
    expect(state).toMatchObject({ pageSize, currentPage: 1 });
    expect(state.showDatas).toHaveLength(visible);
  });

  it('ignores a page size below 1', () => {
    expect(tableReducer(start, { type: 'setPageSize', pageSize: 0 })).toBe(start);
  });

  it('toggles selections, which survive paging', () => {
    const first = rows[0] as { id: number };
    let state = tableReducer(start, { type: 'toggleSelection', row: first });
    state = tableReducer(state, { type: 'setPage', page: 2 });
    expect(state.selections).toEqual([first]);
    state = tableReducer(state, { type: 'toggleSelection', row: first });
    expect(state.selections).toEqual([]);
  });

  it('only selects rows it holds', () => {
    expect(tableReducer(start, { type: 'toggleSelection', row: { id: 99 } }).selections).toEqual(
      [],
    );
    expect(
      tableReducer(start, { type: 'setSelections', rows: [rows[1] as { id: number }, { id: 99 }] })
        .selections,
    ).toEqual([rows[1]]);
  });

  it('keeps only still-present selections and a valid page when data changes', () => {
    let state = tableReducer(start, { type: 'setSelections', rows: rows.slice(0, 3) });
    state = tableReducer(state, { type: 'setPage', page: 3 });
    state = tableReducer(state, { type: 'setData', rows: rows.slice(1, 25) });
    expect(state).toMatchObject({ total: 24, currentPage: 2, selections: rows.slice(1, 3) });
  });

  it('clear resets data and selection: total 0, page 1, page size 20', () => {
    let state = tableReducer(start, { type: 'setPageSize', pageSize: 50 });
    state = tableReducer(state, { type: 'setSelections', rows: rows.slice(0, 5) });
    state = tableReducer(state, { type: 'clear' });
    expect(state).toEqual({
      showDatas: [],
      allDatas: [],
      selections: [],
      pageSize: 20,
      currentPage: 1,
      total: 0,
    });
  });
});
