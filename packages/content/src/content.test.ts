import { describe, expect, it } from 'vitest';
import { getContent, LOCALES, ROUTES } from './index';
import * as interfaceWords from './interface';
import type {
  AnyPage,
  Article,
  Locale,
  MarketingMeta,
  PageMeta,
  RoutePath,
  SiteContent,
} from './types';

const content: Record<Locale, SiteContent> = { 'zh-CN': getContent('zh-CN'), en: getContent('en') };
const paths = ROUTES.map((route) => route.path);
const routePaths = new Set<string>(paths);

function pageOf(locale: Locale, path: RoutePath): AnyPage {
  return content[locale].pages[path];
}

/** Every string in a value, with its location. */
function strings(value: unknown, at = '$'): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  }
  return [];
}

/** The shape of a value: keys, array lengths, and ids, but not the wording. */
const VERBATIM = ['id', 'kind', 'href', 'trackingLabel', 'icon', 'number', 'language'];

function shape(value: unknown, parent = '', verbatimKeys: readonly string[] = VERBATIM): unknown {
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return value.map((item) => shape(item, '', verbatimKeys));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => {
          const verbatim = verbatimKeys.includes(key) || (parent === 'meta' && key === 'name');
          return [key, verbatim ? item : shape(item, key, verbatimKeys)];
        }),
    );
  }
  return value;
}

/** The tables of `@kyc/content/interface`, by name (its one function left out). */
const interfaceTables = Object.entries(interfaceWords).flatMap(
  ([name, value]): [string, Record<Locale, unknown>][] =>
    typeof value === 'function' ? [] : [[name, value]],
);

/** The `{placeholders}` of a template, sorted. */
function placeholders(template: string): string[] {
  return [...new Set(template.match(/\{\w+\}/g))].sort();
}

function sectionIds(page: AnyPage): string[] {
  switch (page.kind) {
    case 'marketing':
      return page.sections.map((section) => section.id);
    case 'article':
      return page.sections.map((section) => section.id);
    case 'legal':
      return page.clauses.map((clause) => clause.id);
    case 'utility':
      return Object.keys(page.labels);
  }
}

function isMarketingMeta(meta: PageMeta): meta is MarketingMeta {
  return 'searchTitle' in meta;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function articleText(article: Article): string {
  return article.sections
    .flatMap((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])])
    .join(' ');
}

describe('routes and locales', () => {
  it('lists both locales, Chinese first', () => {
    expect(LOCALES).toEqual(['zh-CN', 'en']);
    for (const locale of LOCALES) expect(getContent(locale).locale).toBe(locale);
  });

  it('has unique paths and route names', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
  });

  it('gives both locales exactly the pages of ROUTES', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(content[locale].pages).sort()).toEqual([...paths].sort());
    }
  });

  it('names each page after its route, identically in both locales', () => {
    for (const { path, name } of ROUTES) {
      for (const locale of LOCALES) expect(pageOf(locale, path).meta.name, path).toBe(name);
      expect(pageOf('en', path).meta.trackingLabel).toBe(pageOf('zh-CN', path).meta.trackingLabel);
    }
  });

  it('uses unique snake_case tracking labels', () => {
    const labels = paths.map((path) => pageOf('en', path).meta.trackingLabel);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[a-z][a-z0-9_]*$/);
  });
});

describe('both locales have the same structure', () => {
  it.each(paths)('%s has the same kind and section ids', (path) => {
    const zh = pageOf('zh-CN', path);
    const en = pageOf('en', path);
    expect(en.kind).toBe(zh.kind);
    expect(sectionIds(en)).toEqual(sectionIds(zh));
    expect(new Set(sectionIds(en)).size).toBe(sectionIds(en).length);
  });

  it.each(paths)('%s has the same shape', (path) => {
    expect(shape(pageOf('en', path))).toEqual(shape(pageOf('zh-CN', path)));
  });

  it('has the same navigation, footer, common labels and 404 page', () => {
    for (const key of ['nav', 'footer', 'common', 'notFound', 'languages', 'brand'] as const) {
      expect(shape(content.en[key]), key).toEqual(shape(content['zh-CN'][key]));
    }
  });
});

describe('interface words', () => {
  it('has every table in both locales and nothing else', () => {
    expect(interfaceTables.length).toBeGreaterThanOrEqual(25);
    for (const [name, table] of interfaceTables) {
      expect(Object.keys(table).sort(), name).toEqual([...LOCALES].sort());
    }
  });

  // Interface words hold no ids or links: every key, `kind` and `language` included, is wording.
  it.each(interfaceTables)('%s has the same shape in both locales', (_name, table) => {
    expect(shape(table.en, '', [])).toEqual(shape(table['zh-CN'], '', []));
  });

  it.each(interfaceTables)('%s has no empty string', (name, table) => {
    for (const locale of LOCALES) {
      for (const [at, value] of strings(table[locale], `${name}.${locale}`)) {
        expect(value.trim(), at).not.toBe('');
      }
    }
  });

  it.each(interfaceTables)('%s uses the same placeholders in both locales', (name, table) => {
    const english = new Map(strings(table.en));
    for (const [at, chinese] of strings(table['zh-CN'])) {
      expect(placeholders(english.get(at) ?? ''), `${name}${at.slice(1)}`).toEqual(
        placeholders(chinese),
      );
    }
  });

  // A table whose locales were swapped, or English words left untranslated, shows here.
  it.each(interfaceTables)('%s is Chinese in zh-CN and free of Chinese in en', (name, table) => {
    const han = /\p{Script=Han}/u;
    const chinese = strings(table['zh-CN']).map(([, value]) => value);
    expect(
      chinese.some((value) => han.test(value)),
      name,
    ).toBe(true);
    expect(strings(table.en).filter(([, value]) => han.test(value))).toEqual([]);
  });

  it('keeps the brand consistent in each locale', () => {
    for (const [name, table] of interfaceTables) {
      const en = strings(table.en).map(([, value]) => value);
      const zh = strings(table['zh-CN']).map(([, value]) => value);
      expect(
        en.filter((value) => value.includes('KYC 全球')),
        name,
      ).toEqual([]);
      expect(
        zh.filter((value) => value.includes('KYC Global')),
        name,
      ).toEqual([]);
    }
  });
});

describe('metadata', () => {
  it.each(paths)('%s has complete metadata', (path) => {
    for (const locale of LOCALES) {
      const page = pageOf(locale, path);
      const { meta } = page;
      for (const field of ['title', 'name', 'trackingLabel', 'pageName'] as const) {
        expect(meta[field].trim(), `${locale} ${path} ${field}`).not.toBe('');
      }
      if (page.kind !== 'utility') {
        expect(isMarketingMeta(meta), `${locale} ${path} needs searchTitle`).toBe(true);
        if (isMarketingMeta(meta)) {
          expect(meta.searchTitle.trim()).not.toBe('');
          expect(meta.description.trim()).not.toBe('');
        }
      }
    }
  });

  it.each(paths)('%s has a description of the right length', (path) => {
    for (const locale of LOCALES) {
      const { meta } = pageOf(locale, path);
      if (!isMarketingMeta(meta)) continue;
      const length = Array.from(meta.description).length;
      const [min, max] = locale === 'en' ? [120, 160] : [60, 80];
      expect(length, `${locale} ${path}: "${meta.description}"`).toBeGreaterThanOrEqual(min);
      expect(length, `${locale} ${path}: "${meta.description}"`).toBeLessThanOrEqual(max);
    }
  });
});

describe('text', () => {
  it.each(LOCALES)('%s has no empty or untrimmed string anywhere', (locale) => {
    for (const [at, value] of strings(content[locale])) {
      expect(value.trim(), at).not.toBe('');
      expect(value, at).toBe(value.trim());
    }
  });

  it('keeps the brand consistent in each locale', () => {
    const en = strings(content.en).map(([, value]) => value);
    const zh = strings(content['zh-CN']).map(([, value]) => value);
    expect(en.filter((value) => value.includes('KYC 全球'))).toEqual([]);
    expect(zh.filter((value) => value.includes('KYC Global'))).toEqual([]);
    expect(content.en.brand.name).toBe('KYC Global');
    expect(content['zh-CN'].brand.name).toBe('KYC 全球企业尽调');
  });

  it('links only to known routes or to anchors of the same page', () => {
    for (const locale of LOCALES) {
      for (const path of paths) {
        const page = pageOf(locale, path);
        const ids = new Set(sectionIds(page));
        for (const [at, href] of strings(page).filter(([key]) => key.endsWith('.href'))) {
          if (href.startsWith('#')) expect(ids.has(href.slice(1)), `${path} ${at}`).toBe(true);
          else expect(routePaths.has(href), `${path} ${at} ${href}`).toBe(true);
        }
      }
      for (const [at, href] of strings(content[locale].nav).filter(([key]) =>
        key.endsWith('.href'),
      )) {
        expect(routePaths.has(href), at).toBe(true);
      }
    }
  });

  it('has the old-browser alert of SPEC §1', () => {
    expect(content['zh-CN'].oldBrowserAlert).toMatch(/浏览器.*Chrome.*Edge.*360/);
    expect(content.en.oldBrowserAlert).toMatch(/Chrome.*Edge.*360/);
  });

  it('shows the apply button texts of SPEC §3', () => {
    expect(content['zh-CN'].nav.useNow).toBe('立即使用');
    expect(content['zh-CN'].nav.applyTrial).toBe('申请试用');
    expect(content['zh-CN'].common.noData).toBe('暂无数据');
  });
});

describe('FAQ', () => {
  it.each(LOCALES)('%s has at least ten complete questions', (locale) => {
    const page = content[locale].pages['/about-us-faq'];
    const items = page.sections.flatMap((section) => (section.kind === 'faq' ? section.items : []));
    expect(items.length).toBeGreaterThanOrEqual(10);
    for (const item of items) {
      expect(item.question.trim()).not.toBe('');
      expect(item.answer.trim()).not.toBe('');
    }
  });
});

describe('articles', () => {
  const articlePaths = paths.filter((path) => pageOf('en', path).kind === 'article');

  it('has the four insight articles', () => {
    expect(articlePaths).toHaveLength(4);
  });

  it.each(articlePaths)('%s has valid ISO dates, sources and enough text', (path) => {
    for (const locale of LOCALES) {
      const article = pageOf(locale, path) as Article;
      expect(isIsoDate(article.publishedAt), article.publishedAt).toBe(true);
      expect(isIsoDate(article.updatedAt), article.updatedAt).toBe(true);
      expect(article.updatedAt >= article.publishedAt).toBe(true);
      expect(article.sources.length).toBeGreaterThan(0);
      expect(article.sections.length).toBeGreaterThanOrEqual(5);
      for (const section of article.sections) expect(section.id).toMatch(/^[a-z0-9-]+$/);
    }
    const enArticle = pageOf('en', path) as Article;
    const zhArticle = pageOf('zh-CN', path) as Article;
    expect(enArticle.publishedAt).toBe(zhArticle.publishedAt);
    expect(enArticle.updatedAt).toBe(zhArticle.updatedAt);
    const englishWords = articleText(enArticle).split(/\s+/).filter(Boolean).length;
    expect(englishWords, 'English words').toBeGreaterThanOrEqual(800);
    const chineseCharacters = articleText(zhArticle).match(/\p{Script=Han}/gu)?.length ?? 0;
    expect(chineseCharacters, 'Chinese characters').toBeGreaterThanOrEqual(1300);
  });

  it('states the key facts of the beneficial-ownership Measures', () => {
    const en = articleText(content.en.pages['/insights-ubo-for-chinese-companies']);
    const zh = articleText(content['zh-CN'].pages['/insights-ubo-for-chinese-companies']);
    for (const fact of ['1 November 2024', '1 November 2025', '25%', 'RMB 10 million']) {
      expect(en).toContain(fact);
    }
    for (const fact of ['2024 年 11 月 1 日', '2025 年 11 月 1 日', '25%', '1000 万元']) {
      expect(zh).toContain(fact);
    }
  });
});

describe('legal', () => {
  it.each(LOCALES)('%s terms have numbered clauses and a valid date', (locale) => {
    const terms = content[locale].pages['/terms-conditions'];
    expect(isIsoDate(terms.effectiveDate)).toBe(true);
    terms.clauses.forEach((clause, i) => {
      expect(clause.number).toBe(String(i + 1));
    });
  });
});
