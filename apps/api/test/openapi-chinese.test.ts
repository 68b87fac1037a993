// The public API document's words in both languages: every English `summary`, `description`,
// `title` and sandbox `case` of /v1/openapi.json has its Chinese next to it (x-…-zh), from the one
// catalogue (@kyc/content/api-document), and the catalogue holds no text the document lost.
// When a route's English is added or changed, the first test fails and names where.
import { apiDocumentZh } from '@kyc/content/api-document';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { chineseOf, untranslated, withChinese } from '../src/http/openapi-chinese';
import { problemSchema } from '../src/http/schemas';
import { backends } from './helpers';

type Json = Record<string, unknown>;

/** Every English text of a document, and each of its Markdown paragraphs and headings' words. */
function englishTexts(document: Json): Set<string> {
  const texts = new Set<string>();
  const add = (text: string) => {
    texts.add(text);
    for (const block of text.split('\n\n')) {
      texts.add(block);
      texts.add(block.replace(/^#{1,6} /, ''));
      // The introduction's list of problem kinds: `- \`kind\` (status): title`.
      for (const line of block.split('\n')) texts.add(line.replace(/^- `[\w-]+` \(\d+\): /, ''));
    }
  };
  const walk = (value: unknown, member: string) => {
    if (Array.isArray(value)) for (const item of value) walk(item, member);
    else if (value && typeof value === 'object')
      for (const [inner, child] of Object.entries(value)) walk(child, inner);
    else if (
      typeof value === 'string' &&
      (member === 'summary' || member === 'description' || member === 'title' || member === 'case')
    )
      add(value);
  };
  walk(document, '');
  return texts;
}

describe('the public API document in Chinese', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let document: Json;
  beforeAll(async () => {
    const backend = backends[0];
    if (!backend) throw new Error('no backend');
    const { db, drop } = await backend.open();
    app = await buildApp({ db, siteOrigin: 'https://kyc-data.cn' });
    await app.ready();
    close = async () => {
      await app.close();
      await db.close();
      await drop();
    };
    const response = await app.inject({ url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json() as Json;
  });
  afterAll(async () => {
    await close?.();
  });

  it('gives every English summary, description, title and sandbox case its Chinese', () => {
    // On failure: add each text the pointers name to packages/content/src/zh-CN/apiDocument.ts.
    expect(untranslated(document)).toEqual([]);
    const paths = document.paths as Record<string, Record<string, Json>>;
    const owners = paths['/v1/companies/{code}/beneficial-owners']?.get;
    expect(owners?.['x-summary-zh']).toBe(
      '指定阈值下的受益所有人，附各自的持股链、比例及适用的认定规则',
    );
    const threshold = ((owners?.parameters ?? []) as Json[]).find((p) => p.name === 'threshold');
    expect(threshold?.['x-description-zh']).toBe('持股比例达到或超过该百分比即为受益所有人。');
    const sandbox = document['x-sandbox'] as Json[];
    expect(sandbox[0]?.['x-case-zh']).toBe('简单结构：一人持股 100 %');
    const problems = document['x-problems'] as Json[];
    expect(problems.find((p) => p.kind === 'not-found')?.['x-title-zh']).toBe('未找到');
    // The introduction, problem list included, in Chinese too.
    const info = document.info as Json;
    expect(info['x-description-zh']).toContain('- `not-found` (404): 未找到');
    expect(info['x-description-zh']).toContain('## Webhook 推送');
  });

  it('holds in its catalogue no text the document no longer has', () => {
    const texts = englishTexts(document);
    expect(Object.keys(apiDocumentZh).filter((english) => !texts.has(english))).toEqual([]);
  });

  it('names the place of an English text the catalogue lacks, and leaves the shared schemas alone', () => {
    const merged = withChinese({
      info: { title: 'KYC API', description: 'A sentence nobody translated.' },
      paths: {
        '/v1/x': {
          get: {
            summary: 'Not found',
            responses: { 200: { description: 'Deleted.', example: { description: 'data' } } },
          },
        },
      },
      'x-sandbox': [{ keyNo: 'SBX1', case: 'top of the deep chain' }, { case: 'untranslated' }],
    });
    expect(untranslated(merged)).toEqual(['/info/description', '/x-sandbox/1/case']);
    const get = (merged.paths as Record<string, Record<string, Json>>)['/v1/x']?.get;
    expect(get?.['x-summary-zh']).toBe('未找到');
    // An example's members are data, not words.
    expect(JSON.stringify(get?.responses)).toBe(
      JSON.stringify({
        200: {
          description: 'Deleted.',
          example: { description: 'data' },
          'x-description-zh': '已删除。',
        },
      }),
    );
    // The document the app built merged into a copy: the module's schema objects have no Chinese.
    expect(JSON.stringify(problemSchema)).not.toContain('-zh');
    expect(chineseOf('## Webhooks\n\nDeleted.')).toBe('## Webhook 推送\n\n已删除。');
    expect(chineseOf('Deleted.\n\nnever translated')).toBeUndefined();
  });
});
