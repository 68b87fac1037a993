import { useId } from 'react';
import { cx } from './_lib/cx';
import { type Locale, useResolvedLocale } from './_lib/locale';
import { pageItems } from './_lib/pageItems';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCount } from './_lib/tablePaging';

/** Props of `Pagination`. */
export interface PaginationProps {
  /** How many rows there are in all (shown as '共 N 条' / 'Total N'). */
  total: number;
  /** The page shown, from 1. The pager is controlled: update it in `onPageChange`. */
  currentPage: number;
  /**
   * Rows per page.
   *
   * @default 20
   */
  pageSize?: number;
  /**
   * Page size choices.
   *
   * @default [10, 20, 50, 80, 100]
   */
  pageSizes?: readonly number[];
  /** Called with the page asked for (a page number, previous or next). */
  onPageChange: (page: number) => void;
  /** Called with the new page size; without it the size choice is not shown. */
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * 'zh-CN' or 'en'.
   *
   * @default the nearest `LocaleProvider`'s, else 'zh-CN'
   */
  locale?: Locale;
  /** Extra class on the `<nav>`. */
  className?: string;
}

const TEXT = {
  'zh-CN': {
    nav: '分页',
    total: (total: number) => `共 ${total} 条`,
    size: '每页条数',
    option: (size: number) => `${size} 条/页`,
    previous: '上一页',
    next: '下一页',
    page: (page: number) => `第 ${page} 页`,
  },
  en: {
    nav: 'Pagination',
    total: (total: number) => `Total ${total}`,
    size: 'Rows per page',
    option: (size: number) => `${size} / page`,
    previous: 'Previous page',
    next: 'Next page',
    page: (page: number) => `Page ${page}`,
  },
};

/**
 * A pager: total count, page size choice (10/20/50/80/100, default 20), previous, page numbers, next.
 *
 * @param props - {@link PaginationProps}.
 * @example
 * ```tsx
 * <Pagination total={128} currentPage={2} onPageChange={setPage} />
 * ```
 */
export function Pagination({
  total,
  currentPage,
  pageSize = DEFAULT_PAGE_SIZE,
  pageSizes = PAGE_SIZES,
  onPageChange,
  onPageSizeChange,
  locale,
  className,
}: PaginationProps) {
  const text = TEXT[useResolvedLocale(locale)];
  const sizeId = useId();
  const count = pageCount(total, pageSize);
  return (
    <nav className={cx('kyc-pagination', className)} aria-label={text.nav}>
      <span className="kyc-pagination__total">{text.total(total)}</span>
      {onPageSizeChange && (
        <span className="kyc-pagination__size">
          <label htmlFor={sizeId} className="kyc-visually-hidden">
            {text.size}
          </label>
          <select
            id={sizeId}
            className="kyc-select kyc-select--compact"
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {text.option(size)}
              </option>
            ))}
          </select>
        </span>
      )}
      <button
        type="button"
        className="kyc-pagination__step"
        aria-label={text.previous}
        disabled={currentPage <= 1}
        onClick={() => onPageChange(currentPage - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="kyc-pagination__pages">
        {pageItems(currentPage, count).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${index}`} className="kyc-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="kyc-pagination__page"
                aria-label={text.page(item)}
                aria-current={item === currentPage ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="kyc-pagination__step"
        aria-label={text.next}
        disabled={currentPage >= count}
        onClick={() => onPageChange(currentPage + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
