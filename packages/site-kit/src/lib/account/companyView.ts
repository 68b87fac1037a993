import type { Locale, UtilityLabelKeys } from '@kyc/content';
import { companyDetails } from '@kyc/content/interface';
import {
  formatAmount,
  formatDate,
  formatName,
  formatPercent,
  formatRegNo,
  formatUnitMoney,
} from '@kyc/formatters';
import type { OwnershipGraph } from '@kyc/ui';
import { toOwnershipGraph } from '../ownership';
import { jurisdictionName } from './jurisdictions';
import type { Outcome } from './outcome';
import type { EnterpriseDetails } from './types';

export type CompanyLabels = Record<UtilityLabelKeys['enterpriseDetails'], string>;

/** A company as the page shows it: every value already in words, in the page's language. */
export interface CompanyView {
  keyNo: string;
  heading: string;
  facts: [term: string, value: string][];
  /** `keyNo` is set for company holders, which link to their own page. */
  shareholders: {
    key: string;
    name: string;
    keyNo?: string;
    kind: string;
    percent: string;
    capital: string;
  }[];
  owners: { key: string; name: string; percent: string; ubo: string }[];
  graph: OwnershipGraph | null;
  executives: { key: string; name: string; position: string }[];
  investments: { keyNo: string; name: string; percent: string }[];
}

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

/**
 * A name in both languages as SPEC §5 shows it (both when they differ, else whichever exists,
 * else a dash), the page's language first: 'Royal Lion Shipping Limited (皇家獅航運有限公司)' on
 * English pages, '皇家獅航運有限公司 (Royal Lion Shipping Limited)' on Chinese ones.
 *
 * @example displayName('高磊', 'Gao Lei', 'en') // 'Gao Lei (高磊)'
 */
export function displayName(localName: unknown, englishName: unknown, locale: Locale): string {
  return locale === 'en' ? formatName(englishName, localName) : formatName(localName, englishName);
}

/**
 * The company view of an API answer, built where the page is loaded: the formatters (luxon for
 * dates, big.js for money) run on the server, so the company page's browser code carries
 * neither. Missing values become `dash`; nothing in a sparse answer throws.
 *
 * @example const view = companyView(details, { labels, locale: 'en', dash: '-' });
 */
export function companyView(
  details: EnterpriseDetails,
  { labels, locale, dash }: { labels: CompanyLabels; locale: Locale; dash: string },
): CompanyView {
  const text = companyDetails[locale];
  const company = details.company;
  const localName = company.nameZh ?? company.name;
  const or = (value: string | null | undefined) => (value ? value : dash);
  const capital =
    typeof company.capitalAmount === 'number'
      ? formatAmount(company.capitalAmount, {
          currency: company.capitalCurrency ?? undefined,
          locale,
        })
      : formatUnitMoney(company.registeredCapital, {
          code: company.capitalCurrency ?? undefined,
          locale,
        });
  const nodes = list(details.graph?.nodes);
  const root =
    nodes.find((node) => node.keyNo === company.keyNo) ?? nodes.find((node) => node.depth === 0);
  return {
    keyNo: company.keyNo,
    heading: displayName(localName, company.nameEn, locale),
    facts: [
      [labels.localName, or(localName)],
      [labels.englishName, or(company.nameEn)],
      [text.jurisdiction, jurisdictionName(company.jurisdiction, locale, dash)],
      [labels.registrationNumber, formatRegNo(company.regNo, undefined)],
      ...(company.uscc ? ([[text.uscc, company.uscc]] as [string, string][]) : []),
      [labels.lei, or(company.lei)],
      ...(company.lei
        ? ([
            [text.leiStatus, or(company.leiStatus)],
            [text.leiRenewal, formatDate(company.leiNextRenewal, { locale })],
          ] as [string, string][])
        : []),
      [labels.status, or(locale === 'en' ? company.statusEn : company.status)],
      [text.companyType, or(company.companyType)],
      [labels.incorporated, formatDate(company.established, { locale })],
      [
        labels.registeredCapital,
        company.registeredCapital ? `${capital} (${company.registeredCapital})` : capital,
      ],
      [labels.legalRepresentative, or(company.legalRepresentative)],
      [labels.address, or(company.address)],
    ],
    shareholders: list(details.shareholders).map((holder) => ({
      key: `${holder.kind}:${holder.keyNo}`,
      name: displayName(holder.name, holder.nameEn, locale),
      keyNo: holder.kind === 'company' && holder.keyNo ? holder.keyNo : undefined,
      kind: holder.kind === 'company' ? text.company : text.person,
      percent: formatPercent(Number(holder.percent) / 100),
      capital: formatUnitMoney(holder.subscribedCapital, { locale }),
    })),
    owners: list(details.beneficialOwners).map((owner) => ({
      key: owner.keyNo,
      name: displayName(owner.name, owner.nameEn, locale),
      percent: formatPercent(Number(owner.percent) / 100),
      ubo: owner.isUbo ? text.yes : text.no,
    })),
    graph: root
      ? toOwnershipGraph(root.id, { nodes, edges: details.graph?.edges ?? [] }, locale)
      : null,
    executives: list(details.executives).map((person) => ({
      key: `${person.keyNo}:${person.position}`,
      name: displayName(person.name, person.nameEn, locale),
      position: or(locale === 'en' ? person.positionEn : person.position),
    })),
    investments: list(details.investments).map((investment) => ({
      keyNo: investment.keyNo,
      name: displayName(investment.nameZh ?? investment.name, investment.nameEn, locale),
      percent: formatPercent(Number(investment.percent) / 100),
    })),
  };
}

/**
 * A loader's company answer with its view built (see `companyView`); a failure passes through.
 *
 * @example loaderApi<EnterpriseDetails>(…).then((outcome) => companyOutcome(outcome, options))
 */
export function companyOutcome(
  outcome: Outcome<EnterpriseDetails>,
  options: { labels: CompanyLabels; locale: Locale; dash: string },
): Outcome<CompanyView> {
  return outcome.ok ? { ok: true, data: companyView(outcome.data, options) } : outcome;
}
