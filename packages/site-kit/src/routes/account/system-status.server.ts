import { utilityPageData } from '../../lib/account/page.server';
import type { SystemStatusResponse } from '../../lib/account/types';
import type { SiteLoaderArgs } from '../routeProps';

/** The status report apps/api gives (also with its 503, when the database is down), or null. */
async function fetchStatus(apiOrigin: string): Promise<SystemStatusResponse | null> {
  try {
    const response = await fetch(`${apiOrigin}/webapi/system/status`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok && response.status !== 503) return null;
    const body = (await response.json()) as Partial<SystemStatusResponse> | null;
    return body && Array.isArray(body.checks) ? (body as SystemStatusResponse) : null;
  } catch {
    return null;
  }
}

export async function loader({ request, context }: SiteLoaderArgs) {
  const data = utilityPageData(request, '/system-status');
  const started = performance.now();
  const report = await fetchStatus(context.apiOrigin);
  // Measured here, on the server: the site's own trip to the account service and back.
  const roundTripMs = Math.round((performance.now() - started) * 10) / 10;
  return {
    ...data,
    status: {
      apiReachable: report !== null,
      roundTripMs: report ? roundTripMs : null,
      checks: report?.checks ?? [],
      checkedAt: report?.checkedAt ?? new Date().toISOString(),
      uptimeSeconds: typeof report?.uptimeSeconds === 'number' ? report.uptimeSeconds : null,
    },
  };
}
