import { describe, expect, it } from 'vitest';
import { getContent } from '../content.server';
import { ARTICLE_PATHS, loadArticle } from './loadArticle.server';

describe('loadArticle', () => {
  it.each([
    ['zh-CN', '', '2024年11月15日', '2025年11月3日'],
    ['en', '?lang=en', '15 Nov 2024', '03 Nov 2025'],
  ])('formats the dates for %s with formatDate', (locale, query, published, updated) => {
    const data = loadArticle(
      new Request(`https://kyc.example/insights-ubo-for-chinese-companies${query}`),
      '/insights-ubo-for-chinese-companies',
    );
    expect(data.locale).toBe(locale);
    expect(data.page.publishedAt).toBe('2024-11-15');
    expect(data.dates).toEqual({ published, updated });
  });

  it.each(ARTICLE_PATHS)('offers the three other insights as related reading (%s)', (path) => {
    const data = loadArticle(new Request(`https://kyc.example${path}?lang=en`), path);
    const pages = getContent('en').pages;
    expect(data.related.map((item) => item.href)).toEqual(ARTICLE_PATHS.filter((p) => p !== path));
    for (const item of data.related) {
      const other = pages[item.href as (typeof ARTICLE_PATHS)[number]];
      expect(item.title).toBe(other.title);
      expect(item.summary).toBe(other.meta.description);
    }
  });
});
