import { DEFAULT_PAGE_SIZE, type TableState, withPage } from './_lib/tablePaging';

/**
 * A table state holding `rows`, on page 1 with `pageSize` rows a page (default 20).
 *
 * @param rows - The data.
 * @param pageSize - Rows a page.
 * @returns The table state on page 1.
 * @example createTableState(rows).showDatas.length // ≤ 20
 */
export function createTableState<Row>(
  rows: Row[] = [],
  pageSize: number = DEFAULT_PAGE_SIZE,
): TableState<Row> {
  const empty: TableState<Row> = {
    showDatas: [],
    allDatas: Array.isArray(rows) ? rows : [],
    selections: [],
    pageSize: DEFAULT_PAGE_SIZE,
    currentPage: 1,
    total: 0,
  };
  const size = Math.trunc(pageSize);
  return withPage(empty, 1, size > 0 ? size : DEFAULT_PAGE_SIZE);
}
