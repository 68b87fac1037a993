// @vitest-environment jsdom

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderInSite } from '../../lib/account/_test/harness';
import { apiReferenceLoader } from './loaders.server';
import ProductsApiReference from './products-api-reference';

// apps/api's /v1/openapi.json, cut to one operation, one sandbox company and one problem kind,
// with the Chinese apps/api merges in from the content catalogue (x-…-zh), and one text left
// without it.
const DOCUMENT = {
  paths: {
    '/v1/companies/{code}/beneficial-owners': {
      get: {
        operationId: 'getBeneficialOwners',
        summary: 'Beneficial owners at a threshold',
        'x-summary-zh': '指定阈值下的受益所有人',
        description:
          'Every natural person holding part of the company; `isUbo` when a rule applies.',
        'x-description-zh': '持有企业部分股权的每一位自然人；适用某条规则时 `isUbo` 为真。',
        parameters: [
          {
            in: 'query',
            name: 'threshold',
            schema: { type: 'number', default: 25 },
            description: 'Percent at or above which a share makes a beneficial owner.',
            'x-description-zh': '持股比例达到或超过该百分比即为受益所有人。',
          },
          {
            in: 'path',
            name: 'code',
            required: true,
            schema: { type: 'string' },
            description: 'The company’s keyNo, USCC, registration number or LEI.',
          },
        ],
        responses: {
          200: {
            description: 'Default Response',
            content: { 'application/json': { example: { owners: [] } } },
          },
          404: {
            description: 'not-found: no company has that code.',
            'x-description-zh': 'not-found：没有该编码对应的企业。',
          },
        },
      },
    },
  },
  'x-sandbox': [
    {
      keyNo: 'SBX0000000000010',
      name: '沙盒香港控股有限公司',
      nameEn: 'Sandbox Hong Kong Holdings Limited',
      jurisdiction: 'HK',
      // A status the content has no words for: shown as the register says it.
      status: 'Dormant',
      uscc: null,
      lei: null,
      case: 'Hong Kong holding company above a mainland company',
      'x-case-zh': '内地企业上层的香港控股公司',
    },
    {
      keyNo: 'SBX0000000000001',
      name: '沙盒示例科技有限公司',
      nameEn: 'Sandbox Example Technology Co., Ltd.',
      jurisdiction: 'CN',
      status: '存续',
      uscc: null,
      lei: null,
      case: 'plain: one person holds 100 %',
      'x-case-zh': '简单结构：一人持股 100 %',
    },
  ],
  'x-problems': [{ kind: 'not-found', status: 404, title: 'Not found', 'x-title-zh': '未找到' }],
};

function renderPage(path: string) {
  vi.stubGlobal(
    'fetch',
    fakeFetch(() => ({ body: DOCUMENT })),
  );
  return renderInSite(
    [
      {
        id: 'productsApiReference',
        path: 'products-api/reference',
        loader: ({ request }) =>
          apiReferenceLoader({ request, context: { apiOrigin: 'http://api.test' } }),
        Component: ProductsApiReference as never,
      },
    ],
    { path, locale: path.includes('lang=en') ? 'en' : 'zh-CN' },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The operation's article, found by its heading. */
async function operation(name: string) {
  const heading = await screen.findByRole('heading', { name });
  const article = heading.closest('article');
  if (!article) throw new Error(`no article for ${name}`);
  return article;
}

describe('/products-api/reference', () => {
  it('speaks Chinese on a Chinese page, marking English what has only English', async () => {
    renderPage('/products-api/reference');
    const owners = await operation('受益所有人');
    const summary = within(owners).getByText('指定阈值下的受益所有人');
    expect(summary.getAttribute('lang')).toBeNull();
    // A code span of the description is code.
    const description = owners.querySelector('.mk-ref__description');
    expect(description?.textContent).toBe(
      '持有企业部分股权的每一位自然人；适用某条规则时 isUbo 为真。',
    );
    expect(description?.querySelector('code')?.textContent).toBe('isUbo');
    const parameters = within(owners).getByRole('table', { name: '参数' });
    expect(within(parameters).getByText('持股比例达到或超过该百分比即为受益所有人。')).toBeTruthy();
    // No Chinese in the document for `code`: its English, marked so (a Latin font, read as English).
    const english = within(parameters).getByText(
      'The company’s keyNo, USCC, registration number or LEI.',
    );
    expect(english.getAttribute('lang')).toBe('en');
    // The parameter's place is an OpenAPI word: English too.
    expect(within(parameters).getAllByText('query')[0]?.getAttribute('lang')).toBe('en');
    const responses = within(owners).getByRole('table', { name: '响应' });
    const notFound = within(responses).getByRole('link', { name: 'not-found' });
    expect(notFound.getAttribute('href')).toBe('#problem-not-found');
    expect(notFound.parentElement?.textContent).toBe('not-found：没有该编码对应的企业。');
    const sandbox = document.getElementById('sandbox') as HTMLElement;
    expect(within(sandbox).getByText('内地企业上层的香港控股公司')).toBeTruthy();
    expect(within(sandbox).getByText('Dormant').getAttribute('lang')).toBe('en');
    expect(sandbox.textContent).toContain('沙盒示例科技有限公司 (CN, 存续)');
    const problem = document.getElementById('problem-not-found');
    expect(problem?.querySelector('dt')?.textContent).toBe('not-found 404 · 未找到');
    expect(problem?.textContent).not.toContain('Not found');
  });

  it('speaks English on an English page', async () => {
    renderPage('/products-api/reference?lang=en');
    const owners = await operation('Beneficial owners');
    expect(within(owners).getByText('Beneficial owners at a threshold').getAttribute('lang')).toBe(
      null,
    );
    expect(owners.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    const parameters = within(owners).getByRole('table', { name: 'Parameters' });
    expect(
      within(parameters).getByText('Percent at or above which a share makes a beneficial owner.'),
    ).toBeTruthy();
    expect(within(parameters).getAllByText('query')[0]?.getAttribute('lang')).toBeNull();
    const sandbox = document.getElementById('sandbox') as HTMLElement;
    expect(
      within(sandbox).getByText('Hong Kong holding company above a mainland company'),
    ).toBeTruthy();
    // The register's Chinese status, in English.
    expect(sandbox.textContent).toContain('Sandbox Example Technology Co., Ltd. (CN, active)');
    expect(document.getElementById('problem-not-found')?.textContent).toContain('Not found');
  });
});
