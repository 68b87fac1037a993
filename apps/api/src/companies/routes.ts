import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth/permissions';
import { requireCurrentPlan } from '../auth/plan';
import {
  accountSecurity,
  companySummarySchema,
  errorResponse,
  graphEdgeSchema,
  graphNodeSchema,
  headquartersAddressSchema,
  otherNamesSchema,
  validationResponse,
} from '../http/schemas';
import { fieldChecks } from '../lib/checks';
import { HttpError, ValidationError } from '../lib/http-error';
import { text } from '../lib/locale';
import { appendAudit } from '../teams/audit';
import { DEFAULT_THRESHOLD } from './beneficial-owners';
import { companyDetails, DEFAULT_DEPTH, MAX_DEPTH } from './details';
import {
  JURISDICTIONS,
  type SearchFilters,
  type SearchSort,
  SORTS,
  STATUS_GROUPS,
  TYPE_GROUPS,
} from './filters';
import { COUNT_CAP, PAGE_SIZES, type SearchResult } from './search';
import { SearchAnswerCache } from './search-answers';
import { type CompanySummaryRow, companySummary, SUMMARY_COLUMNS } from './summary';

/**
 * The enterprise graph's nodes also carry each holder's keyNo (the public showcase's do not);
 * a consolidation parent whose LEI record was not imported has none, and its LEI instead.
 */
const nodeSchema = {
  ...graphNodeSchema,
  properties: {
    ...graphNodeSchema.properties,
    id: {
      type: 'string',
      description:
        'c<id> for a company, p<id> for a person, l<LEI> for a consolidation parent known only by its LEI.',
    },
    keyNo: {
      type: ['string', 'null'],
      description: 'null for a consolidation parent known only by its LEI (named by it).',
    },
    lei: { type: 'string', description: 'Set on a consolidation parent known only by its LEI.' },
  },
  required: [...graphNodeSchema.required, 'keyNo'],
} as const;

/** A company or person as the answers name them: its keyNo, local name and English name. */
const namedProperties = {
  keyNo: { type: 'string' },
  name: { type: 'string' },
  nameEn: { type: 'string' },
} as const;

const holderSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['company', 'person'] },
    ...namedProperties,
    percent: { type: 'number' },
    subscribedCapital: { type: ['string', 'null'] },
  },
} as const;

/** Live search and enterprise details (account pages). */
export interface CompanyRouteOptions {
  /** How long a search answer is reused, in ms; 0 turns the cache off. */
  searchCacheMs?: number;
}

export async function companyRoutes(
  app: FastifyInstance,
  options: CompanyRouteOptions,
): Promise<void> {
  /**
   * A team member's search or company view joins their team's audit trail, every one of them
   * (not only the first of the day). Accounts outside a team keep their operation log only.
   */
  const auditTeamMember = async (
    request: FastifyRequest,
    action: 'search' | 'company.view',
    target: string,
    detail: string,
  ) => {
    const user = request.account?.user;
    if (!user?.team_id) return;
    const teamId = user.team_id;
    await app.db.transaction((tx) =>
      appendAudit(tx, { teamId, userId: user.id, action, target, detail }),
    );
  };
  // Live search asks the same prefixes again and again, from every user, while company data
  // changes only when it is re-seeded or loaded: a short-lived per-process cache answers
  // repeats without even the index, kept under the company data version so that an import
  // (by any process) is seen by the next search, and one search serves every identical
  // request that arrives while it runs (a burst of users typing the same prefix asks once).
  // 2 000 answers take about 20 MB at the default page size of 20 (about 90 MB if every one
  // were a page of 100).
  const searchAnswers = new SearchAnswerCache<SearchResult>(options.searchCacheMs ?? 0, 2000);
  app.get<{
    Querystring: { q: string; page: number; pageSize: number; sort: SearchSort } & SearchFilters;
  }>(
    '/webapi/saas/search',
    {
      onRequest: app.requireAccount,
      preHandler: [requireCurrentPlan, requirePermission('kyc:search:view')],
      preValidation: fieldChecks(
        {
          q: (value, locale) =>
            typeof value === 'string' && value.trim() !== ''
              ? value.length > 100
                ? text(locale, '搜索内容不能超过100个字符', 'At most 100 characters')
                : undefined
              : text(
                  locale,
                  '请输入企业名称、注册号、统一社会信用代码或LEI',
                  'Enter a company name, registration number, USCC or LEI',
                ),
        },
        'query',
      ),
      schema: {
        tags: ['companies'],
        operationId: 'searchCompanies',
        summary:
          'Live search over names (Chinese and English, partial), registration numbers, USCCs and LEIs',
        description: `Identifier-like queries match as prefixes of registration number, USCC or LEI; otherwise every word must appear in the Chinese or English name. Filters narrow by jurisdiction, standing (status) and legal form (companyType), each a group of the registers' own words: ${Object.entries(
          { ...STATUS_GROUPS, ...TYPE_GROUPS },
        )
          .map(([group, words]) => `${group} = ${words.join(' / ')}`)
          .join(
            '; ',
          )}. Results come by relevance (size and standing) unless sort says otherwise; ties keep relevance order. Totals are counted up to ${COUNT_CAP} (totalIsCapped beyond).`,
        security: accountSecurity,
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', minLength: 1, maxLength: 100 },
            page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
            pageSize: { type: 'integer', enum: [...PAGE_SIZES], default: 20 },
            jurisdiction: { type: 'string', enum: [...JURISDICTIONS] },
            status: { type: 'string', enum: Object.keys(STATUS_GROUPS) },
            companyType: { type: 'string', enum: Object.keys(TYPE_GROUPS) },
            sort: { type: 'string', enum: [...SORTS], default: 'relevance' },
            lang: { type: 'string' },
          },
          required: ['q'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              q: { type: 'string' },
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
              sort: { type: 'string', enum: [...SORTS] },
              filters: {
                type: 'object',
                description: 'The filters applied, as asked.',
                properties: {
                  jurisdiction: { type: 'string' },
                  status: { type: 'string' },
                  companyType: { type: 'string' },
                },
              },
              total: { type: 'integer' },
              totalIsCapped: { type: 'boolean' },
              matchedBy: { type: 'string', enum: ['name', 'identifier'] },
              items: {
                type: 'array',
                items: { ...companySummarySchema, required: ['keyNo', 'name'] },
              },
            },
            required: [
              'q',
              'page',
              'pageSize',
              'sort',
              'filters',
              'total',
              'totalIsCapped',
              'matchedBy',
              'items',
            ],
          },
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const { q, page, pageSize, sort, jurisdiction, status, companyType } = request.query;
      const filters: SearchFilters = { jurisdiction, status, companyType };
      const answer = { q, page, pageSize, sort, filters };
      if ((page - 1) * pageSize >= COUNT_CAP) {
        return { ...answer, total: 0, totalIsCapped: true, matchedBy: 'name', items: [] };
      }
      const key = [
        q.trim().normalize('NFKC').toLowerCase(),
        page,
        pageSize,
        sort,
        jurisdiction,
        status,
        companyType,
      ].join('\u0000');
      const result = await searchAnswers.answer(app.db, key, (version) =>
        app.companySearch.search({ q, page, pageSize, sort, ...filters }, { version }),
      );
      await auditTeamMember(request, 'search', q.trim(), `page ${page}, ${result.total} found`);
      return { ...answer, ...result };
    },
  );

  // A company's names and identifiers, for pages that name a company without showing it (the
  // team lists page adding it to a list, with the team's notes): not a company view, so it
  // joins no audit trail, as /webapi/saas/enterprise/:keyNo does.
  app.get<{ Params: { keyNo: string } }>(
    '/webapi/saas/enterprise/:keyNo/summary',
    {
      onRequest: app.requireAccount,
      preHandler: [requireCurrentPlan, requirePermission('kyc:enterprise:view')],
      schema: {
        tags: ['companies'],
        operationId: 'getEnterpriseSummary',
        summary:
          "A company's names, identifiers and status, as search lists it; not logged as a company view",
        security: accountSecurity,
        params: {
          type: 'object',
          properties: {
            keyNo: {
              type: 'string',
              pattern: '^[0-9a-f]{32}$',
              examples: ['6f1ed002ab5595859014ebf0951522d9'],
            },
          },
          required: ['keyNo'],
        },
        querystring: { type: 'object', properties: { lang: { type: 'string' } } },
        response: {
          200: {
            type: 'object',
            properties: { company: companySummarySchema },
            required: ['company'],
          },
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<CompanySummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM companies c WHERE c.key_no = $1`,
        [request.params.keyNo],
      );
      const row = rows[0];
      if (!row)
        throw new HttpError(
          404,
          'COMPANY_NOT_FOUND',
          text(request.locale, '未找到该企业', 'Company not found'),
        );
      return { company: companySummary(row) };
    },
  );

  app.get<{ Params: { keyNo: string }; Querystring: { depth: number; threshold: number } }>(
    '/webapi/saas/enterprise/:keyNo',
    {
      onRequest: app.requireAccount,
      preHandler: [requireCurrentPlan, requirePermission('kyc:enterprise:view')],
      schema: {
        tags: ['companies'],
        operationId: 'getEnterprise',
        summary:
          'Enterprise details: register data, officers, shareholders, investments, beneficial owners and the ownership graph',
        security: accountSecurity,
        params: {
          type: 'object',
          properties: { keyNo: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
          required: ['keyNo'],
        },
        querystring: {
          type: 'object',
          properties: {
            depth: { type: 'integer', minimum: 1, maximum: MAX_DEPTH, default: DEFAULT_DEPTH },
            threshold: {
              type: 'number',
              exclusiveMinimum: 0,
              maximum: 100,
              default: DEFAULT_THRESHOLD,
              description:
                'Equity share (percent, direct and indirect) from which a person is a beneficial owner; the 2024 Measures use 25.',
            },
            lang: { type: 'string' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              company: {
                type: 'object',
                properties: {
                  ...companySummarySchema.properties,
                  address: { type: ['string', 'null'] },
                  headquartersAddress: headquartersAddressSchema,
                  otherNames: otherNamesSchema,
                  capitalAmount: { type: ['number', 'null'] },
                  leiStatus: { type: ['string', 'null'] },
                  leiRegisteredAt: { type: ['string', 'null'] },
                  leiNextRenewal: { type: ['string', 'null'] },
                  dataSource: {
                    type: 'string',
                    enum: ['seed', 'gleif', 'bods'],
                    description:
                      "Where the record comes from: the register's data (seed), a GLEIF golden copy or BODS statements (imports).",
                  },
                  refreshedAt: {
                    type: 'string',
                    format: 'date-time',
                    description:
                      'When this copy of the register record was taken (every block is as of it).',
                  },
                },
              },
              executives: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    ...namedProperties,
                    position: { type: 'string' },
                    positionEn: { type: 'string' },
                  },
                },
              },
              shareholders: { type: 'array', items: holderSchema },
              investments: {
                type: 'array',
                description: `Outward investments, ${3} layers down, nearest layer first (at most 100).`,
                items: {
                  type: 'object',
                  properties: {
                    ...companySummarySchema.properties,
                    percent: { type: 'number' },
                    layer: { type: 'integer', minimum: 1 },
                    parentKeyNo: {
                      type: 'string',
                      description:
                        'The company holding this one (the company asked about on layer 1).',
                    },
                  },
                },
              },
              beneficialOwners: {
                type: 'array',
                description:
                  "People holding part of the company through any cycle-free chain, and people who are beneficial owners by another rule of the Administrative Measures on Beneficial Owner Information (2024): equity at or above the threshold (income and voting rights follow equity in the registers' data), actual control (legal representative or executive director), or, when nobody qualifies, the senior managers. Largest share first.",
                items: {
                  type: 'object',
                  properties: {
                    ...namedProperties,
                    percent: {
                      type: 'number',
                      description: 'Effective share: the sum of the chains.',
                    },
                    isUbo: { type: 'boolean', description: 'A beneficial owner by any rule.' },
                    rules: {
                      type: 'array',
                      items: { type: 'string', enum: ['equity', 'control', 'senior-manager'] },
                    },
                    chains: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: {
                          percent: { type: 'number', description: 'The product of the links.' },
                          declared: {
                            type: 'boolean',
                            description:
                              'An indirect interest as a source declared it (imported BODS): its one link stands for a chain whose links the source does not quantify.',
                          },
                          links: {
                            type: 'array',
                            description: 'From the person to the company, node ids of graph.',
                            items: graphEdgeSchema,
                          },
                        },
                      },
                    },
                  },
                },
              },
              beneficialOwnership: {
                type: 'object',
                properties: {
                  threshold: { type: 'number' },
                  fallbackApplied: {
                    type: 'boolean',
                    description: 'Nobody qualified by equity or control: senior managers listed.',
                  },
                },
              },
              relations: {
                type: 'array',
                description:
                  "The company's officers and personal shareholders, each with the other companies where they hold a role or shares (the relationship map's second hop, at most 12 each).",
                items: {
                  type: 'object',
                  properties: {
                    ...namedProperties,
                    roles: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: {
                          ...namedProperties,
                          position: { type: ['string', 'null'] },
                          positionEn: { type: ['string', 'null'] },
                          percent: { type: ['number', 'null'] },
                        },
                      },
                    },
                  },
                },
              },
              graph: {
                type: 'object',
                properties: {
                  depth: { type: 'integer' },
                  nodes: { type: 'array', items: nodeSchema },
                  edges: {
                    type: 'array',
                    description: 'Shareholdings: `from` holds `percent` of `to`.',
                    items: graphEdgeSchema,
                  },
                  consolidations: {
                    type: 'array',
                    description:
                      "The company's current accounting-consolidation parents (GLEIF RR-CDF 2.1): `from` consolidates `to` in its financial statements. Not shareholdings: no percent, never counted as ownership. Ended relationships are left out (see consolidationParents).",
                    items: {
                      type: 'object',
                      properties: {
                        from: { type: 'string' },
                        to: { type: 'string' },
                        level: { type: 'string', enum: ['direct', 'ultimate'] },
                      },
                      required: ['from', 'to', 'level'],
                    },
                  },
                },
              },
              consolidationParents: {
                type: 'array',
                description:
                  'Accounting-consolidation parents from GLEIF (RR-CDF 2.1), current ones first, direct before ultimate: not shareholdings, never counted as equity. The parent has a keyNo when its LEI record was imported too. GLEIF never deletes a relationship: a later golden copy marks it INACTIVE, gives it an end date or retires its record, and it is then `current: false`, with `endDate` when GLEIF gives one. Annulled and duplicate records are left out.',
                items: {
                  type: 'object',
                  properties: {
                    kind: { type: 'string', enum: ['direct', 'ultimate'] },
                    lei: { type: 'string' },
                    keyNo: { type: ['string', 'null'] },
                    name: { type: ['string', 'null'] },
                    nameEn: { type: ['string', 'null'] },
                    relationshipStatus: {
                      type: ['string', 'null'],
                      description: 'Relationship.RelationshipStatus: ACTIVE or INACTIVE.',
                    },
                    registrationStatus: {
                      type: ['string', 'null'],
                      description: "The relationship record's Registration.RegistrationStatus.",
                    },
                    startDate: { type: ['string', 'null'] },
                    endDate: {
                      type: ['string', 'null'],
                      description: "The end of the relationship's period, when GLEIF gives one.",
                    },
                    current: {
                      type: 'boolean',
                      description:
                        'False once the relationship ended (INACTIVE, its end date reached, or RETIRED).',
                    },
                  },
                  required: ['kind', 'lei', 'keyNo', 'name', 'nameEn', 'current'],
                },
              },
            },
          },
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { depth, threshold } = request.query;
      // Ajv coerces "Infinity" to a number its bounds let through.
      if (!Number.isFinite(threshold))
        throw new ValidationError({
          threshold: text(request.locale, '格式不正确', 'Invalid value'),
        });
      const details = await companyDetails(app.db, request.params.keyNo, depth, threshold);
      if (!details)
        throw new HttpError(
          404,
          'COMPANY_NOT_FOUND',
          text(request.locale, '未找到该企业', 'Company not found'),
        );
      await auditTeamMember(request, 'company.view', request.params.keyNo, `depth ${depth}`);
      return details;
    },
  );
}
