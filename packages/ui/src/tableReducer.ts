import { type TableState, withPage } from './_lib/tablePaging';
import { createTableState } from './createTableState';

export type { TableState };

/** What can happen to a table. */
export type TableAction<Row> =
  | { type: 'setData'; rows: Row[] }
  | { type: 'setPage'; page: number }
  | { type: 'setPageSize'; pageSize: number }
  | { type: 'toggleSelection'; row: Row }
  | { type: 'setSelections'; rows: Row[] }
  | { type: 'clear' };

/**
 * The pure state machine behind `DataTable`. Pages are clamped to the ones that exist, a new page
 * size starts again at page 1, selections survive paging, new data keeps only the selections
 * still present, and `clear` resets data and selection with total 0, page 1, page size 20.
 *
 * @param state - The table state.
 * @param action - What happened.
 * @returns The next state.
 * @example tableReducer(state, { type: 'setPageSize', pageSize: 50 })
 */
export function tableReducer<Row>(
  state: TableState<Row>,
  action: TableAction<Row>,
): TableState<Row> {
  switch (action.type) {
    case 'setData': {
      const rows = Array.isArray(action.rows) ? action.rows : [];
      const selections = state.selections.filter((row) => rows.includes(row));
      return withPage({ ...state, allDatas: rows, selections }, state.currentPage, state.pageSize);
    }
    case 'setPage':
      return withPage(state, action.page, state.pageSize);
    case 'setPageSize': {
      const size = Math.trunc(action.pageSize);
      return size > 0 ? withPage(state, 1, size) : state;
    }
    case 'toggleSelection': {
      const selected = state.selections.includes(action.row);
      if (!selected && !state.allDatas.includes(action.row)) return state;
      return {
        ...state,
        selections: selected
          ? state.selections.filter((row) => row !== action.row)
          : [...state.selections, action.row],
      };
    }
    case 'setSelections':
      return { ...state, selections: action.rows.filter((row) => state.allDatas.includes(row)) };
    case 'clear':
      return createTableState<Row>();
    default:
      return state;
  }
}
