import { getContent } from '@kyc/site-kit/lib/content.server.ts';
import { loadShowcase } from '@kyc/site-kit/lib/marketing/loadShowcase.server.ts';
import { fakeContext, jsonFetch } from '@kyc/site-kit/lib/marketing/testing.tsx';
import { describe, expect, it } from 'vitest';
import { loader } from './products-workspace';

const API = 'http://api.test';

const BODY = {
  company: {
    keyNo: '9570f94b',
    name: '西安鼎和电子股份有限公司',
    nameEn: "Xi'an Dinghe Electronics Co., Ltd.",
  },
  graph: {
    depth: 4,
    nodes: [
      { id: 'p7', kind: 'person', name: '孙伟', nameEn: 'Sun Wei', depth: 1 },
      {
        id: 'c2027',
        kind: 'company',
        name: '西安鼎和电子股份有限公司',
        nameEn: "Xi'an Dinghe Electronics Co., Ltd.",
        depth: 0,
      },
      { id: 'c11', kind: 'company', name: '西安裕德物流有限公司', nameEn: null, depth: 1 },
    ],
    edges: [
      { from: 'p7', to: 'c2027', percent: 24.38 },
      { from: 'c11', to: 'c2027', percent: 60 },
    ],
  },
};

describe('loadShowcase', () => {
  it('converts the showcase graph for OwnershipMap, rooted at the depth-0 node', async () => {
    const api = jsonFetch(200, BODY);
    const showcase = await loadShowcase(API, 'en', { fetch: api.fetch });
    expect(api.urls).toEqual([`${API}/webapi/showcase/ownership`]);
    expect(showcase).toEqual({
      company: BODY.company,
      title: "Equity structure of 西安鼎和电子股份有限公司 (Xi'an Dinghe Electronics Co., Ltd.)",
      graph: {
        rootId: 'c2027',
        nodes: [
          { id: 'p7', kind: 'person', name: '孙伟', englishName: 'Sun Wei' },
          {
            id: 'c2027',
            kind: 'company',
            name: '西安鼎和电子股份有限公司',
            englishName: "Xi'an Dinghe Electronics Co., Ltd.",
          },
          { id: 'c11', kind: 'company', name: '西安裕德物流有限公司' },
        ],
        edges: [
          { holder: 'p7', company: 'c2027', share: 0.2438 },
          { holder: 'c11', company: 'c2027', share: 0.6 },
        ],
      },
    });
  });

  it('roots the graph at the first node when no node says depth 0', async () => {
    const nodes = BODY.graph.nodes.map(({ depth: _depth, ...node }) => node);
    const api = jsonFetch(200, { ...BODY, graph: { ...BODY.graph, nodes } });
    expect((await loadShowcase(API, 'en', { fetch: api.fetch }))?.graph.rootId).toBe('p7');
  });

  it.each([
    [
      'zh-CN',
      BODY.company,
      "西安鼎和电子股份有限公司 (Xi'an Dinghe Electronics Co., Ltd.) 的股权结构",
    ],
    [
      'en',
      { keyNo: 'k', name: '西安裕德物流有限公司', nameEn: '' },
      'Equity structure of 西安裕德物流有限公司',
    ],
    // No company in the answer: the root node names it.
    [
      'en',
      undefined,
      "Equity structure of 西安鼎和电子股份有限公司 (Xi'an Dinghe Electronics Co., Ltd.)",
    ],
  ] as const)('titles the map in %s with the company’s names', async (locale, company, title) => {
    const api = jsonFetch(200, { ...BODY, company });
    expect((await loadShowcase(API, locale, { fetch: api.fetch }))?.title).toBe(title);
  });

  it.each([
    ['the endpoint does not exist yet', jsonFetch(404, { code: 'NOT_FOUND' }).fetch],
    ['apps/api fails', jsonFetch(500, { code: 'INTERNAL' }).fetch],
    [
      'the graph has no nodes',
      jsonFetch(200, { company: BODY.company, graph: { nodes: [], edges: [] } }).fetch,
    ],
    ['the answer has no graph', jsonFetch(200, { company: BODY.company }).fetch],
    ['the network fails', (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch],
    ['the body is not JSON', (async () => new Response('<html>')) as typeof fetch],
  ])('resolves to null when %s', async (_, fetchImpl) => {
    await expect(loadShowcase(API, 'zh-CN', { fetch: fetchImpl })).resolves.toBeNull();
  });

  it('resolves to null when apps/api does not answer in time', async () => {
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    await expect(loadShowcase(API, 'zh-CN', { fetch: hanging, timeout: 1 })).resolves.toBeNull();
  });

  it('is deferred by the Workspace loader: the page data comes at once, the map as a promise', async () => {
    // Nothing listens on port 9: the look-up fails, the promise resolves to null.
    const data = loader({
      request: new Request('https://kyc.example/products-workspace?lang=en'),
      context: fakeContext(),
      params: {},
    } as Parameters<typeof loader>[0]);
    expect(data.meta.name).toBe('productsWorkspace');
    expect(data.locale).toBe('en');
    expect(data.showcase).toBeInstanceOf(Promise);
    await expect(data.showcase).resolves.toBeNull();
  });

  it.each(['zh-CN', 'en'] as const)(
    'gives the live example its words in the page language (%s)',
    (locale) => {
      const data = loader({
        request: new Request(
          `https://kyc.example/products-workspace${locale === 'en' ? '?lang=en' : ''}`,
        ),
        context: fakeContext(),
        params: {},
      } as Parameters<typeof loader>[0]);
      expect(data.showcaseText).toEqual({
        ...(locale === 'en'
          ? {
              title: 'Live example: ownership traced to beneficial owners',
              unavailable:
                'The live example cannot be shown right now. Please reload the page later.',
            }
          : {
              title: '实时示例：股权穿透与最终受益人',
              unavailable: '示例图谱暂时无法加载，请稍后刷新页面。',
            }),
        intro: expect.stringContaining('25%'),
        // The map drawn without its controls (a visitor's page without React) is read by scrolling.
        staticIntro: expect.stringMatching(
          locale === 'en' ? /25%.*scroll inside it/ : /25%.*在图内滚动/,
        ),
        loading: getContent(locale).common.loading,
      });
    },
  );
});
