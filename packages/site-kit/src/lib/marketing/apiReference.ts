/**
 * The API reference as the page draws it, built on the server from apps/api's
 * /v1/openapi.json (`loadApiReference.server.ts`): plain data, so it travels to the page and
 * the try-it without the whole document.
 */

/**
 * A text of the document in the page's language: the document gives each English `summary`,
 * `description`, `title` and sandbox `case` its Chinese (`x-summary-zh`…). `lang` is `'en'`
 * when a Chinese page shows the English because the document has no Chinese for it (the page
 * marks it so, for its font and for screen readers).
 */
export interface ReferenceWords {
  text: string;
  lang?: 'en';
}

/** One parameter of an operation. */
export interface ReferenceParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description: ReferenceWords;
  /** The schema in a few words: `string`, `integer 1–100`, `one of CN, HK`, default… */
  type: string;
  /** The value the samples and the try-it start with ('' for none). */
  sample: string;
}

/** One answer an operation may give: its status and what it means (naming its problem kinds). */
export interface ReferenceResponse {
  status: string;
  description: ReferenceWords;
}

/** The methods /v1 uses. */
export type ReferenceMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One operation of /v1. */
export interface ReferenceOperation {
  id: string;
  method: ReferenceMethod;
  path: string;
  summary: ReferenceWords;
  description: ReferenceWords;
  parameters: ReferenceParameter[];
  /** The request body's example as JSON text, or null for an operation without a body. */
  body: string | null;
  responses: ReferenceResponse[];
  /** The success answer's example as JSON text, or null (a PDF, or no body). */
  example: string | null;
  /** What the success answer carries: JSON, a PDF, or no body at all (204). */
  answer: 'json' | 'pdf' | 'none';
  curl: string;
  typescript: string;
}

/** A sandbox company as the document lists it, with what it demonstrates in the page's language. */
export interface ReferenceSandboxCompany {
  keyNo: string;
  name: string;
  nameEn: string;
  jurisdiction: string;
  /** The register's own word (存续, 注销, Live…). */
  status: string;
  uscc: string | null;
  lei: string | null;
  case: ReferenceWords;
}

/** A problem kind: the anchor `#problem-<kind>` of the page is its `type`. */
export interface ReferenceProblem {
  kind: string;
  status: number;
  title: ReferenceWords;
}

/** The reference, or null when apps/api did not give its document. */
export interface ApiReferenceModel {
  operations: ReferenceOperation[];
  sandbox: ReferenceSandboxCompany[];
  problems: ReferenceProblem[];
}

/**
 * A request path with the parameters' sample values: path parameters filled in, and the
 * query parameters that have a value.
 *
 * @param path the path template (`/v1/companies/{code}`)
 * @param values a value per parameter name
 * @param parameters the operation's parameters
 * @returns the path to call
 * @example requestPath('/v1/companies/{code}', { code: 'SBX0000000000001' }, params) // '/v1/companies/SBX0000000000001'
 */
export function requestPath(
  path: string,
  values: Record<string, string>,
  parameters: readonly ReferenceParameter[],
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
  const query = new URLSearchParams();
  for (const parameter of parameters)
    if (parameter.in === 'query' && values[parameter.name])
      query.set(parameter.name, values[parameter.name] ?? '');
  const text = query.toString();
  return text ? `${filled}?${text}` : filled;
}
