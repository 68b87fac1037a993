import type {
  ApiReferenceModel,
  ReferenceMethod,
  ReferenceOperation,
  ReferenceParameter,
  ReferenceProblem,
  ReferenceResponse,
  ReferenceSandboxCompany,
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

interface DocumentParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
}

interface DocumentOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: DocumentParameter[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { example?: unknown }> }
  >;
}

interface Document {
  paths?: Record<string, Record<string, DocumentOperation>>;
  'x-sandbox'?: ReferenceSandboxCompany[];
  'x-problems'?: ReferenceProblem[];
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
 * The reference the page draws, from the document apps/api serves.
 *
 * @param document /v1/openapi.json as parsed
 * @param origin the site's origin (the samples call it: the site serves /v1)
 * @returns operations in the document's order, the sandbox companies and the problem kinds
 * @example const model = referenceModel(await response.json(), 'https://kyc.example');
 */
export function referenceModel(document: Document, origin: string): ApiReferenceModel {
  const sandbox = Array.isArray(document['x-sandbox']) ? document['x-sandbox'] : [];
  const problems = Array.isArray(document['x-problems']) ? document['x-problems'] : [];
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
          description: p.description ?? '',
          type: describeSchema(p.schema),
          sample: p.in === 'header' ? '' : sampleValue(p, sandboxCode),
        }));
      const bodyExample = operation.requestBody?.content?.['application/json']?.example;
      const responses: ReferenceResponse[] = Object.entries(operation.responses ?? {}).map(
        ([status, response]) => {
          const description = response.description ?? '';
          // Fastify's placeholder for an undescribed answer says nothing: the page has words.
          return { status, description: description === 'Default Response' ? '' : description };
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
        summary: operation.summary ?? '',
        description: operation.description ?? '',
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

let reused: { apiOrigin: string; origin: string; at: number; model: ApiReferenceModel } | null =
  null;

/**
 * The reference from apps/api's /v1/openapi.json, reused for a minute; null when the API does
 * not answer (the page still shows everything else).
 *
 * @param apiOrigin where apps/api answers
 * @param origin the site's origin, for the samples
 * @returns the reference, or null
 * @example const reference = await loadApiReference(context.apiOrigin, siteOrigin(request));
 */
export async function loadApiReference(
  apiOrigin: string,
  origin: string,
): Promise<ApiReferenceModel | null> {
  if (
    reused &&
    reused.apiOrigin === apiOrigin &&
    reused.origin === origin &&
    Date.now() - reused.at < REUSE_MS
  )
    return reused.model;
  try {
    const response = await fetch(`${apiOrigin}/v1/openapi.json`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const model = referenceModel((await response.json()) as Document, origin);
    if (model.operations.length === 0) return null;
    reused = { apiOrigin, origin, at: Date.now(), model };
    return model;
  } catch {
    return null;
  }
}
