import type { Locale } from '@kyc/content';
import { fillTemplate, workspaceShowcase } from '@kyc/content/interface';
import { formatName } from '@kyc/formatters';
import { type ApiOwnershipGraph, toOwnershipGraph } from '../ownership';
import type { Showcase } from './types';

interface ShowcaseResponse {
  company?: { keyNo?: unknown; name?: unknown; nameEn?: unknown };
  graph?: {
    nodes?: (ApiOwnershipGraph['nodes'][number] & { depth?: number })[];
    edges?: ApiOwnershipGraph['edges'];
  };
}

/** The company's node: the one at depth 0, else the first. */
function rootIdOf(nodes: NonNullable<NonNullable<ShowcaseResponse['graph']>['nodes']>): string {
  return (nodes.find((node) => node.depth === 0) ?? nodes[0])?.id ?? '';
}

/**
 * The Workspace page's live example: apps/api's showcase company and its ownership graph
 * (`GET /webapi/showcase/ownership`), converted for `OwnershipMap`, with the map's title in
 * `locale`. Resolves to `null` when the API is missing, fails, answers something unusable or
 * takes more than `timeout` ms (default 3000), so the page always renders; it never rejects.
 *
 * @example const showcase = loadShowcase(context.apiOrigin, 'en'); // un-awaited: streamed to the page
 */
export async function loadShowcase(
  apiOrigin: string,
  locale: Locale,
  { fetch: fetchImpl = fetch, timeout = 3_000 }: { fetch?: typeof fetch; timeout?: number } = {},
): Promise<Showcase | null> {
  try {
    const response = await fetchImpl(`${apiOrigin}/webapi/showcase/ownership`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeout),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as ShowcaseResponse;
    const nodes = body.graph?.nodes;
    const edges = body.graph?.edges;
    if (!Array.isArray(nodes) || nodes.length === 0 || !Array.isArray(edges)) return null;
    const company = body.company ?? {};
    const rootId = rootIdOf(nodes);
    const root = nodes.find((node) => node.id === rootId);
    const name = typeof company.name === 'string' ? company.name : (root?.name ?? '');
    const nameEn = typeof company.nameEn === 'string' ? company.nameEn : (root?.nameEn ?? null);
    return {
      company: { keyNo: typeof company.keyNo === 'string' ? company.keyNo : '', name, nameEn },
      title: fillTemplate(workspaceShowcase[locale].mapTitle, {
        company: formatName(name, nameEn),
      }),
      graph: toOwnershipGraph(rootId, { nodes, edges }),
    };
  } catch {
    return null;
  }
}
