import { utilityPageData } from '../../lib/account/page.server';
import type { SiteLoaderArgs } from '../routeProps';

/** A report's QR code or link may carry its number and code: `/verifydoc?reportNo=…&code=…`. */
export function loader({ request }: Pick<SiteLoaderArgs, 'request'>) {
  const params = new URL(request.url).searchParams;
  const prefill = (name: string, max: number) => (params.get(name) ?? '').trim().slice(0, max);
  return {
    ...utilityPageData(request, '/verifydoc'),
    prefill: { reportNo: prefill('reportNo', 40), verifyCode: prefill('code', 20) },
  };
}
