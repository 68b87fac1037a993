import { describe, expect, it } from 'vitest';
import { requestPath } from './apiReference';
import { referenceModel } from './loadApiReference.server';

// The shape of apps/api's /v1/openapi.json, cut to what the reference reads.
const DOCUMENT = {
  paths: {
    '/v1/companies/{code}/beneficial-owners': {
      get: {
        operationId: 'getBeneficialOwners',
        summary: 'Beneficial owners at a threshold',
        'x-summary-zh': '指定阈值下的受益所有人',
        parameters: [
          {
            in: 'query',
            name: 'threshold',
            required: false,
            schema: { type: 'number', exclusiveMinimum: 0, maximum: 100, default: 25 },
            description: 'Percent at or above which a share makes a beneficial owner.',
            'x-description-zh': '持股比例达到或超过该百分比即为受益所有人。',
          },
          { in: 'path', name: 'code', required: true, schema: { type: 'string' } },
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
    '/v1/reports': {
      post: {
        operationId: 'createReport',
        parameters: [{ in: 'header', name: 'idempotency-key', schema: { type: 'string' } }],
        requestBody: {
          content: {
            'application/json': { example: { company: 'SBX0000000000002', kind: 'ubo' } },
          },
        },
        responses: { 201: { description: 'Ordered' } },
      },
    },
    '/v1/watches/{company}': {
      delete: {
        operationId: 'deleteWatch',
        parameters: [{ in: 'path', name: 'company', required: true, schema: { type: 'string' } }],
        responses: { 204: { description: 'No longer watched.' } },
      },
    },
    '/v1/webhooks/{id}': {
      patch: {
        operationId: 'updateWebhook',
        parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'integer' } }],
        requestBody: { content: { 'application/json': { example: { enabled: false } } } },
        responses: {
          200: { content: { 'application/json': { example: { id: 1, enabled: false } } } },
        },
      },
    },
  },
  'x-sandbox': [
    {
      keyNo: 'SBX0000000000001',
      name: '沙盒示例科技有限公司',
      nameEn: 'Sandbox Example Technology Co., Ltd.',
      jurisdiction: 'CN',
      status: '存续',
      uscc: null,
      lei: null,
      case: 'plain',
      'x-case-zh': '简单结构',
    },
  ],
  'x-problems': [{ kind: 'not-found', status: 404, title: 'Not found', 'x-title-zh': '未找到' }],
};

describe('the API reference built from the OpenAPI document', () => {
  const model = referenceModel(DOCUMENT, 'https://kyc.example', 'en');
  const owners = model.operations.find((operation) => operation.id === 'getBeneficialOwners');
  const order = model.operations.find((operation) => operation.id === 'createReport');

  it('lists path parameters first, each with its schema in words and a sample value', () => {
    expect(owners?.parameters.map((p) => [p.name, p.in, p.required, p.type, p.sample])).toEqual([
      ['code', 'path', true, 'string', 'SBX0000000000001'],
      ['threshold', 'query', false, 'number >0…100 = 25', '25'],
    ]);
  });

  it('keeps each answer’s meaning (none for a placeholder) and the success example', () => {
    expect(owners?.responses).toEqual([
      { status: '200', description: { text: '' } },
      { status: '404', description: { text: 'not-found: no company has that code.' } },
    ]);
    expect(owners?.example).toBe(JSON.stringify({ owners: [] }, null, 2));
  });

  it('writes curl and TypeScript samples that call the site with a bearer key', () => {
    expect(owners?.curl).toBe(
      'curl -s "https://kyc.example/v1/companies/SBX0000000000001/beneficial-owners?threshold=25" \\\n  -H "Authorization: Bearer $KYC_API_KEY"',
    );
    expect(owners?.typescript).toContain(
      "await fetch('https://kyc.example/v1/companies/SBX0000000000001/beneficial-owners?threshold=25'",
    );
    expect(order?.curl).toContain('-X POST');
    expect(order?.curl).toContain('-H "Idempotency-Key: $(uuidgen)"');
    expect(order?.curl).toContain(`-d '{"company":"SBX0000000000002","kind":"ubo"}'`);
    expect(order?.typescript).toContain("'Idempotency-Key': crypto.randomUUID()");
  });

  it('writes PATCH and DELETE calls with their method, and a 204 without reading a body', () => {
    const unwatch = model.operations.find((operation) => operation.id === 'deleteWatch');
    expect(unwatch).toMatchObject({ method: 'DELETE', answer: 'none', example: null });
    expect(unwatch?.curl).toBe(
      'curl -s -X DELETE "https://kyc.example/v1/watches/SBX0000000000001" \\\n  -H "Authorization: Bearer $KYC_API_KEY"',
    );
    expect(unwatch?.typescript).toContain("method: 'DELETE',");
    expect(unwatch?.typescript).toContain('// 204: done, no body.');
    expect(unwatch?.typescript).not.toContain('arrayBuffer');
    const update = model.operations.find((operation) => operation.id === 'updateWebhook');
    expect(update).toMatchObject({ method: 'PATCH', answer: 'json' });
    expect(update?.curl).toContain(`-X PATCH "https://kyc.example/v1/webhooks/1"`);
    expect(update?.curl).toContain(`-d '{"enabled":false}'`);
    expect(update?.typescript).toContain("method: 'PATCH',");
    expect(owners?.answer).toBe('json');
  });

  it('carries the sandbox companies and problem kinds of the document', () => {
    expect(model.sandbox.map((company) => company.keyNo)).toEqual(['SBX0000000000001']);
    expect(model.problems).toEqual([
      { kind: 'not-found', status: 404, title: { text: 'Not found' } },
    ]);
    expect(model.sandbox[0]?.case).toEqual({ text: 'plain' });
  });

  it('speaks Chinese on a Chinese page: the document’s x-…-zh, its English marked where it has none', () => {
    const zh = referenceModel(DOCUMENT, 'https://kyc.example', 'zh-CN');
    const chinese = zh.operations.find((operation) => operation.id === 'getBeneficialOwners');
    expect(chinese?.summary).toEqual({ text: '指定阈值下的受益所有人' });
    expect(chinese?.parameters.map((p) => p.description)).toEqual([
      { text: '' },
      { text: '持股比例达到或超过该百分比即为受益所有人。' },
    ]);
    expect(chinese?.responses.map((r) => r.description)).toEqual([
      { text: '' },
      { text: 'not-found：没有该编码对应的企业。' },
    ]);
    expect(zh.sandbox[0]?.case).toEqual({ text: '简单结构' });
    expect(zh.problems[0]?.title).toEqual({ text: '未找到' });
    // A text the document gives only in English is shown so, and marked English.
    const ordered = zh.operations.find((operation) => operation.id === 'createReport');
    expect(ordered?.responses).toEqual([
      { status: '201', description: { text: 'Ordered', lang: 'en' } },
    ]);
    // The samples do not depend on the language.
    expect(chinese?.curl).toBe(owners?.curl);
  });

  it('fills a path and leaves out empty query parameters', () => {
    expect(
      requestPath('/v1/companies/{code}', { code: 'A B', threshold: '' }, owners?.parameters ?? []),
    ).toBe('/v1/companies/A%20B');
  });
});
