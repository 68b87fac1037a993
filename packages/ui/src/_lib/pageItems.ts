/** A page button or a gap ('…') in the pager. */
export type PageItem = number | 'gap';

/**
 * The pages a pager shows: always the first and last, the current one with `around` neighbours
 * on each side, and a gap where pages are skipped. Up to 7 pages are all shown.
 */
export function pageItems(current: number, count: number, around = 1): PageItem[] {
  if (count <= 7) return Array.from({ length: Math.max(count, 1) }, (_, index) => index + 1);
  const start = Math.max(2, current - around);
  const end = Math.min(count - 1, current + around);
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < count - 1) items.push('gap');
  items.push(count);
  return items;
}
