import { fillTemplate, type MonitoringText } from '@kyc/content/interface';
import { formatAmount } from '@kyc/formatters';
import type { WebapiAnswer } from '../../api/webapi';
import type { Locale } from '../locale';

/** What changed, as apps/api names the kinds of monitoring events. */
export const MONITOR_KINDS = [
  'name',
  'status',
  'address',
  'legal_representative',
  'registered_capital',
  'officers',
  'shareholders',
  'gleif_parents',
  'beneficial_owners',
] as const;
export type MonitorKind = (typeof MONITOR_KINDS)[number];
// The list above is every kind an alert can have, no more and no fewer (a compile-time check).
type SameKinds = [MonitorKind] extends [Alert['kind']]
  ? [Alert['kind']] extends [MonitorKind]
    ? true
    : never
  : never;
const _sameKinds: SameKinds = true;

/** Alert mail choices. */
export const MAIL_MODES = [
  'off',
  'instant',
  'daily',
] as const satisfies readonly WebapiAnswer<'getAlertMail'>['mode'][];
export type MailMode = (typeof MAIL_MODES)[number];

/** The section of a company page that holds the watch control (a form's way back). */
export const WATCH_SECTION_ID = 'company-watch';
/** The company page's history section (an alert's link). */
export const HISTORY_SECTION_ID = 'company-history';

/** What watching costs (`GET /webapi/saas/monitoring/cost`); prices null unless visible. */
export type WatchCost = WebapiAnswer<'getWatchCost'>;

/** How the user watches one company (`GET /webapi/saas/monitoring/watches/companies/{keyNo}`). */
export type WatchStatus = WebapiAnswer<'getWatchStatus'>;

/** `GET /webapi/saas/monitoring/watches`: the watched lists, a page of companies, cost and mail. */
export type Watches = WebapiAnswer<'listWatches'>;

/** A watched list, as "my watches" gives it. */
export type WatchedList = Watches['lists'][number];

/** A watched company, as "my watches" gives it. */
export type WatchedCompany = Watches['companies'][number];

/** A page of alerts (`GET /webapi/saas/monitoring/alerts`), with the unread count. */
export type AlertsPage = WebapiAnswer<'listAlerts'>;

/** One alert: a change seen on a watched company. */
export type Alert = AlertsPage['items'][number];

/** A person or company in an alert's before and after. */
export interface AlertParty {
  keyNo?: string | null;
  name?: string | null;
  nameEn?: string;
  position?: string;
  positionEn?: string;
  percent?: number;
  rules?: string[];
  kind?: string;
  lei?: string;
}

/** A message a monitoring form left for the page it returned to (post/redirect/get). */
export interface MonitorNotice {
  tone: 'success' | 'error' | 'info';
  message: string;
}

/**
 * Whether a value is one of the kinds.
 *
 * @example isMonitorKind('officers') // true
 */
export function isMonitorKind(value: unknown): value is MonitorKind {
  return typeof value === 'string' && (MONITOR_KINDS as readonly string[]).includes(value);
}

/**
 * A kind of change in words.
 *
 * @example kindName('beneficial_owners', monitoring.en) // 'Beneficial owners'
 */
export function kindName(kind: MonitorKind, text: MonitoringText): string {
  return text[`kind_${kind}`];
}

const RULE_KEYS: Record<string, keyof MonitoringText> = {
  equity: 'rule_equity',
  control: 'rule_control',
  'senior-manager': 'rule_senior_manager',
};

/**
 * One value of an alert (before or after) as lines of text: a person or company per line, with
 * the position, share or rule that matters for the kind; a register field as itself.
 *
 * @example valueLines('officers', [{ name: '王伟', nameEn: 'Wang Wei', position: '董事', positionEn: 'Director' }], monitoring.en, 'en') // ['Wang Wei (Director)']
 */
export function valueLines(
  kind: MonitorKind,
  value: unknown,
  text: MonitoringText,
  locale: Locale,
): string[] {
  if (value === null || value === undefined || value === '') return [];
  const en = locale === 'en';
  // Chinese text takes full-width brackets and colon.
  const [open, close, colon] = en ? [' (', ')', ': '] : ['（', '）', '：'];
  const named = (party: AlertParty) =>
    (en ? party.nameEn || party.name : party.name || party.nameEn) || party.lei || '';
  if (kind === 'name') {
    const name = value as { name?: string | null; nameEn?: string };
    const first = en ? name.nameEn : (name.name ?? name.nameEn);
    const second = en ? name.name : name.nameEn;
    return [
      first && second && first !== second ? `${first}${open}${second}${close}` : (first ?? ''),
    ];
  }
  if (!Array.isArray(value)) return [String(value)];
  return (value as AlertParty[]).map((party) => {
    if (kind === 'officers')
      return `${named(party)}${open}${(en ? party.positionEn : party.position) ?? ''}${close}`;
    if (kind === 'gleif_parents')
      return `${party.kind === 'direct' ? text.parentDirect : text.parentUltimate}${colon}${named(party)}${open}${party.lei ?? ''}${close}`;
    const share = typeof party.percent === 'number' ? ` ${party.percent}%` : '';
    if (kind === 'beneficial_owners') {
      const rules = (party.rules ?? [])
        .map((rule) => (RULE_KEYS[rule] ? text[RULE_KEYS[rule]] : rule))
        .join(en ? ', ' : '、');
      return `${named(party)}${share}${rules ? `${open}${rules}${close}` : ''}`;
    }
    return `${named(party)}${share}`;
  });
}

/**
 * What watching costs per company and month, in words (null when prices are hidden).
 *
 * @example costLine(cost, monitoring.en, 'en') // 'CNY 0.10 per company per month, taken from your prepaid API balance.'
 */
export function costLine(cost: WatchCost, text: MonitoringText, locale: Locale): string | null {
  if (!cost.pricesVisible || cost.price === null) return null;
  const price = formatAmount(cost.price, { currency: cost.currency, locale });
  return fillTemplate(cost.billing === 'invoice' ? text.priceInvoice : text.pricePrepaid, {
    price,
  });
}

/**
 * The prepaid API balance in words (null for post-pay accounts and hidden prices).
 *
 * @example balanceLine(cost, monitoring.en, 'en') // 'Prepaid API balance: CNY 99.80.'
 */
export function balanceLine(cost: WatchCost, text: MonitoringText, locale: Locale): string | null {
  if (!cost.pricesVisible || cost.balance === null || cost.billing === 'invoice') return null;
  return fillTemplate(text.balance, {
    balance: formatAmount(cost.balance, { currency: cost.currency, locale }),
  });
}

/**
 * The alerts page's address with a filter (and the language).
 *
 * @example alertsHref({ keyNo: 'a1…' }) // '/alerts?keyNo=a1…'
 */
export function alertsHref(filter: {
  listId?: number | null;
  keyNo?: string | null;
  kind?: MonitorKind | null;
  unread?: boolean;
  before?: number | null;
}): string {
  const params = new URLSearchParams();
  if (filter.listId) params.set('list', String(filter.listId));
  if (filter.keyNo) params.set('company', filter.keyNo);
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.unread) params.set('unread', '1');
  if (filter.before) params.set('before', String(filter.before));
  const query = params.toString();
  return `/alerts${query ? `?${query}` : ''}`;
}
