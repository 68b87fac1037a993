import type { Locale, UtilityLabelKeys } from '@kyc/content';
import {
  formatAmount,
  formatDate,
  formatName,
  formatPercent,
  formatRegNo,
  formatUnitMoney,
} from '@kyc/formatters';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { jurisdictionName } from '../../lib/account/jurisdictions';
import type { EnterpriseDetails } from '../../lib/account/types';
import { localizedPath } from '../../lib/links';
import { toOwnershipGraph } from '../../lib/ownership';
import { ResponsiveTable } from './ResponsiveTable';
import { TouchOwnershipMap } from './TouchOwnershipMap';

const TEXT = {
  'zh-CN': {
    uscc: '统一社会信用代码',
    jurisdiction: '注册地',
    companyType: '企业类型',
    kind: '类型',
    person: '自然人',
    company: '企业',
    subscribedCapital: '认缴出资',
    effective: '有效持股比例',
    ubo: '最终受益人',
    yes: '是',
    no: '否',
    executives: '主要人员',
    position: '职务',
    name: '名称',
    investments: '对外投资',
    leiStatus: 'LEI 状态',
    leiRenewal: 'LEI 下次续期',
  },
  en: {
    uscc: 'Unified social credit code',
    jurisdiction: 'Jurisdiction',
    companyType: 'Company type',
    kind: 'Type',
    person: 'Person',
    company: 'Company',
    subscribedCapital: 'Subscribed capital',
    effective: 'Effective ownership',
    ubo: 'Ultimate beneficial owner',
    yes: 'Yes',
    no: 'No',
    executives: 'Officers',
    position: 'Position',
    name: 'Name',
    investments: 'Investments',
    leiStatus: 'LEI status',
    leiRenewal: 'LEI next renewal',
  },
};

export interface CompanyDetailsProps {
  details: EnterpriseDetails;
  labels: Record<UtilityLabelKeys['enterpriseDetails'], string>;
  locale: Locale;
  dash: string;
  /** The link to another company of the register (a shareholder, an investment). */
  hrefOf: (keyNo: string) => string;
}

/** Register data, shareholders, beneficial owners, officers and the ownership map of a company. */
export function CompanyDetails({ details, labels, locale, dash, hrefOf }: CompanyDetailsProps) {
  const text = TEXT[locale];
  const company = details.company;
  const localName = company.nameZh ?? company.name;
  const graph = useMemo(() => {
    const nodes = Array.isArray(details.graph?.nodes) ? details.graph.nodes : [];
    const root =
      nodes.find((node) => node.keyNo === company.keyNo) ?? nodes.find((node) => node.depth === 0);
    return root ? toOwnershipGraph(root.id, { nodes, edges: details.graph?.edges ?? [] }) : null;
  }, [details.graph, company.keyNo]);
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
  const facts: [string, string][] = [
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
  ];
  const shareholders = Array.isArray(details.shareholders) ? details.shareholders : [];
  const owners = Array.isArray(details.beneficialOwners) ? details.beneficialOwners : [];
  const executives = Array.isArray(details.executives) ? details.executives : [];
  const investments = Array.isArray(details.investments) ? details.investments : [];

  return (
    <article className="account-company" aria-labelledby="company-name">
      <h2 id="company-name" className="account-company__name">
        {formatName(localName, company.nameEn)}
      </h2>
      <section className="account-card" aria-labelledby="company-overview">
        <h3 id="company-overview" className="account-card__title">
          {labels.overview}
        </h3>
        <dl className="account-facts">
          {facts.map(([term, value]) => (
            <div key={term} className="account-facts__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="account-card" aria-labelledby="company-shareholders">
        <h3 id="company-shareholders" className="account-card__title">
          {labels.shareholders}
        </h3>
        <ResponsiveTable
          columns={[text.name, text.kind, labels.percentage, text.subscribedCapital]}
          empty={dash}
          rows={shareholders.map((holder) => {
            const name = formatName(holder.name, holder.nameEn);
            return {
              key: `${holder.kind}:${holder.keyNo}`,
              cells: [
                holder.kind === 'company' && holder.keyNo ? (
                  <Link key="name" to={localizedPath(hrefOf(holder.keyNo), locale)}>
                    {name}
                  </Link>
                ) : (
                  name
                ),
                holder.kind === 'company' ? text.company : text.person,
                formatPercent(Number(holder.percent) / 100),
                formatUnitMoney(holder.subscribedCapital, { locale }),
              ],
            };
          })}
        />
      </section>

      <section className="account-card" aria-labelledby="company-owners">
        <h3 id="company-owners" className="account-card__title">
          {labels.beneficialOwners}
        </h3>
        <ResponsiveTable
          columns={[text.name, text.effective, text.ubo]}
          empty={dash}
          rows={owners.map((owner) => ({
            key: owner.keyNo,
            cells: [
              formatName(owner.name, owner.nameEn),
              formatPercent(Number(owner.percent) / 100),
              owner.isUbo ? text.yes : text.no,
            ],
          }))}
        />
      </section>

      {graph && (
        // The map is a labelled region of its own: a second one of the same name would repeat it.
        <div className="account-card account-company__map">
          <TouchOwnershipMap graph={graph} locale={locale} />
        </div>
      )}

      <section className="account-card" aria-labelledby="company-executives">
        <h3 id="company-executives" className="account-card__title">
          {text.executives}
        </h3>
        <ResponsiveTable
          columns={[text.name, text.position]}
          empty={dash}
          rows={executives.map((person) => ({
            key: `${person.keyNo}:${person.position}`,
            cells: [
              formatName(person.name, person.nameEn),
              or(locale === 'en' ? person.positionEn : person.position),
            ],
          }))}
        />
      </section>

      {investments.length > 0 && (
        <section className="account-card" aria-labelledby="company-investments">
          <h3 id="company-investments" className="account-card__title">
            {text.investments}
          </h3>
          <ResponsiveTable
            columns={[text.name, labels.percentage]}
            empty={dash}
            rows={investments.map((investment) => ({
              key: investment.keyNo,
              cells: [
                <Link key="name" to={localizedPath(hrefOf(investment.keyNo), locale)}>
                  {formatName(investment.nameZh ?? investment.name, investment.nameEn)}
                </Link>,
                formatPercent(Number(investment.percent) / 100),
              ],
            }))}
          />
        </section>
      )}
    </article>
  );
}
