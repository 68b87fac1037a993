import type { Locale, MarketingPage, Section, SectionKind } from '@kyc/content';
import { describe, expect, it } from 'vitest';
import { getContent } from '../../lib/content.server';
import { elements, renderOnServer, textOf } from '../../lib/marketing/testing';
import type { LeiFormText, LeiLookup as LeiLookupState } from '../../lib/marketing/types';
import { CodeBlock } from './CodeBlock';
import { FaqBlock } from './FaqBlock';
import { FeatureCardsBlock } from './FeatureCardsBlock';
import { LeiLookup } from './LeiLookup';
import { MarketingSections, type SectionBlockProps, type SectionBlocks } from './MarketingSections';
import { StatsBlock } from './StatsBlock';

const KINDS: SectionKind[] = [
  'hero',
  'featureGrid',
  'stats',
  'steps',
  'cta',
  'richText',
  'code',
  'faq',
  'search',
];

/** The first real section of a kind in the content, with the page it comes from. */
function sample<K extends SectionKind>(locale: Locale, kind: K, id?: string) {
  const pages: unknown[] = Object.values(getContent(locale).pages);
  for (const page of pages as { kind: string }[]) {
    if (page.kind !== 'marketing') continue;
    const section = (page as MarketingPage).sections.find(
      (candidate: Section) => candidate.kind === kind && (id === undefined || candidate.id === id),
    );
    if (section) {
      return { page: page as MarketingPage, section: section as Extract<Section, { kind: K }> };
    }
  }
  throw new Error(`no ${kind} section in the content`);
}

const FORM: Record<Locale, LeiFormText> = {
  'zh-CN': {
    field: 'LEI 编码',
    required: '请输入LEI编码',
    format: 'LEI编码格式不正确',
    result: '查询结果',
  },
  en: {
    field: 'LEI code',
    required: 'Please enter the LEI code',
    format: 'Incorrect LEI code format',
    result: 'Result',
  },
};

/** Every block a route can pass, the LEI look-up showing `lookup`. */
function allBlocks(lookup: LeiLookupState): SectionBlocks {
  return {
    featureGrid: FeatureCardsBlock,
    stats: StatsBlock,
    code: CodeBlock,
    faq: FaqBlock,
    search: ({ section, context }: SectionBlockProps<'search'>) => (
      <LeiLookup section={section} lookup={lookup} form={FORM[context.locale]} context={context} />
    ),
  };
}

function render(
  locale: Locale,
  page: MarketingPage,
  sections: Section[],
  lookup: LeiLookupState = { status: 'idle', query: '' },
) {
  const query = locale === 'en' ? '?lang=en' : '';
  return renderOnServer(
    <MarketingSections page={{ ...page, sections }} locale={locale} blocks={allBlocks(lookup)} />,
    { url: `/page${query}` },
  );
}

const MATRIX = KINDS.flatMap((kind) =>
  (['zh-CN', 'en'] as const).map((locale) => ({ kind, locale })),
);

describe('MarketingSections', () => {
  it('has a sample of every section kind in the content', () => {
    for (const kind of KINDS) expect(sample('en', kind).section.kind).toBe(kind);
  });

  it.each(MATRIX)('draws a $kind section in $locale under its anchor', ({ kind, locale }) => {
    const { page, section } = sample(locale, kind);
    const html = render(locale, page, [section]);
    expect(html).toContain(`id="${section.id}"`);
    expect(textOf(html)).toContain(section.title);
  });

  it.each(['zh-CN', 'en'] as const)(
    'hero (%s): one h1, the bullets and both calls to action in the page language',
    (locale) => {
      const { page, section } = sample(locale, 'hero', 'hero');
      const home = getContent(locale).pages['/'];
      const hero = home.sections[0] as typeof section;
      const html = render(locale, page, [hero]);
      expect(elements(html, 'h1').map((h1) => h1.text)).toEqual([hero.title]);
      expect(textOf(html)).toContain(hero.subtitle);
      for (const bullet of hero.bullets ?? [])
        expect(elements(html, 'li').map((li) => li.text)).toContain(bullet);
      const suffix = locale === 'en' ? '?lang=en' : '';
      const links = elements(html, 'a');
      expect(links.find((a) => a.text === hero.primaryCta.label)?.html).toContain(
        `href="${hero.primaryCta.href}${suffix}"`,
      );
      expect(links.find((a) => a.text === hero.secondaryCta?.label)?.html).toContain(
        `href="${hero.secondaryCta?.href}${suffix}"`,
      );
    },
  );

  it('hero: an anchor call to action stays a plain in-page link', () => {
    const page = getContent('en').pages['/lei'];
    const hero = page.sections[0] as Extract<Section, { kind: 'hero' }>;
    const html = render('en', page, [hero]);
    expect(elements(html, 'a').find((a) => a.text === hero.primaryCta.label)?.html).toContain(
      'href="#lookup"',
    );
  });

  it('featureGrid: plain features as h3 items with their links', () => {
    const page = getContent('en').pages['/'];
    const section = page.sections.find((s) => s.id === 'offerings') as Extract<
      Section,
      { kind: 'featureGrid' }
    >;
    const html = render('en', page, [section]);
    expect(elements(html, 'h2').map((h) => h.text)).toEqual([section.title]);
    expect(textOf(html)).toContain(section.intro);
    expect(elements(html, 'h3').map((h) => h.text)).toEqual(section.items.map((i) => i.title));
    for (const item of section.items) {
      expect(elements(html, 'a').find((a) => a.text === item.link?.label)?.html).toContain(
        `href="${item.link?.href}?lang=en"`,
      );
    }
  });

  it('FeatureCardsBlock: items that all lead to industry pages become industry cards', () => {
    const page = getContent('zh-CN').pages['/'];
    const section = page.sections.find((s) => s.id === 'industries') as Extract<
      Section,
      { kind: 'featureGrid' }
    >;
    const html = render('zh-CN', page, [section]);
    expect(html.match(/kyc-card--industry/g)).toHaveLength(section.items.length);
    const links = elements(html, 'a');
    for (const item of section.items) {
      expect(links.find((a) => a.text === item.title)?.html).toContain(`href="${item.link?.href}"`);
    }
  });

  it('FeatureCardsBlock: items that all lead to insights become insight cards', () => {
    const page = getContent('en').pages['/'];
    const section: Extract<Section, { kind: 'featureGrid' }> = {
      kind: 'featureGrid',
      id: 'reading',
      title: 'Reading',
      items: ['/insights-guidelines-in-asia', '/insights-shell-company-scanning'].map((href) => ({
        title: href,
        description: `About ${href}`,
        link: { label: 'Read', href },
      })),
    };
    const html = render('en', page, [section]);
    expect(html.match(/kyc-card--insight/g)).toHaveLength(2);
    expect(textOf(html)).toContain('About /insights-guidelines-in-asia');
  });

  it('FeatureCardsBlock: a grid of mixed links stays a feature grid', () => {
    const page = getContent('en').pages['/'];
    const section = page.sections.find((s) => s.id === 'offerings') as Extract<
      Section,
      { kind: 'featureGrid' }
    >;
    const html = render('en', page, [section]);
    expect(html).not.toContain('kyc-card');
    expect(elements(html, 'h3').map((h) => h.text)).toEqual(section.items.map((i) => i.title));
  });

  it.each(['zh-CN', 'en'] as const)(
    'stats (%s): each figure read with its label, then the footnote',
    (locale) => {
      const { page, section } = sample(locale, 'stats', 'capabilities');
      const html = render(locale, page, [section]);
      expect(elements(html, 'dd').map((dd) => dd.text)).toEqual(section.items.map((i) => i.value));
      expect(elements(html, 'dt').map((dt) => dt.text)).toEqual(section.items.map((i) => i.label));
      if (section.footnote) expect(textOf(html)).toContain(section.footnote);
    },
  );

  it('steps: an ordered list with one h3 per step', () => {
    const { page, section } = sample('en', 'steps');
    const html = render('en', page, [section]);
    expect(html).toContain('<ol class="mk-steps">');
    expect(elements(html, 'h3').map((h) => h.text)).toEqual(section.steps.map((s) => s.title));
    for (const step of section.steps) expect(textOf(html)).toContain(step.description);
  });

  it('cta: the band with its title, body and both links', () => {
    const { page, section } = sample('en', 'cta');
    const html = render('en', page, [section]);
    expect(elements(html, 'h2').map((h) => h.text)).toEqual([section.title]);
    expect(textOf(html)).toContain(section.body);
    const links = elements(html, 'a').map((a) => a.text);
    expect(links).toEqual([section.primary.label, section.secondary?.label]);
  });

  it('richText: every paragraph and bullet', () => {
    const { page, section } = sample('zh-CN', 'richText');
    const html = render('zh-CN', page, [section]);
    const paragraphs = elements(html, 'p').map((p) => p.text);
    for (const paragraph of section.paragraphs) expect(paragraphs).toContain(paragraph);
    for (const bullet of section.bullets ?? []) expect(textOf(html)).toContain(bullet);
  });

  it('code: each sample verbatim in a captioned figure', () => {
    const { page, section } = sample('en', 'code');
    const html = render('en', page, [section]);
    expect(elements(html, 'figcaption').map((c) => c.text)).toEqual(
      section.samples.map((s) => s.label),
    );
    expect(elements(html, 'pre').map((pre) => pre.text)).toEqual(
      section.samples.map((s) => s.code),
    );
    if (section.caption) expect(textOf(html)).toContain(section.caption);
  });

  it('faq: every question is a button in the accordion', () => {
    const { page, section } = sample('en', 'faq');
    const html = render('en', page, [section]);
    expect(elements(html, 'h2').map((h) => h.text)).toEqual([section.title]);
    expect(elements(html, 'button').map((b) => b.text)).toEqual(
      section.items.map((i) => i.question),
    );
    for (const item of section.items) expect(textOf(html)).toContain(item.answer);
  });

  it.each(['zh-CN', 'en'] as const)(
    'search (%s): a GET form that works without script',
    (locale) => {
      const { page, section } = sample(locale, 'search');
      const html = render(locale, page, [section]);
      const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
      expect(form).toContain('method="get"');
      expect(form).toContain('role="search"');
      expect(html).toMatch(/<input[^>]*name="lei"/);
      expect(html.includes('name="lang" value="en"')).toBe(locale === 'en');
      expect(textOf(html)).toContain(section.hint);
      expect(elements(html, 'button').map((b) => b.text)).toEqual([section.buttonLabel]);
    },
  );

  it.each(['stats', 'code', 'faq', 'search'] as const)(
    '%s: a route that passes no block for the kind draws nothing for the section',
    (kind) => {
      const { page, section } = sample('en', kind);
      const html = renderOnServer(
        <MarketingSections page={{ ...page, sections: [section] }} locale="en" />,
      );
      expect(textOf(html)).toBe('');
    },
  );

  it.each(['hero', 'featureGrid', 'steps', 'richText', 'cta'] as const)(
    '%s: drawn without any block from the route',
    (kind) => {
      const { page, section } = sample('en', kind);
      const html = renderOnServer(
        <MarketingSections page={{ ...page, sections: [section] }} locale="en" />,
      );
      expect(html).toContain(`id="${section.id}"`);
      expect(textOf(html)).toContain(section.title);
    },
  );

  it('a block from the route replaces the common one for its kind', () => {
    const page = getContent('en').pages['/'];
    const section = page.sections.find((s) => s.id === 'industries') as Extract<
      Section,
      { kind: 'featureGrid' }
    >;
    const plain = renderOnServer(
      <MarketingSections page={{ ...page, sections: [section] }} locale="en" />,
    );
    expect(plain).not.toContain('kyc-card--industry');
    expect(elements(plain, 'h3').map((h) => h.text)).toEqual(section.items.map((i) => i.title));
  });

  it('search: shows the record the loader found and keeps the query in the field', () => {
    const { page, section } = sample('en', 'search');
    const html = render('en', page, [section], {
      status: 'found',
      query: '5493001kjtiigc8y1r12',
      record: {
        legalName: 'Example Holdings Ltd.',
        fields: [
          { label: 'LEI', value: '5493001KJTIIGC8Y1R12' },
          { label: 'Jurisdiction', value: 'GB' },
          { label: 'LEI registration status', value: 'Issued' },
          { label: 'Next renewal', value: '01 Mar 2026' },
        ],
      },
    });
    expect(html).toMatch(/<input[^>]*value="5493001kjtiigc8y1r12"/);
    expect(elements(html, 'h3').map((h) => h.text)).toEqual(['Example Holdings Ltd.']);
    const terms = elements(html, 'dt').map((dt) => dt.text);
    const values = elements(html, 'dd').map((dd) => dd.text);
    expect(textOf(html)).toContain('Result');
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      LEI: '5493001KJTIIGC8Y1R12',
      Jurisdiction: 'GB',
      'LEI registration status': 'Issued',
      'Next renewal': '01 Mar 2026',
    });
  });

  it.each([
    ['invalid', 'LEI编码格式不正确'],
    ['notFound', '未找到该LEI编码'],
    ['error', '网络不可用'],
  ] as const)('search: a %s answer shows its message and keeps the query', (status, message) => {
    const { page, section } = sample('zh-CN', 'search');
    const html = render('zh-CN', page, [section], { status, query: 'ABC', message });
    expect(html).toMatch(/<input[^>]*value="ABC"/);
    expect(textOf(html)).toContain(message);
    // A field message marks the field invalid; the other answers are notices below the form.
    expect(/<input[^>]*aria-invalid="true"/.test(html)).toBe(status === 'invalid');
  });

  it('draws a whole page in content order with elements of the route placed after their section', () => {
    const page = getContent('en').pages['/products-workspace'];
    const html = renderOnServer(
      <MarketingSections
        page={page}
        locale="en"
        after={{ features: <p id="extra">Live map</p> }}
      />,
      { url: '/products-workspace?lang=en' },
    );
    const ids = [...html.matchAll(/<(?:section|div|p) id="([^"]+)"/g)].map((match) => match[1]);
    const expected = page.sections.flatMap((s) => (s.id === 'features' ? [s.id, 'extra'] : [s.id]));
    expect(ids.filter((id) => id === 'extra' || page.sections.some((s) => s.id === id))).toEqual(
      expected,
    );
  });
});
