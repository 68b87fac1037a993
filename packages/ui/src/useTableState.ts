import { useMemo, useReducer } from 'react';
import type { TableState } from './_lib/tablePaging';
import { createTableState } from './createTableState';
import { tableReducer } from './tableReducer';

/** A table's state with its actions; pass it to `DataTable` as `table`. */
export interface TableController<Row> {
  state: TableState<Row>;
  setData(rows: Row[]): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  toggleSelection(row: Row): void;
  setSelections(rows: Row[]): void;
  /** Empties data and selection: total 0, page 1, page size 20. */
  clear(): void;
}

/**
 * Holds a `DataTable`'s state in a component: data, visible page, selections, paging.
 *
 * @param initialRows - The first data.
 * @param pageSize - Rows a page (default 20).
 * @returns The state and its actions.
 * @example const table = useTableState(companies); table.setPage(2);
 */
export function useTableState<Row>(
  initialRows: Row[] = [],
  pageSize?: number,
): TableController<Row> {
  const [state, dispatch] = useReducer(tableReducer<Row>, undefined, () =>
    createTableState(initialRows, pageSize),
  );
  const actions = useMemo(
    () => ({
      setData: (rows: Row[]) => dispatch({ type: 'setData', rows }),
      setPage: (page: number) => dispatch({ type: 'setPage', page }),
      setPageSize: (size: number) => dispatch({ type: 'setPageSize', pageSize: size }),
      toggleSelection: (row: Row) => dispatch({ type: 'toggleSelection', row }),
      setSelections: (rows: Row[]) => dispatch({ type: 'setSelections', rows }),
      clear: () => dispatch({ type: 'clear' }),
    }),
    [],
  );
  return { state, ...actions };
}
