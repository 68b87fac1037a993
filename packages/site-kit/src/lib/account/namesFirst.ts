/**
 * A company's two names in the order a page shows them (SPEC §5): the page language's name
 * first, the other one after it only when it differs; the dash when there is neither.
 *
 * @example namesFirst({ name: '皇家獅航運有限公司', nameEn: 'Royal Lion Shipping Limited' }, 'en', '-')
 * // { primary: 'Royal Lion Shipping Limited', other: '皇家獅航運有限公司' }
 */
export function namesFirst(
  row: { name?: string | null; nameZh?: string | null; nameEn?: string | null },
  locale: 'zh-CN' | 'en',
  dash: string,
): { primary: string; other?: string } {
  const chinese = (row.nameZh ?? row.name)?.trim();
  const english = row.nameEn?.trim();
  const [first, second] = locale === 'en' ? [english, chinese] : [chinese, english];
  const other = first && second && second !== first ? second : undefined;
  return { primary: first || second || dash, ...(other ? { other } : {}) };
}
