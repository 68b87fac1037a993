import type { Locale, UtilityLabelKeys } from '@kyc/content';
import { companyDetails, fillTemplate, leiLookup, liveSearch } from '@kyc/content/interface';
import {
  formatAmount,
  formatDate,
  formatName,
  formatPercent,
  formatRegNo,
  formatShares,
  formatUnitMoney,
} from '@kyc/formatters';
import type { OwnershipGraph } from '@kyc/ui/ownership';
import { effectiveLeiStatus, shanghaiToday } from '../leiStatus';
import { otherNamesText } from '../otherNames';
import { toOwnershipGraph } from '../ownership';
import { DEFAULT_OWNER_THRESHOLD, OWNER_THRESHOLDS } from './enterpriseQuery';
import { jurisdictionName } from './jurisdictions';
import type { Outcome } from './outcome';
import { companyStatusText } from './statusText';
import type { CompanyHistory, EnterpriseDetails } from './types';

export type CompanyLabels = Record<UtilityLabelKeys['enterpriseDetails'], string>;

/** One step of an ownership chain: a holder (person or company) or the share it holds. */
export type ChainStep =
  | { kind: 'holder'; name: string; keyNo?: string }
  | { kind: 'share'; percent: string };

/** A person of the beneficial-owner list, in words. */
export interface OwnerView {
  key: string;
  name: string;
  /** Total effective share, all chains together. */
  percent: string;
  isUbo: boolean;
  /** The rules that make the person a beneficial owner, in words (empty: not one). */
  rules: string[];
  /** Each chain: holder, share, holder, share…, this company; and the chain's product. */
  chains: { key: string; steps: ChainStep[]; percent: string }[];
}

/** A company linked from the page (an investment, another company of an officer). */
export interface LinkedCompany {
  keyNo: string;
  name: string;
}

/** A company as the page shows it: every value already in words, in the page's language. */
export interface CompanyView {
  keyNo: string;
  heading: string;
  /** The name in the page's language only (the relationship map's middle). */
  shortName: string;
  facts: [term: string, value: string][];
  /** GLEIF's accounting-consolidation parents, in words (not shareholdings), current ones first. */
  parents: {
    key: string;
    role: string;
    name: string;
    keyNo?: string;
    lei: string;
    /** Current, or ended with its end date when GLEIF gives one. */
    status: string;
    current: boolean;
  }[];
  /**
   * What the record's source cannot have, said instead of an empty block ('' when the block has
   * data or the source could have it): a GLEIF record has no officers, shareholders or owners.
   */
  unpublished: { executives: string; shareholders: string; owners: string };
  /** The changes imports made, newest first, in words; null when the history was not read. */
  history: { key: string; change: string; dates: string }[] | null;
  /** Where the BODS 0.4 export of the ownership graph is downloaded. */
  bodsHref: string;
  /** Where the blocks' data comes from, and when the register was read ('' if unknown). */
  source: { register: string; derived: string; network: string; asOf: string };
  /** `keyNo` is set for company holders, which link to their own page. */
  shareholders: {
    key: string;
    name: string;
    keyNo?: string;
    kind: string;
    percent: string;
    capital: string;
  }[];
  /** The beneficial-ownership threshold (percent) the owners were worked out at. */
  threshold: number;
  thresholdOptions: { value: number; label: string }[];
  /** Said of a person below the threshold without another rule. */
  belowThreshold: string;
  /** Heads the people below the threshold ('其他持股的自然人：12 人，未达到 25%'). */
  othersBelow: string;
  /** Nobody qualified by equity or control: the senior managers are listed (in words, or ''). */
  fallbackNote: string;
  /** Beneficial owners first, then the others holding shares; each by share, largest first. */
  owners: OwnerView[];
  graph: OwnershipGraph | null;
  /** The map's title when it also draws consolidation parents (else the map's own). */
  mapTitle?: string;
  executives: { key: string; name: string; position: string }[];
  /** Officers and personal shareholders with the other companies where they hold roles. */
  relations: {
    key: string;
    name: string;
    /** The name in the page's language only, for the map. */
    short: string;
    /** Their roles here, in words. */
    here: string;
    /** `short`: the name in the page's language only, for the map. */
    others: (LinkedCompany & { short: string; roles: string })[];
  }[];
  /** Outward investments by layer (1 direct, then 2, 3), each with the company holding it. */
  investmentLayers: {
    layer: number;
    title: string;
    items: (LinkedCompany & { key: string; percent: string; heldBy: LinkedCompany })[];
  }[];
}

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

/**
 * The register's word for the legal form; on English pages a Chinese register's word comes
 * after the form in English, so the page stays readable.
 */
function companyTypeText(
  company: Pick<EnterpriseDetails['company'], 'companyType' | 'legalForm'>,
  locale: Locale,
  dash: string,
): string {
  const word = company.companyType || '';
  if (!word) return dash;
  if (locale !== 'en' || !/[\u4e00-\u9fff]/.test(word) || !company.legalForm) return word;
  return `${liveSearch.en.companyTypes[company.legalForm]} (${word})`;
}

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

/** A name in the page's language only (else the other one): for chains, where both would be long. */
function shortName(localName: unknown, englishName: unknown, locale: Locale): string {
  const local = typeof localName === 'string' ? localName.trim() : '';
  const english = typeof englishName === 'string' ? englishName.trim() : '';
  return (locale === 'en' ? english || local : local || english) || '-';
}

/**
 * A percentage (0–100) as short as it reads: '45%', '9.69%', '27.5%'; a share too small for two
 * decimals is '<0.01%'.
 *
 * @example sharePercent(27) // '27%'
 */
export function sharePercent(value: unknown): string {
  const number = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(number)) {
    return '-';
  }
  if (number > 0 && number < 0.005) return '<0.01%';
  const rounded = Math.round(number * 100) / 100;
  const whole = (x: number) => Math.abs(x - Math.round(x)) < 1e-9;
  const decimals = whole(rounded) ? 0 : whole(rounded * 10) ? 1 : 2;
  return formatPercent(rounded / 100, { decimals });
}

/**
 * A history entry's field in words: a known GLEIF column, a relationship's period column
 * ('Direct parent: period 2 end date'), else the column's published name.
 *
 * @example historyField('IS_DIRECTLY_CONSOLIDATED_BY Relationship.Period.1.endDate', companyDetails.en)
 * // 'Direct parent: period 1 end date'
 */
export function historyField(field: string, text: (typeof companyDetails)[Locale]): string {
  const known = text.historyFields[field];
  if (known) return known;
  const period =
    /^IS_(DIRECTLY|ULTIMATELY)_CONSOLIDATED_BY Relationship\.Period\.(\d+)\.(startDate|endDate|periodType)$/.exec(
      field,
    );
  if (!period) return field;
  const [, level, n = '', part] = period;
  return fillTemplate(text.historyPeriod, {
    parent: level === 'DIRECTLY' ? text.parentDirect : text.parentUltimate,
    n,
    part: text.historyPeriodParts[part as keyof typeof text.historyPeriodParts],
  });
}

/** Positions through which apps/api sees control, and the senior managers of its fallback. */
const CONTROL_POSITIONS = ['Executive Director'];
const SENIOR_MANAGER_POSITIONS = [
  'General Manager',
  'Chief Financial Officer',
  'Company Secretary',
];

/**
 * The company view of an API answer, built where the page is loaded: the formatters (luxon for
 * dates, big.js for money) run on the server, so the company page's browser code carries
 * neither. Missing values become `dash`; nothing in a sparse answer throws.
 *
 * @example const view = companyView(details, { labels, locale: 'en', dash: '-' });
 */
export function companyView(
  details: EnterpriseDetails,
  {
    labels,
    locale,
    dash,
    history = null,
    now = new Date(),
  }: {
    labels: CompanyLabels;
    locale: Locale;
    dash: string;
    history?: CompanyHistory | null;
    /** When "today" is, for an LEI whose renewal date has passed (LAPSED, as on /lei). */
    now?: Date;
  },
): CompanyView {
  const text = companyDetails[locale];
  const company = details.company;
  const localName = company.nameZh ?? company.name;
  const or = (value: string | null | undefined) => (value ? value : dash);
  // GLEIF publishes entities and their consolidation parents: no officers, shareholders, owners,
  // capital or legal representative. Blocks it cannot fill say so instead of showing empty.
  const gleif = company.dataSource === 'gleif';
  // GLEIF's codes (ISSUED, LAPSED, ACTIVE, INACTIVE) in the /lei page's words; others as sent.
  const gleifWords: Partial<Record<string, string>> = leiLookup[locale].status;
  const gleifWord = (code: string) => gleifWords[code] ?? code;
  // GLEIF's other and transliterated names (BODS alternate names) beyond the two shown.
  const otherNames = otherNamesText(company.otherNames, [localName, company.nameEn], locale);
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
  const edges = list(details.graph?.edges);
  const consolidations = list(details.graph?.consolidations);
  const root =
    nodes.find((node) => node.keyNo === company.keyNo) ?? nodes.find((node) => node.depth === 0);
  const join = (items: string[]) => [...new Set(items.filter(Boolean))].join(text.listSeparator);
  const executives = list(details.executives);
  const positionOf = (person: (typeof executives)[number]) =>
    (locale === 'en' ? person.positionEn : person.position) ?? person.position ?? '';
  // The register names the legal representative in its own script; the officer with that name
  // gives the name in English too (Wang Wei (王伟) on English pages).
  const legalOfficer = company.legalRepresentative
    ? executives.find((person) => person.name === company.legalRepresentative)
    : undefined;
  const legalRepresentative = legalOfficer
    ? displayName(legalOfficer.name, legalOfficer.nameEn, locale)
    : or(company.legalRepresentative);

  // Where the data comes from: the company's register, read at `refreshedAt`.
  const register =
    company.dataSource === 'gleif'
      ? text.sourceGleif
      : company.dataSource === 'bods'
        ? text.sourceBods
        : ((text.registers as Partial<Record<string, string>>)[company.jurisdiction ?? ''] ??
          text.registerUnknown);
  const refreshed = company.refreshedAt ? formatDate(company.refreshedAt, { locale }) : '-';
  const source = {
    register: fillTemplate(text.source, { register }),
    derived: fillTemplate(text.sourceDerived, { register }),
    // An imported record's graph comes from the same import, not from the companies' registers.
    network:
      company.dataSource === 'gleif' || company.dataSource === 'bods'
        ? fillTemplate(text.source, { register })
        : text.sourceNetwork,
    asOf: refreshed === '-' ? '' : fillTemplate(text.asOf, { date: refreshed }),
  };

  // Beneficial owners at the threshold apps/api answered for, each rule in words.
  const threshold = details.beneficialOwnership?.threshold ?? DEFAULT_OWNER_THRESHOLD;
  const thresholdText = sharePercent(threshold);
  const nodeById = new Map(nodes.map((node) => [node.id, node]));
  const rootId = root?.id;
  const holderStep = (id: string): ChainStep => {
    if (id === rootId) return { kind: 'holder', name: text.thisCompany };
    const node = nodeById.get(id);
    if (!node) return { kind: 'holder', name: dash };
    const name = shortName(node.name, node.nameEn, locale);
    return node.kind === 'company' && node.keyNo
      ? { kind: 'holder', name, keyNo: node.keyNo }
      : { kind: 'holder', name };
  };
  // A person's roles behind a rule: the positions the rule counts (and the legal
  // representative for control), else every position the person holds here.
  const rolesOf = (keyNo: string, name: string, positions: string[], legal: boolean) => {
    const mine = executives.filter((person) => person.keyNo === keyNo);
    const roles = mine
      .filter((person) => positions.includes(person.positionEn ?? ''))
      .map(positionOf);
    if (legal && company.legalRepresentative === name) roles.unshift(text.legalRepresentative);
    return join(roles.length > 0 ? roles : mine.map(positionOf)) || dash;
  };
  const owners = list(details.beneficialOwners).map((owner): OwnerView => {
    const rules = list(owner.rules).map((rule) => {
      if (rule === 'equity') return fillTemplate(text.ruleEquity, { threshold: thresholdText });
      if (rule === 'control')
        return fillTemplate(text.ruleControl, {
          roles: rolesOf(owner.keyNo, owner.name, CONTROL_POSITIONS, true),
        });
      return fillTemplate(text.ruleSeniorManager, {
        roles: rolesOf(owner.keyNo, owner.name, SENIOR_MANAGER_POSITIONS, false),
      });
    });
    return {
      key: owner.keyNo,
      name: displayName(owner.name, owner.nameEn, locale),
      percent: sharePercent(owner.percent),
      isUbo: owner.isUbo || rules.length > 0,
      rules,
      chains: list(owner.chains).map((chain) => {
        const links = list(chain.links);
        const steps: ChainStep[] = [];
        links.forEach((link, index) => {
          if (index === 0) steps.push(holderStep(link.from));
          steps.push({ kind: 'share', percent: sharePercent(link.percent) });
          steps.push(holderStep(link.to));
        });
        return {
          key: links.map((link) => `${link.from}>${link.to}`).join('|'),
          steps,
          percent: sharePercent(chain.percent),
        };
      }),
    };
  });
  const thresholdValues = (OWNER_THRESHOLDS as readonly number[]).includes(threshold)
    ? [...OWNER_THRESHOLDS]
    : [...OWNER_THRESHOLDS, threshold].sort((a, b) => a - b);

  // Officers and personal holders: their roles here, and the other companies where they hold one.
  const holderPercent = new Map(
    list(details.shareholders)
      .filter((holder) => holder.kind === 'person')
      .map((holder) => [holder.keyNo, holder.percent]),
  );
  const relations = list(details.relations).map((person) => {
    const others = new Map<string, LinkedCompany & { short: string; roles: string[] }>();
    for (const role of list(person.roles)) {
      const entry = others.get(role.keyNo) ?? {
        keyNo: role.keyNo,
        name: displayName(role.name, role.nameEn, locale),
        short: shortName(role.name, role.nameEn, locale),
        roles: [],
      };
      const position = locale === 'en' ? (role.positionEn ?? role.position) : role.position;
      if (position) entry.roles.push(position);
      if (typeof role.percent === 'number')
        entry.roles.push(fillTemplate(text.holds, { percent: sharePercent(role.percent) }));
      others.set(role.keyNo, entry);
    }
    const share = holderPercent.get(person.keyNo);
    const here = [
      ...executives.filter((e) => e.keyNo === person.keyNo).map(positionOf),
      ...(share === undefined ? [] : [fillTemplate(text.holds, { percent: sharePercent(share) })]),
    ];
    return {
      key: person.keyNo,
      name: displayName(person.name, person.nameEn, locale),
      short: shortName(person.name, person.nameEn, locale),
      here: join(here) ? fillTemplate(text.rolesHere, { roles: join(here) }) : '',
      others: [...others.values()].map((other) => ({ ...other, roles: join(other.roles) })),
    };
  });

  // Outward investments by layer, each under the company that holds it.
  const investments = list(details.investments);
  const companyName = new Map<string, string>([
    [company.keyNo, displayName(localName, company.nameEn, locale)],
    ...investments.map(
      (i) => [i.keyNo, displayName(i.nameZh ?? i.name, i.nameEn, locale)] as [string, string],
    ),
  ]);
  const layers = new Map<number, CompanyView['investmentLayers'][number]>();
  for (const investment of investments) {
    const layer = investment.layer ?? 1;
    const parent = investment.parentKeyNo ?? company.keyNo;
    const group = layers.get(layer) ?? {
      layer,
      title: layer === 1 ? text.layerDirect : fillTemplate(text.layer, { layer }),
      items: [],
    };
    group.items.push({
      key: `${parent}>${investment.keyNo}`,
      keyNo: investment.keyNo,
      name: companyName.get(investment.keyNo) ?? dash,
      percent: sharePercent(investment.percent),
      heldBy: { keyNo: parent, name: companyName.get(parent) ?? dash },
    });
    layers.set(layer, group);
  }

  // A date a GLEIF column holds (2020-04-05T08:00:00+08:00) as the page writes dates: its day,
  // as GLEIF gives it; an entity's, an LEI's or a relationship's status in words.
  const historyValue = (field: string, value: string | null) => {
    if (value === null) return text.historyNone;
    if (/^\d{4}-\d{2}-\d{2}(T|$)/.test(value)) return formatDate(value.slice(0, 10), { locale });
    if (field === 'Entity.EntityStatus' || field === 'Registration.RegistrationStatus')
      return gleifWord(value);
    if (field.endsWith(' Relationship.RelationshipStatus'))
      return value === 'ACTIVE'
        ? text.parentCurrent
        : value === 'INACTIVE'
          ? text.parentInactive
          : value;
    return value;
  };

  return {
    keyNo: company.keyNo,
    heading: displayName(localName, company.nameEn, locale),
    shortName: shortName(localName, company.nameEn, locale),
    facts: [
      [labels.localName, or(localName)],
      [labels.englishName, or(company.nameEn)],
      [text.jurisdiction, jurisdictionName(company.jurisdiction, locale, dash)],
      [labels.registrationNumber, formatRegNo(company.regNo, undefined)],
      ...(company.uscc ? ([[text.uscc, company.uscc]] as [string, string][]) : []),
      [labels.lei, or(company.lei)],
      ...(company.lei
        ? ([
            [
              text.leiStatus,
              or(
                company.leiStatus &&
                  gleifWord(
                    effectiveLeiStatus(
                      company.leiStatus,
                      company.leiNextRenewal ?? '',
                      shanghaiToday(now),
                    ),
                  ),
              ),
            ],
            [text.leiRenewal, formatDate(company.leiNextRenewal, { locale })],
          ] as [string, string][])
        : []),
      [labels.status, or(companyStatusText(company, locale))],
      [text.companyType, companyTypeText(company, locale, dash)],
      ...(company.legalForm && company.legalForm !== 'limited' && company.shareCount
        ? ([[liveSearch[locale].shares, formatShares(company.shareCount, { locale })]] as [
            string,
            string,
          ][])
        : []),
      [labels.incorporated, formatDate(company.established, { locale })],
      ...((gleif && !company.registeredCapital && typeof company.capitalAmount !== 'number'
        ? []
        : [
            [
              labels.registeredCapital,
              company.registeredCapital ? `${capital} (${company.registeredCapital})` : capital,
            ],
          ]) as [string, string][]),
      ...((gleif && !company.legalRepresentative
        ? []
        : [[labels.legalRepresentative, legalRepresentative]]) as [string, string][]),
      [labels.address, or(company.address)],
      ...(company.headquartersAddress
        ? ([[text.headquartersAddress, company.headquartersAddress]] as [string, string][])
        : []),
      ...(otherNames ? ([[text.otherNames, otherNames]] as [string, string][]) : []),
    ],
    source,
    shareholders: list(details.shareholders).map((holder) => ({
      key: `${holder.kind}:${holder.keyNo}`,
      name: displayName(holder.name, holder.nameEn, locale),
      keyNo: holder.kind === 'company' && holder.keyNo ? holder.keyNo : undefined,
      kind: holder.kind === 'company' ? text.company : text.person,
      percent: sharePercent(holder.percent),
      capital: formatUnitMoney(holder.subscribedCapital, { locale }),
    })),
    threshold,
    thresholdOptions: thresholdValues.map((value) => ({ value, label: sharePercent(value) })),
    belowThreshold: fillTemplate(text.notBeneficialOwner, { threshold: thresholdText }),
    othersBelow: fillTemplate(text.othersBelow, {
      count: owners.filter((owner) => !owner.isUbo).length,
      threshold: thresholdText,
    }),
    fallbackNote: details.beneficialOwnership?.fallbackApplied
      ? fillTemplate(text.fallbackNote, { threshold: thresholdText })
      : '',
    // apps/api lists by share: the beneficial owners (by control too, with no share) come first.
    owners: [...owners.filter((owner) => owner.isUbo), ...owners.filter((owner) => !owner.isUbo)],
    graph:
      root && !(gleif && edges.length === 0 && consolidations.length === 0)
        ? toOwnershipGraph(root.id, { nodes, edges, consolidations }, locale)
        : null,
    ...(consolidations.length > 0 ? { mapTitle: text.mapWithParents } : {}),
    executives: executives.map((person) => ({
      key: `${person.keyNo}:${person.position}`,
      name: displayName(person.name, person.nameEn, locale),
      position: or(positionOf(person)),
    })),
    relations,
    investmentLayers: [...layers.values()].sort((a, b) => a.layer - b.layer),
    parents: list(details.consolidationParents).map((parent) => {
      const current = parent.current !== false;
      return {
        key: `${parent.kind}:${parent.lei}`,
        role: parent.kind === 'direct' ? text.parentDirect : text.parentUltimate,
        name: parent.name ? displayName(parent.name, parent.nameEn, locale) : parent.lei,
        keyNo: parent.keyNo ?? undefined,
        lei: parent.lei,
        current,
        status: current
          ? text.parentCurrent
          : parent.endDate
            ? fillTemplate(text.parentEnded, { date: formatDate(parent.endDate, { locale }) })
            : text.parentEndedUndated,
      };
    }),
    unpublished: {
      executives: gleif && executives.length === 0 ? text.gleifNoOfficers : '',
      shareholders:
        gleif && list(details.shareholders).length === 0 ? text.gleifNoShareholders : '',
      owners: gleif && owners.length === 0 ? text.gleifNoOwners : '',
    },
    history: Array.isArray(history?.items)
      ? history.items.map((change, i) => ({
          key: `${i}:${change.field}`,
          change: fillTemplate(text.historyChange, {
            field: historyField(change.field, text),
            before: historyValue(change.field, change.before),
            after: historyValue(change.field, change.after),
          }),
          dates: fillTemplate(text.historyDates, {
            date: formatDate(change.sourceDate, { locale }),
            seen: formatDate(change.seenAt, { locale }),
          }),
        }))
      : null,
    bodsHref: `/webapi/saas/enterprise/${company.keyNo}/bods`,
  };
}

/**
 * A loader's company answer with its view built (see `companyView`); a failure passes through.
 *
 * @example loaderApi<EnterpriseDetails>(…).then((outcome) => companyOutcome(outcome, options))
 */
export function companyOutcome(
  outcome: Outcome<EnterpriseDetails>,
  options: { labels: CompanyLabels; locale: Locale; dash: string; history?: CompanyHistory | null },
): Outcome<CompanyView> {
  return outcome.ok ? { ok: true, data: companyView(outcome.data, options) } : outcome;
}
