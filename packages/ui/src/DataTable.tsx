import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cx } from './_lib/cx';
import { type Locale, useResolvedLocale } from './_lib/locale';
import { LoadingIndicator } from './LoadingIndicator';
import { Pagination } from './Pagination';
import type { TableController } from './useTableState';

/** One column of a `DataTable`. */
export interface DataTableColumn<Row> {
  /** The row field shown (and the column's React key). */
  key: string;
  /** The column heading. */
  header: ReactNode;
  /**
   * Cell content.
   *
   * @default `row[key]` as text
   */
  render?: (row: Row) => ReactNode;
  /**
   * Cell alignment: 'start', 'end' (numbers) or 'center'.
   *
   * @default 'start'
   */
  align?: 'start' | 'end' | 'center';
  /** CSS width, e.g. '12rem' or 160. */
  width?: string | number;
}

/** Props of `DataTable`. */
export interface DataTableProps<Row> {
  /** The columns, in order: a field `key`, a `header`, and optionally `render`, `align`, `width`. */
  columns: DataTableColumn<Row>[];
  /** State and actions from `useTableState`. */
  table: TableController<Row>;
  /** A stable key per row. */
  rowKey: (row: Row) => string;
  /** The table's accessible name, shown as its caption. */
  caption: string;
  /** Hides the caption visually (it stays for screen readers). */
  hideCaption?: boolean;
  /** Adds a checkbox column; selections live in `table.state.selections`. */
  selectable?: boolean;
  /**
   * How a row is named for its checkbox.
   *
   * @default its key
   */
  rowLabel?: (row: Row) => string;
  /**
   * Height of the scrolling body in px. `'auto'` lets the
   * table grow with its rows, so the page scrolls rather than a box inside it (a results list
   * that should show many rows at once).
   *
   * @default 500
   *
   * @default 500 (300 with `secondary`)
   */
  height?: number | 'auto';
  /** The second table of a page: 300 px high unless `height` says otherwise. */
  secondary?: boolean;
  /** Shows the loading indicator over the table and marks it busy (aria-busy). */
  loading?: boolean;
  /**
   * Text when there are no rows.
   *
   * @default '暂无数据' / 'No data'
   */
  emptyText?: ReactNode;
  /**
   * Page size choices of the pager.
   *
   * @default [10, 20, 50, 80, 100]
   */
  pageSizes?: readonly number[];
  /**
   * 'zh-CN' or 'en'.
   *
   * @default the nearest `LocaleProvider`'s, else 'zh-CN'
   */
  locale?: Locale;
  /** Extra class on the outer element. */
  className?: string;
}

/** Heights: the main table and a page's second table. */
export const TABLE_HEIGHT = 500;
export const SECONDARY_TABLE_HEIGHT = 300;

const TEXT = {
  'zh-CN': {
    empty: '暂无数据',
    selectPage: '选择本页全部',
    select: (name: string) => `选择 ${name}`,
  },
  en: {
    empty: 'No data',
    selectPage: 'Select all on this page',
    select: (name: string) => `Select ${name}`,
  },
};

function cellText(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown> | null)?.[key];
  return value === null || value === undefined ? '' : String(value);
}

function PageCheckbox({
  checked,
  mixed,
  label,
  onChange,
}: {
  checked: boolean;
  mixed: boolean;
  label: string;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="kyc-checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
    />
  );
}

/**
 * A data table with its state: paging (10/20/50/80/100, default 20), selection,
 * a fixed-height scrolling body (500 px, 300 px for a second table; or `height="auto"`, growing
 * with its rows) and the empty text '暂无数据'.
 *
 * @param props - {@link DataTableProps}.
 * @example
 * ```tsx
 * const table = useTableState(rows);
 * <DataTable caption="企业列表" table={table} columns={columns} rowKey={(r) => r.id} />
 * ```
 */
export function DataTable<Row>({
  columns,
  table,
  rowKey,
  caption,
  hideCaption = false,
  selectable = false,
  rowLabel,
  height,
  secondary = false,
  loading = false,
  emptyText,
  pageSizes,
  locale,
  className,
}: DataTableProps<Row>) {
  const language = useResolvedLocale(locale);
  const text = TEXT[language];
  const captionId = useId();
  const { state } = table;
  const pageRows = state.showDatas;
  const selectedOnPage = pageRows.filter((row) => state.selections.includes(row)).length;
  const allOnPage = pageRows.length > 0 && selectedOnPage === pageRows.length;
  const columnCount = columns.length + (selectable ? 1 : 0);
  const grows = height === 'auto';

  const togglePage = () => {
    const others = state.selections.filter((row) => !pageRows.includes(row));
    table.setSelections(allOnPage ? others : [...others, ...pageRows]);
  };

  return (
    <div className={cx('kyc-table', className)}>
      <section
        className={cx('kyc-table__scroll', grows && 'kyc-table__scroll--auto')}
        style={
          grows
            ? undefined
            : { height: height ?? (secondary ? SECONDARY_TABLE_HEIGHT : TABLE_HEIGHT) }
        }
        aria-labelledby={captionId}
        // Keyboard users must be able to scroll a fixed-height body; a growing one never scrolls.
        tabIndex={grows ? undefined : 0}
      >
        <table className="kyc-table__table" aria-busy={loading || undefined}>
          <caption id={captionId} className={cx(hideCaption && 'kyc-visually-hidden')}>
            {caption}
          </caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className="kyc-table__select">
                  <PageCheckbox
                    checked={allOnPage}
                    mixed={selectedOnPage > 0 && !allOnPage}
                    label={text.selectPage}
                    onChange={togglePage}
                  />
                </th>
              )}
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  style={{ width: column.width, textAlign: column.align }}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="kyc-table__empty">
                  {loading ? null : (emptyText ?? text.empty)}
                </td>
              </tr>
            ) : (
              pageRows.map((row) => {
                const key = rowKey(row);
                const selected = state.selections.includes(row);
                return (
                  <tr key={key} className={cx(selected && 'kyc-table__row--selected')}>
                    {selectable && (
                      <td className="kyc-table__select">
                        <input
                          type="checkbox"
                          className="kyc-checkbox"
                          aria-label={text.select(rowLabel ? rowLabel(row) : key)}
                          checked={selected}
                          onChange={() => table.toggleSelection(row)}
                        />
                      </td>
                    )}
                    {columns.map((column) => (
                      <td key={column.key} style={{ textAlign: column.align }}>
                        {column.render ? column.render(row) : cellText(row, column.key)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
        <LoadingIndicator active={loading} overlay locale={language} />
      </section>
      <Pagination
        total={state.total}
        currentPage={state.currentPage}
        pageSize={state.pageSize}
        pageSizes={pageSizes}
        onPageChange={table.setPage}
        onPageSizeChange={table.setPageSize}
        locale={language}
      />
    </div>
  );
}
