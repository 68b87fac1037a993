import type { Locale } from '../locale';
import type {
  ApiReferenceModel,
  ReferenceMethod,
  ReferenceOperation,
  ReferenceParameter,
  ReferenceProblem,
  ReferenceResponse,
  ReferenceSandboxCompany,
  ReferenceWords,
} from './apiReference';
import { requestPath } from './apiReference';

/** How long a loader waits for the document, and how long one is reused. */
const TIMEOUT_MS = 5_000;
const REUSE_MS = 60_000;

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
  pattern?: string;
}

/** A text of the document and its Chinese (apps/api merges it in from the content catalogue). */
interface Described {
  description?: string;
  'x-description-zh'?: string;
}

interface DocumentParameter extends Described {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}

interface DocumentOperation extends Described {
  operationId?: string;
  summary?: string;
  'x-summary-zh'?: string;
  parameters?: DocumentParameter[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, Described & { content?: Record<string, { example?: unknown }> }>;
}

interface DocumentSandboxCompany extends Omit<ReferenceSandboxCompany, 'case'> {
  case?: string;
  'x-case-zh'?: string;
}

interface DocumentProblem extends Omit<ReferenceProblem, 'title'> {
  title?: string;
  'x-title-zh'?: string;
}

interface Document {
  paths?: Record<string, Record<string, DocumentOperation>>;
  'x-sandbox'?: DocumentSandboxCompany[];
  'x-problems'?: DocumentProblem[];
}

/**
 * A text in the page's language: the Chinese on a Chinese page when the document has it, else
 * the English, marked `lang: 'en'` on a Chinese page.
 */
function words(english: string | undefined, chinese: string | undefined, locale: Locale) {
  if (locale === 'en') return { text: english ?? '' } satisfies ReferenceWords;
  if (chinese) return { text: chinese } satisfies ReferenceWords;
  return english ? ({ text: english, lang: 'en' } satisfies ReferenceWords) : { text: '' };
}

/** The schema in a few words (the page's tables). */
function describeSchema(schema: Schema | undefined): string {
  if (!schema) return 'string';
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'string');
  const parts = [type];
  if (schema.enum) parts.push(`(${schema.enum.map(String).join(', ')})`);
  const low = schema.minimum ?? schema.exclusiveMinimum;
  if (low !== undefined || schema.maximum !== undefined)
    parts.push(
      `${schema.exclusiveMinimum !== undefined ? '>' : ''}${low ?? ''}…${schema.maximum ?? ''}`,
    );
  if (schema.default !== undefined) parts.push(`= ${String(schema.default)}`);
  return parts.join(' ');
}

/**
 * The value samples start with: the document's example, else for the operations' usual
 * parameters a sandbox value (`code`, `company`: the plain sandbox company, `id`, `deliveryId`:
 * 1), else the default of
 * a numeric parameter (the threshold); required parameters always get one.
 */
function sampleValue(parameter: DocumentParameter, sandboxCode: string): string {
  if (parameter.example !== undefined) return String(parameter.example);
  if (parameter.name === 'code' || parameter.name === 'company') return sandboxCode;
  if (parameter.name === 'id' || parameter.name === 'deliveryId') return '1';
  const { schema } = parameter;
  const numeric = schema?.type === 'number' || schema?.type === 'integer';
  if (schema?.default !== undefined && (numeric || parameter.required))
    return String(schema.default);
  return '';
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

const METHODS = new Set<string>(['GET', 'POST', 'PATCH', 'DELETE'] satisfies ReferenceMethod[]);

/** The curl command of an operation, with its samples, on the site's origin. */
function curlSample(
  origin: string,
  op: Omit<ReferenceOperation, 'curl' | 'typescript'>,
  url: string,
) {
  const lines = [`curl -s${op.method === 'GET' ? '' : ` -X ${op.method}`} "${origin}${url}"`];
  lines.push('  -H "Authorization: Bearer $KYC_API_KEY"');
  if (op.parameters.some((p) => p.name.toLowerCase() === 'idempotency-key'))
    lines.push('  -H "Idempotency-Key: $(uuidgen)"');
  if (op.body !== null) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d '${JSON.stringify(JSON.parse(op.body))}'`);
  }
  if (op.answer === 'pdf') lines.push('  -o report.pdf');
  return lines.join(' \\\n');
}

/** The same call in TypeScript with fetch (Node 18+ or a browser's server side). */
function typescriptSample(
  origin: string,
  op: Omit<ReferenceOperation, 'curl' | 'typescript'>,
  url: string,
) {
  const headers = ['    Authorization: `Bearer ${process.env.KYC_API_KEY}`,'];
  if (op.parameters.some((p) => p.name.toLowerCase() === 'idempotency-key'))
    headers.push("    'Idempotency-Key': crypto.randomUUID(),");
  if (op.body !== null) headers.push("    'Content-Type': 'application/json',");
  const init = [
    ...(op.method === 'GET' ? [] : [`  method: '${op.method}',`]),
    `  headers: {\n${headers.join('\n')}\n  },`,
    ...(op.body !== null
      ? [`  body: JSON.stringify(${JSON.stringify(JSON.parse(op.body))}),`]
      : []),
  ];
  const read =
    op.answer === 'pdf'
      ? 'const pdf = new Uint8Array(await response.arrayBuffer());'
      : op.answer === 'none'
        ? '// 204: done, no body.'
        : 'const answer = await response.json();';
  return [
    `const response = await fetch('${origin}${url}', {`,
    ...init,
    '});',
    '// Every error is an RFC 9457 problem document: its detail says what went wrong.',
    'if (!response.ok) throw new Error((await response.json()).detail);',
    read,
  ].join('\n');
}

/**
 * The reference the page draws, from the document apps/api serves, in the page's language.
 *
 * @param document /v1/openapi.json as parsed
 * @param origin the site's origin (the samples call it: the site serves /v1)
 * @param locale the page's language: its summaries, descriptions, sandbox cases and problem
 *   titles are the document's Chinese (`x-…-zh`) on a Chinese page, its English on an English one
 * @returns operations in the document's order, the sandbox companies and the problem kinds
 * @example const model = referenceModel(await response.json(), 'https://kyc.example', 'zh-CN');
 */
export function referenceModel(
  document: Document,
  origin: string,
  locale: Locale,
): ApiReferenceModel {
  const sandbox: ReferenceSandboxCompany[] = (
    Array.isArray(document['x-sandbox']) ? document['x-sandbox'] : []
  ).map(({ case: english, 'x-case-zh': chinese, ...company }) => ({
    ...company,
    case: words(english, chinese, locale),
  }));
  const problems: ReferenceProblem[] = (
    Array.isArray(document['x-problems']) ? document['x-problems'] : []
  ).map(({ title, 'x-title-zh': chinese, ...problem }) => ({
    ...problem,
    title: words(title, chinese, locale),
  }));
  const sandboxCode = sandbox[0]?.keyNo ?? 'SBX0000000000001';
  const operations: ReferenceOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const [method, operation] of Object.entries(item)) {
      const verb = method.toUpperCase();
      if (!METHODS.has(verb)) continue;
      const parameters: ReferenceParameter[] = (operation.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        // Path parameters first: they read in the order of the address.
        .sort((a, b) => Number(b.in === 'path') - Number(a.in === 'path'))
        .map((p) => ({
          name: p.name,
          in: p.in as ReferenceParameter['in'],
          required: p.required === true,
          description: words(p.description, p['x-description-zh'], locale),
          type: describeSchema(p.schema),
          sample: p.in === 'header' ? '' : sampleValue(p, sandboxCode),
        }));
      const bodyExample = operation.requestBody?.content?.['application/json']?.example;
      const responses: ReferenceResponse[] = Object.entries(operation.responses ?? {}).map(
        ([status, response]) => {
          // Fastify's placeholder for an undescribed answer says nothing: the page has words.
          if (response.description === 'Default Response')
            return { status, description: { text: '' } };
          return {
            status,
            description: words(response.description, response['x-description-zh'], locale),
          };
        },
      );
      const success = Object.entries(operation.responses ?? {}).find(([status]) =>
        status.startsWith('2'),
      )?.[1];
      const example = success?.content?.['application/json']?.example;
      const answer = success?.content?.['application/json']
        ? ('json' as const)
        : success?.content
          ? ('pdf' as const)
          : ('none' as const);
      const base = {
        id: operation.operationId ?? `${verb} ${path}`,
        method: verb as ReferenceMethod,
        path,
        summary: words(operation.summary, operation['x-summary-zh'], locale),
        description: words(operation.description, operation['x-description-zh'], locale),
        parameters,
        body: bodyExample === undefined ? null : json(bodyExample),
        responses,
        example: example === undefined ? null : json(example),
        answer,
      };
      const values = Object.fromEntries(parameters.map((p) => [p.name, p.sample]));
      const url = requestPath(path, values, parameters);
      operations.push({
        ...base,
        curl: curlSample(origin, base, url),
        typescript: typescriptSample(origin, base, url),
      });
    }
  return { operations, sandbox, problems };
}

/** The document last fetched, and the reference built from it per language. */
let reused: {
  apiOrigin: string;
  origin: string;
  at: number;
  models: Map<Locale, ApiReferenceModel>;
  document: Document;
} | null = null;

/**
 * The reference from apps/api's /v1/openapi.json in the page's language, the document reused
 * for a minute; null when the API does not answer (the page still shows everything else).
 *
 * @param apiOrigin where apps/api answers
 * @param origin the site's origin, for the samples
 * @param locale the page's language
 * @returns the reference, or null
 * @example const reference = await loadApiReference(context.apiOrigin, siteOrigin(request), 'zh-CN');
 */
export async function loadApiReference(
  apiOrigin: string,
  origin: string,
  locale: Locale,
): Promise<ApiReferenceModel | null> {
  if (
    !reused ||
    reused.apiOrigin !== apiOrigin ||
    reused.origin !== origin ||
    Date.now() - reused.at >= REUSE_MS
  ) {
    try {
      const response = await fetch(`${apiOrigin}/v1/openapi.json`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const document = (await response.json()) as Document;
      const model = referenceModel(document, origin, locale);
      if (model.operations.length === 0) return null;
      reused = { apiOrigin, origin, at: Date.now(), models: new Map([[locale, model]]), document };
    } catch {
      return null;
    }
  }
  const built = reused.models.get(locale) ?? referenceModel(reused.document, origin, locale);
  reused.models.set(locale, built);
  return built;
}
