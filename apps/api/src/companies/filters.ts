/**
 * What live search can narrow by and sort by. Filters name groups rather than the registers'
 * own words, which differ by jurisdiction ("存续" on the mainland, "Live" at Companies House):
 * one group gathers every register's words for the same standing or legal form.
 */
export const JURISDICTIONS = ['CN', 'HK', 'SG', 'GB', 'US'] as const;
export type JurisdictionFilter = (typeof JURISDICTIONS)[number];

export const STATUS_GROUPS = {
  // ACTIVE and INACTIVE are GLEIF's Entity.EntityStatus (INACTIVE: the entity has ceased to
  // exist, dissolved or merged) for imported LEI records.
  active: ['存续', '在业', 'Live', 'ACTIVE'],
  dormant: ['Dormant'],
  deregistered: ['注销', 'Dissolved', 'INACTIVE'],
  revoked: ['吊销'],
} as const satisfies Record<string, readonly string[]>;
export type StatusFilter = keyof typeof STATUS_GROUPS;

export const TYPE_GROUPS = {
  /** Limited liability, with no shares to count. */
  limited: [
    '有限责任公司',
    '有限责任公司（自然人投资或控股）',
    '有限责任公司（外商独资）',
    '有限责任公司（中外合资）',
    '有限责任公司（台港澳法人独资）',
    'Private company limited by shares',
    'Private Company Limited by Shares',
    'Private limited company',
    'Limited Liability Company',
  ],
  /** Capital divided into shares, not listed on an exchange. */
  'joint-stock': ['股份有限公司（非上市）', 'Public limited company', 'Corporation'],
  listed: ['股份有限公司（上市）'],
} as const satisfies Record<string, readonly string[]>;
export type TypeFilter = keyof typeof TYPE_GROUPS;

export const SORTS = [
  'relevance',
  'established-desc',
  'established-asc',
  'capital-desc',
  'capital-asc',
] as const;
export type SearchSort = (typeof SORTS)[number];

export interface SearchFilters {
  jurisdiction?: JurisdictionFilter;
  status?: StatusFilter;
  companyType?: TypeFilter;
}

const groupOf = (groups: Record<string, readonly string[]>) =>
  new Map(Object.entries(groups).flatMap(([group, values]) => values.map((v) => [v, group])));
const STATUS_GROUP_OF = groupOf(STATUS_GROUPS);
const TYPE_GROUP_OF = groupOf(TYPE_GROUPS);

/** The status group of a register's status word, if any. */
export function statusGroup(status: string): StatusFilter | undefined {
  return STATUS_GROUP_OF.get(status) as StatusFilter | undefined;
}

/** The legal-form group of a register's company type, if any. */
export function typeGroup(companyType: string): TypeFilter | undefined {
  return TYPE_GROUP_OF.get(companyType) as TypeFilter | undefined;
}

/** The column each sort orders by first, and its direction. */
const ORDER_KEYS: Record<SearchSort, readonly [string, 'ASC' | 'DESC'] | undefined> = {
  relevance: undefined,
  'established-desc': ['established', 'DESC'],
  'established-asc': ['established', 'ASC'],
  'capital-desc': ['capital_cny', 'DESC'],
  'capital-asc': ['capital_cny', 'ASC'],
};

/**
 * The SQL ORDER BY of a sort over the columns of `alias` (companies, or a selection holding
 * id, score, established and capital_cny); ties always fall back to relevance.
 */
export function orderBySql(sort: SearchSort, alias: string): string {
  const key = ORDER_KEYS[sort];
  const first = key ? `${alias}.${key[0]} ${key[1]} NULLS LAST, ` : '';
  return `${first}${alias}.score DESC, ${alias}.id`;
}

/**
 * The SQL conditions of `filters` over `companies c`, numbering its parameters from `first`.
 */
export function filterSql(
  filters: SearchFilters,
  first: number,
): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    params.push(value);
    conditions.push(condition.replace('?', `$${first + params.length - 1}`));
  };
  if (filters.jurisdiction) add('c.jurisdiction = ?', filters.jurisdiction);
  if (filters.status) add('c.status = ANY(?::text[])', [...STATUS_GROUPS[filters.status]]);
  if (filters.companyType)
    add('c.company_type = ANY(?::text[])', [...TYPE_GROUPS[filters.companyType]]);
  return { sql: conditions.map((c) => ` AND ${c}`).join(''), params };
}
