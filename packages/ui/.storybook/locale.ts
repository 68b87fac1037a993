import type { Bilingual, Locale } from '../src/_lib/locale';
import { toLocale } from '../src/_lib/locale';

/** The toolbar's languages, in the order the interaction tests run them. */
export const STORY_LOCALES: readonly Locale[] = ['zh-CN', 'en'];

/** A story context's `globals`: the toolbar's values merged with the story's own. */
type Globals = Record<string, unknown>;

/**
 * The language a story renders in, from its context's `globals`: the toolbar's `locale`, or the
 * story's own `globals.locale` when it pins one (Storybook merges those into `context.globals`).
 */
export function storyLocale(globals: Globals): Locale {
  return toLocale(globals.locale);
}

/** The text of the story's language from a bilingual table (the components' own shape). */
export function textOf<T>(globals: Globals, table: Bilingual<T>): T {
  return table[storyLocale(globals)];
}

/** Pagination's texts (see `Pagination.tsx`): used by the Pagination and DataTable plays. */
export const PAGINATION_TEXT: Bilingual<{
  total: (total: number) => string;
  size: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}> = {
  'zh-CN': {
    total: (total) => `共 ${total} 条`,
    size: '每页条数',
    previous: '上一页',
    next: '下一页',
    page: (page) => `第 ${page} 页`,
  },
  en: {
    total: (total) => `Total ${total}`,
    size: 'Rows per page',
    previous: 'Previous page',
    next: 'Next page',
    page: (page) => `Page ${page}`,
  },
};

/** The empty-table text of `DataTable` (and of `OwnershipMap`). */
export const EMPTY_TEXT: Bilingual = { 'zh-CN': '暂无数据', en: 'No data' };
