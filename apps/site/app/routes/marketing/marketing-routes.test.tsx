import { ROUTES } from '@kyc/content';
import { getContent } from '@kyc/site-kit/lib/content.server.ts';
import {
  elements,
  fakeContext,
  renderOnServer,
  textOf,
} from '@kyc/site-kit/lib/marketing/testing.tsx';
import { FALLBACK_ROOT_DATA, type RootData } from '@kyc/site-kit/lib/rootData.ts';
import { createStaticHandler } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as aboutUsFaq from './about-us-faq';
import * as aboutUsOurCompany from './about-us-our-company';
import * as aboutUsOurPartners from './about-us-our-partners';
import * as home from './home';
import * as industriesBanking from './industries-banking';
import * as industriesCorporateServices from './industries-corporate-services';
import * as industriesManufacturing from './industries-manufacturing';
import * as industriesPayments from './industries-payments';
import * as insightsGuidelinesInAsia from './insights-guidelines-in-asia';
import * as insightsOnboardingRegulationsInChina from './insights-onboarding-regulations-in-china';
import * as insightsShellCompanyScanning from './insights-shell-company-scanning';
import * as insightsUboForChineseCompanies from './insights-ubo-for-chinese-companies';
import * as lei from './lei';
import * as productsApi from './products-api';
import * as productsApiReference from './products-api-reference';
import * as productsReport from './products-report';
import * as productsWorkspace from './products-workspace';
import * as termsConditions from './terms-conditions';

// Nothing listens on port 9: calls to apps/api fail at once, as when it is down.
const CONTEXT = fakeContext();
const ORIGIN = 'https://kyc.example';

// Links that name the site come from the configured origin, never the request's host.
beforeAll(() => {
  vi.stubEnv('SITE_ORIGIN', ORIGIN);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

interface RouteModule {
  // biome-ignore lint/suspicious/noExplicitAny: each module's loader has its own generated argument type
  loader: (args: any) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: each module's meta has its own generated argument type
  meta: (args: any) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: route components take generated props
  default: (props: any) => React.ReactNode;
}

/** Every marketing route: id, path, the content path it shows, its module. */
const CASES: [string, string, keyof ReturnType<typeof getContent>['pages'], RouteModule][] = [
  ['home', '/', '/', home],
  ['productsWorkspace', '/products-workspace', '/products-workspace', productsWorkspace],
  ['productsApi', '/products-api', '/products-api', productsApi],
  [
    'productsApiReference',
    '/products-api/reference',
    '/products-api/reference',
    productsApiReference,
  ],
  ['productsReport', '/products-report', '/products-report', productsReport],
  ['industriesBanking', '/industries-banking', '/industries-banking', industriesBanking],
  ['industriesPayments', '/industries-payments', '/industries-payments', industriesPayments],
  [
    'industriesManufacturing',
    '/industries-manufacturing',
    '/industries-manufacturing',
    industriesManufacturing,
  ],
  [
    'industriesCorporateServices',
    '/industries-corporate-services',
    '/industries-corporate-services',
    industriesCorporateServices,
  ],
  [
    'insightsUboForChineseCompanies',
    '/insights-ubo-for-chinese-companies',
    '/insights-ubo-for-chinese-companies',
    insightsUboForChineseCompanies,
  ],
  [
    'insightsGuidelinesInAsia',
    '/insights-guidelines-in-asia',
    '/insights-guidelines-in-asia',
    insightsGuidelinesInAsia,
  ],
  [
    'insightsOnboardingRegulationsInChina',
    '/insights-onboarding-regulations-in-china',
    '/insights-onboarding-regulations-in-china',
    insightsOnboardingRegulationsInChina,
  ],
  [
    'insightsShellCompanyScanning',
    '/insights-shell-company-scanning',
    '/insights-shell-company-scanning',
    insightsShellCompanyScanning,
  ],
  ['aboutUsOurCompany', '/about-us-our-company', '/about-us-our-company', aboutUsOurCompany],
  ['aboutUsOurPartners', '/about-us-our-partners', '/about-us-our-partners', aboutUsOurPartners],
  ['aboutUsFaq', '/about-us-faq', '/about-us-faq', aboutUsFaq],
  ['lei', '/lei', '/lei', lei],
  ['enterpriseDetails', '/enterprise-details', '/lei', lei],
  ['termsConditions', '/terms-conditions', '/terms-conditions', termsConditions],
];

const LOCALES = [
  ['zh-CN', ''],
  ['en', '?lang=en'],
] as const;

const MATRIX = CASES.flatMap(([id, path, contentPath, module]) =>
  LOCALES.map(([locale, query]) => ({ id, path, contentPath, module, locale, query })),
);

function rootData(locale: 'zh-CN' | 'en'): RootData {
  return {
    ...FALLBACK_ROOT_DATA,
    locale,
    origin: ORIGIN,
    chrome: { ...FALLBACK_ROOT_DATA.chrome, siteName: getContent(locale).brand.name },
  };
}

async function load(module: RouteModule, url: string, init?: RequestInit) {
  return (await module.loader({
    request: new Request(url, init),
    context: CONTEXT,
    params: {},
  })) as { meta: { name: string; title: string }; locale: string; page: { kind: string } };
}

describe('marketing route loaders', () => {
  it('covers every public marketing path of the content', () => {
    const covered = new Set(CASES.map(([, path]) => path));
    const publicPaths = ROUTES.filter(
      (route) =>
        getContent('en').pages[route.path].kind !== 'utility' ||
        route.path === '/enterprise-details',
    ).map((route) => route.path);
    expect([...covered].sort()).toEqual([...publicPaths].sort());
  });

  it.each(MATRIX)('$path ($locale) answers 200 with its page and meta', async (row) => {
    const handler = createStaticHandler([
      {
        id: 'root',
        path: '/',
        children: [
          row.path === '/'
            ? { id: row.id, index: true, loader: row.module.loader }
            : { id: row.id, path: row.path.slice(1), loader: row.module.loader },
        ],
      },
    ]);
    const result = await handler.query(new Request(`${ORIGIN}${row.path}${row.query}`), {
      requestContext: CONTEXT,
    });
    if (result instanceof Response) throw new Error(`unexpected response ${result.status}`);
    expect(result.statusCode).toBe(200);
    const data = result.loaderData[row.id] as Awaited<ReturnType<typeof load>>;
    const expected = getContent(row.locale).pages[row.contentPath];
    expect(data.locale).toBe(row.locale);
    expect(data.meta).toEqual(expected.meta);
    if (row.path === '/products-api')
      // Its sample call names the site's configured origin (the site serves /v1).
      expect(JSON.stringify(data.page)).toBe(
        JSON.stringify(expected).replaceAll('{origin}', ORIGIN),
      );
    else expect(data.page).toBe(expected);
  });

  it('takes the language from the remembered cookie when the URL names none', async () => {
    const data = await load(productsApi, `${ORIGIN}/products-api`, {
      headers: { cookie: 'kyc_lang=en' },
    });
    expect(data.locale).toBe('en');
    expect(data.meta.title).toBe(getContent('en').pages['/products-api'].meta.title);
  });

  it.each(MATRIX)('$path ($locale) renders one h1 from the loader data', async (row) => {
    const data = await load(row.module, `${ORIGIN}${row.path}${row.query}`);
    const html = renderOnServer(row.module.default, {
      url: `${row.path}${row.query}`,
      loaderData: data,
    });
    const page = getContent(row.locale).pages[row.contentPath];
    const title =
      page.kind === 'marketing'
        ? page.sections.find((section) => section.kind === 'hero')?.title
        : page.kind === 'utility'
          ? undefined
          : page.title;
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual([title]);
  });

  // A section whose kind the route gives no block draws nothing: each route must pass the
  // blocks its page needs beyond the common ones.
  it.each(MATRIX)('$path ($locale) draws every section of its page', async (row) => {
    const data = await load(row.module, `${ORIGIN}${row.path}${row.query}`);
    const html = renderOnServer(row.module.default, {
      url: `${row.path}${row.query}`,
      loaderData: data,
    });
    const page = getContent(row.locale).pages[row.contentPath];
    if (page.kind !== 'marketing') return;
    for (const section of page.sections) {
      expect(html).toMatch(new RegExp(`<(section|div) id="${section.id}"`));
      expect(textOf(html)).toContain(section.title);
    }
  });

  it.each(MATRIX)('$path ($locale) gets its title, description and canonical URL', async (row) => {
    const data = await load(row.module, `${ORIGIN}${row.path}${row.query}`);
    const descriptors = row.module.meta({
      loaderData: data,
      matches: [{ id: 'root', loaderData: rootData(row.locale) }],
      location: { pathname: row.path, search: row.query, hash: '' },
      params: {},
    }) as Record<string, unknown>[];
    const meta = getContent(row.locale).pages[row.contentPath].meta as {
      searchTitle: string;
      description: string;
    };
    expect(descriptors).toContainEqual({ title: meta.searchTitle });
    expect(descriptors).toContainEqual({ name: 'description', content: meta.description });
    const canonicalPath = row.contentPath;
    expect(descriptors).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${ORIGIN}${canonicalPath === '/' ? '/' : canonicalPath}${row.query}`,
    });
  });
});
