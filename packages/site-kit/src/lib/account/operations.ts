import type { PageByPath } from '@kyc/content';
import { fillTemplate } from '@kyc/content/interface';
import type { SiteVariant } from '../variant';
import { enterpriseDetailsHref } from './enterpriseQuery';
import { searchHref } from './searchQuery';
import type { Operation } from './types';

type ActivityLabels = PageByPath['/activity']['labels'];

/** An operation as the activity page and the home page show it: words, and where it leads. */
export interface OperationView {
  id: number;
  createdAt: string;
  text: string;
  /** The search or company it was about, to go back to; absent when there is none. */
  href?: string;
}

const COMPANY_OPS = new Set(['open_company', 'set_threshold', 'order_report']);
/** Operations about a service package, named in words (`select_service_package`: older logs). */
const PACKAGE_OPS = new Set([
  'select_service_package',
  'service_select',
  'service_confirm',
  'service_request',
]);

/**
 * The page that shows a company in this app: the desktop opens it inside live search, the
 * phone on its own page.
 *
 * @example companyHref('572fef74102f9b232e5d5249c887a876', 'mobile') // '/enterprise-details?keyNo=572f…'
 */
export function companyHref(keyNo: string, variant: SiteVariant): string {
  return variant === 'mobile' ? enterpriseDetailsHref(keyNo) : searchHref({ id: keyNo });
}

/**
 * The name of the company an operation was about, in the page's language first; its keyNo
 * when the company is gone.
 *
 * @example operationCompanyName(op, 'en') // 'Acme Limited'
 */
export function operationCompanyName(op: Operation, locale: 'zh-CN' | 'en'): string {
  const [first, second] =
    locale === 'en' ? [op.companyNameEn, op.companyName] : [op.companyName, op.companyNameEn];
  return first || second || op.relId || '';
}

/**
 * The words for one operation of the log, in the page's language (company names in that
 * language first), with a link back to its search or company for this app (`variant`).
 * An operation the catalogue has no words for says so rather than showing its code.
 *
 * @example describeOperation(op, labels, 'en', 'desktop', names).text // 'Opened Acme Limited'
 */
export function describeOperation(
  op: Operation,
  labels: ActivityLabels,
  locale: 'zh-CN' | 'en',
  variant: SiteVariant,
  packageNames: ReadonlyMap<string, string> = new Map(),
): OperationView {
  const template = (labels as Partial<Record<string, string>>)[`op_${op.opType}`];
  const view = { id: op.id, createdAt: op.createdAt };
  if (!template) return { ...view, text: labels.opOther };
  const relId = op.relId ?? '';
  if (COMPANY_OPS.has(op.opType)) {
    const href = /^[0-9a-f]{32}$/.test(relId) ? companyHref(relId, variant) : undefined;
    return {
      ...view,
      text: fillTemplate(template, { detail: operationCompanyName(op, locale) }),
      href,
    };
  }
  if (op.opType === 'search')
    return {
      ...view,
      text: fillTemplate(template, { detail: relId }),
      href: relId ? searchHref({ q: relId }) : undefined,
    };
  // A downloaded report (its number) is found again under My reports.
  if (op.opType === 'download_report')
    return { ...view, text: fillTemplate(template, { detail: relId }), href: '/my-reports' };
  if (PACKAGE_OPS.has(op.opType)) {
    // `<packageCode>:<reference>` for a stored request, the package code alone for a choice.
    const [code = '', reference = ''] = relId.split(':', 2);
    return {
      ...view,
      text: fillTemplate(template, { detail: packageNames.get(code) ?? code, reference }),
    };
  }
  return { ...view, text: fillTemplate(template, { detail: relId }) };
}
