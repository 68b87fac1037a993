/** Table UI state. Paging happens here, on `allDatas`; `showDatas` is the visible page. */
export interface TableState<Row> {
  showDatas: Row[];
  allDatas: Row[];
  selections: Row[];
  pageSize: number;
  currentPage: number;
  total: number;
}

/** Page size options, and the default. */
export const PAGE_SIZES = [10, 20, 50, 80, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The state showing `page` (clamped to the pages that exist) at `pageSize` rows a page. */
export function withPage<Row>(
  state: TableState<Row>,
  page: number,
  pageSize: number,
): TableState<Row> {
  const wanted = Number.isFinite(page) ? Math.trunc(page) : 1;
  const currentPage = Math.min(Math.max(1, wanted), pageCount(state.allDatas.length, pageSize));
  const start = (currentPage - 1) * pageSize;
  return {
    ...state,
    pageSize,
    currentPage,
    total: state.allDatas.length,
    showDatas: state.allDatas.slice(start, start + pageSize),
  };
}
