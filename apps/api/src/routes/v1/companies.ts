import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_THRESHOLD } from '../../companies/beneficial-owners';
import { companyDetails, MAX_DEPTH } from '../../companies/details';
import {
  JURISDICTIONS,
  type SearchFilters,
  type SearchSort,
  SORTS,
  STATUS_GROUPS,
  TYPE_GROUPS,
} from '../../companies/filters';
import { type CompanyRecordRow, companyRecord, companyRecordQuery } from '../../companies/record';
import {
  BadCursorError,
  resolveCompanyCode,
  searchCompaniesPage,
} from '../../companies/search-page';
import { companyChangeSchema, companySummarySchema } from '../../http/schemas';
import { exportBods } from '../../imports/bods-export';
import { companyHistory, companyRefOf, HISTORY_LIMIT } from '../../imports/history';
import { Problem } from '../../lib/problem';
import { charge, chargeIfFound } from './context';
import {
  companyRefSchema,
  companySchema,
  EXAMPLE_COMPANY,
  partySchema,
  problemResponses,
} from './schemas';

const codeParams = {
  type: 'object',
  properties: {
    code: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: 'The company’s keyNo, USCC, registration number or LEI.',
    },
  },
  required: ['code'],
} as const;

const SOURCE =
  'Company registers (mainland China SAMR, Hong Kong Companies Registry, others) and GLEIF';

type Details = NonNullable<Awaited<ReturnType<typeof companyDetails>>>;
type CompanyRecord = ReturnType<typeof companyRecord>;

/** The 404 problem for a code that names no company (for a test key: no sandbox company). */
function noCompany(request: FastifyRequest<{ Params: { code: string } }>): Problem {
  return new Problem(
    'not-found',
    request.apiKey?.mode === 'test'
      ? `No sandbox company has the code ${request.params.code}: test keys see only the sandbox companies listed in the reference.`
      : `No company has the keyNo, USCC, registration number or LEI ${request.params.code}.`,
  );
}

/** The keyNo of the company a request's code names, or a 404 problem. */
async function keyNoOf(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { code: string } }>,
): Promise<string> {
  const keyNo = await resolveCompanyCode(
    app.db,
    request.params.code,
    request.apiKey?.mode === 'test',
  );
  if (!keyNo) throw noCompany(request);
  return keyNo;
}

/** The company a request's code names, with its details, or a 404 problem. */
async function detailsOf(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { code: string } }>,
  threshold = DEFAULT_THRESHOLD,
): Promise<Details> {
  const details = await companyDetails(app.db, await keyNoOf(app, request), MAX_DEPTH, threshold);
  if (!details) throw noCompany(request);
  return details;
}

function companyRef(details: Details) {
  const { keyNo, name, nameEn } = details.company;
  return { keyNo, name, nameEn };
}

function companyOf(record: CompanyRecord) {
  const { refreshedAt, ...company } = record;
  return { ...company, asOf: refreshedAt, source: SOURCE };
}

/** Company search and look-ups of /v1, over the data and rules the workspace uses. */
export async function v1CompanyRoutes(app: FastifyInstance): Promise<void> {
  app.get<{
    Querystring: { q: string; limit: number; cursor?: string; sort: SearchSort } & SearchFilters;
  }>(
    '/companies',
    {
      config: { v1: { operation: 'searchCompanies', scope: 'companies:read' } },
      schema: {
        tags: ['companies'],
        operationId: 'searchCompanies',
        summary:
          'Search companies by name (Chinese or English, partial), registration number, USCC or LEI',
        description:
          'The workspace’s search: identifier-like queries match as prefixes of registration number, USCC or LEI, ' +
          'otherwise every word must appear in a name. Pages follow `nextCursor`; a company added or removed ' +
          'between two pages makes no row repeat or go missing. Billed when at least one company is found.',
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', minLength: 1, maxLength: 100, examples: ['沙盒'] },
            jurisdiction: { type: 'string', enum: [...JURISDICTIONS] },
            status: { type: 'string', enum: Object.keys(STATUS_GROUPS) },
            companyType: { type: 'string', enum: Object.keys(TYPE_GROUPS) },
            sort: { type: 'string', enum: [...SORTS], default: 'relevance' },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            cursor: {
              type: 'string',
              maxLength: 512,
              description: 'The nextCursor of the page before.',
            },
          },
          required: ['q'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              matchedBy: { type: 'string', enum: ['name', 'identifier'] },
              items: { type: 'array', items: companySummarySchema },
              nextCursor: { type: ['string', 'null'] },
            },
            required: ['matchedBy', 'items', 'nextCursor'],
            examples: [{ matchedBy: 'name', items: [EXAMPLE_COMPANY], nextCursor: null }],
          },
          ...problemResponses(402),
        },
      },
    },
    async (request) => {
      const { q, limit, cursor, sort, jurisdiction, status, companyType } = request.query;
      let page: Awaited<ReturnType<typeof searchCompaniesPage>>;
      try {
        page = await searchCompaniesPage(app.db, {
          q,
          limit,
          cursor,
          sort,
          jurisdiction,
          status,
          companyType,
          sandbox: request.apiKey?.mode === 'test',
        });
      } catch (error) {
        if (error instanceof BadCursorError)
          throw new Problem('invalid-request', 'The cursor does not belong to this search.', {
            errors: { cursor: 'Not a cursor of this search' },
          });
        throw error;
      }
      if (page.items.length > 0) await charge(app, request);
      return page;
    },
  );

  app.get<{ Params: { code: string } }>(
    '/companies/:code',
    {
      config: { v1: { operation: 'getCompany', scope: 'companies:read' } },
      schema: {
        tags: ['companies'],
        operationId: 'getCompany',
        summary: 'One company by keyNo, USCC, registration number or LEI',
        params: codeParams,
        response: {
          200: {
            ...companySchema,
            examples: [
              {
                ...EXAMPLE_COMPANY,
                address: '北京市海淀区中关村大街1号',
                capitalAmount: 5000000,
                leiStatus: null,
                leiRegisteredAt: null,
                leiNextRenewal: null,
                asOf: '2026-11-26T02:00:00Z',
                source: SOURCE,
              },
            ],
          },
          ...problemResponses(402, 404),
        },
      },
    },
    async (request) => {
      // The company's own record only (not its owners, officers or holdings), read in the
      // statement that bills the call: one round trip.
      const row = await chargeIfFound<CompanyRecordRow>(
        app,
        request,
        companyRecordQuery(request.params.code, request.apiKey?.mode === 'test'),
      );
      if (!row) throw noCompany(request);
      return companyOf(companyRecord(row));
    },
  );

  app.get<{ Params: { code: string } }>(
    '/companies/:code/shareholders',
    {
      config: { v1: { operation: 'listShareholders', scope: 'companies:read' } },
      schema: {
        tags: ['companies'],
        operationId: 'listShareholders',
        summary: 'A company’s direct shareholders with their percentages',
        params: codeParams,
        response: {
          200: {
            type: 'object',
            properties: {
              company: companyRefSchema,
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    ...partySchema.properties,
                    percent: { type: 'number' },
                    subscribedCapital: { type: ['string', 'null'] },
                  },
                  required: [...partySchema.required, 'percent'],
                },
              },
            },
            required: ['company', 'items'],
            examples: [
              {
                company: {
                  keyNo: 'SBX0000000000001',
                  name: '沙盒示例科技有限公司',
                  nameEn: 'Sandbox Example Technology Co., Ltd.',
                },
                items: [
                  {
                    kind: 'person',
                    keyNo: 'SBXP000000000001',
                    name: '王明',
                    nameEn: 'Wang Ming',
                    percent: 100,
                    subscribedCapital: null,
                  },
                ],
              },
            ],
          },
          ...problemResponses(402, 404),
        },
      },
    },
    async (request) => {
      const details = await detailsOf(app, request);
      if (details.shareholders.length > 0) await charge(app, request);
      return { company: companyRef(details), items: details.shareholders };
    },
  );

  app.get<{ Params: { code: string } }>(
    '/companies/:code/officers',
    {
      config: { v1: { operation: 'listOfficers', scope: 'companies:read' } },
      schema: {
        tags: ['companies'],
        operationId: 'listOfficers',
        summary: 'A company’s officers and their positions',
        params: codeParams,
        response: {
          200: {
            type: 'object',
            properties: {
              company: companyRefSchema,
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    keyNo: { type: 'string' },
                    name: { type: 'string' },
                    nameEn: { type: 'string' },
                    position: {
                      type: ['string', 'null'],
                      description: 'In the register’s language.',
                    },
                    positionEn: { type: ['string', 'null'] },
                  },
                  required: ['keyNo', 'name', 'nameEn'],
                },
              },
            },
            required: ['company', 'items'],
            examples: [
              {
                company: {
                  keyNo: 'SBX0000000000001',
                  name: '沙盒示例科技有限公司',
                  nameEn: 'Sandbox Example Technology Co., Ltd.',
                },
                items: [
                  {
                    keyNo: 'SBXP000000000001',
                    name: '王明',
                    nameEn: 'Wang Ming',
                    position: '执行董事',
                    positionEn: 'Executive Director',
                  },
                ],
              },
            ],
          },
          ...problemResponses(402, 404),
        },
      },
    },
    async (request) => {
      const details = await detailsOf(app, request);
      if (details.executives.length > 0) await charge(app, request);
      return { company: companyRef(details), items: details.executives };
    },
  );

  app.get<{ Params: { code: string } }>(
    '/companies/:code/investments',
    {
      config: { v1: { operation: 'listInvestments', scope: 'companies:read' } },
      schema: {
        tags: ['companies'],
        operationId: 'listInvestments',
        summary: 'Companies it holds, up to three layers down',
        params: codeParams,
        response: {
          200: {
            type: 'object',
            properties: {
              company: companyRefSchema,
              items: {
                type: 'array',
                items: {
                  ...companySummarySchema,
                  properties: {
                    ...companySummarySchema.properties,
                    percent: { type: 'number', description: 'Share held by parentKeyNo.' },
                    layer: { type: 'integer', description: '1 for a direct holding.' },
                    parentKeyNo: { type: 'string' },
                  },
                },
              },
            },
            required: ['company', 'items'],
            examples: [
              {
                company: {
                  keyNo: 'SBX0000000000010',
                  name: '沙盒香港控股有限公司',
                  nameEn: 'Sandbox Hong Kong Holdings Limited',
                },
                items: [
                  { ...EXAMPLE_COMPANY, percent: 100, layer: 1, parentKeyNo: 'SBX0000000000010' },
                ],
              },
            ],
          },
          ...problemResponses(402, 404),
        },
      },
    },
    async (request) => {
      const details = await detailsOf(app, request);
      if (details.investments.length > 0) await charge(app, request);
      return { company: companyRef(details), items: details.investments };
    },
  );

  app.get<{ Params: { code: string }; Querystring: { threshold: number } }>(
    '/companies/:code/beneficial-owners',
    {
      config: { v1: { operation: 'getBeneficialOwners', scope: 'beneficial-owners:read' } },
      schema: {
        tags: ['beneficial-owners'],
        operationId: 'getBeneficialOwners',
        summary:
          'Beneficial owners at a threshold, each with its chains, shares and the rule that applies',
        description:
          'Every natural person holding part of the company through any chain of holdings (cycles cut), with the ' +
          'share each chain gives (the product of its links) and the sum; isUbo when a rule applies: equity ' +
          '(share at or above threshold), control (legal representative or executive director), or senior-manager ' +
          '(the fallback when nobody else qualifies).',
        params: codeParams,
        querystring: {
          type: 'object',
          properties: {
            threshold: {
              type: 'number',
              exclusiveMinimum: 0,
              maximum: 100,
              default: DEFAULT_THRESHOLD,
              description: 'Percent at or above which a share makes a beneficial owner.',
            },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              company: companyRefSchema,
              threshold: { type: 'number' },
              fallbackApplied: { type: 'boolean' },
              source: { type: 'string' },
              asOf: { type: 'string', format: 'date-time' },
              owners: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    keyNo: { type: 'string' },
                    name: { type: 'string' },
                    nameEn: { type: 'string' },
                    percent: { type: 'number' },
                    isUbo: { type: 'boolean' },
                    rules: {
                      type: 'array',
                      items: { type: 'string', enum: ['equity', 'control', 'senior-manager'] },
                    },
                    chains: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: {
                          percent: { type: 'number' },
                          links: {
                            type: 'array',
                            description: 'From the person to the company asked about.',
                            items: {
                              type: 'object',
                              properties: {
                                holder: partySchema,
                                held: partySchema,
                                percent: { type: 'number' },
                              },
                              required: ['holder', 'held', 'percent'],
                            },
                          },
                        },
                        required: ['percent', 'links'],
                      },
                    },
                  },
                  required: ['keyNo', 'name', 'nameEn', 'percent', 'isUbo', 'rules', 'chains'],
                },
              },
            },
            required: ['company', 'threshold', 'fallbackApplied', 'owners', 'source', 'asOf'],
            examples: [
              {
                company: {
                  keyNo: 'SBX0000000000001',
                  name: '沙盒示例科技有限公司',
                  nameEn: 'Sandbox Example Technology Co., Ltd.',
                },
                threshold: 25,
                fallbackApplied: false,
                source: SOURCE,
                asOf: '2026-11-26T02:00:00Z',
                owners: [
                  {
                    keyNo: 'SBXP000000000001',
                    name: '王明',
                    nameEn: 'Wang Ming',
                    percent: 100,
                    isUbo: true,
                    rules: ['equity', 'control'],
                    chains: [
                      {
                        percent: 100,
                        links: [
                          {
                            holder: {
                              kind: 'person',
                              keyNo: 'SBXP000000000001',
                              name: '王明',
                              nameEn: 'Wang Ming',
                            },
                            held: {
                              kind: 'company',
                              keyNo: 'SBX0000000000001',
                              name: '沙盒示例科技有限公司',
                              nameEn: 'Sandbox Example Technology Co., Ltd.',
                            },
                            percent: 100,
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
          ...problemResponses(402, 404),
        },
      },
    },
    async (request) => {
      const details = await detailsOf(app, request, request.query.threshold);
      const nodes = new Map(details.graph.nodes.map((node) => [node.id, node]));
      const party = (id: string) => {
        const node = nodes.get(id);
        return {
          kind: id.startsWith('p') ? ('person' as const) : ('company' as const),
          keyNo: node?.keyNo ?? '',
          name: node?.name ?? '',
          nameEn: node?.nameEn ?? '',
        };
      };
      const owners = details.beneficialOwners.map((owner) => ({
        ...owner,
        chains: owner.chains.map((chain) => ({
          percent: chain.percent,
          links: chain.links.map((link) => ({
            holder: party(link.from),
            held: party(link.to),
            percent: link.percent,
          })),
        })),
      }));
      if (owners.length > 0) await charge(app, request);
      return {
        company: companyRef(details),
        threshold: details.beneficialOwnership.threshold,
        fallbackApplied: details.beneficialOwnership.fallbackApplied,
        source: SOURCE,
        asOf: details.company.refreshedAt,
        owners,
      };
    },
  );

  app.get<{ Params: { code: string } }>(
    '/companies/:code/history',
    {
      config: { v1: { operation: 'getCompanyHistory', scope: 'companies:read' } },
      schema: {
        tags: ['companies'],
        operationId: 'getCompanyHistory',
        summary: 'Every change imports made to a company, newest first, with both dates',
        description:
          'What each import of a source (GLEIF golden copies, BODS statements) changed in the company’s record: ' +
          'the field by its name in the source, the value before and after, the source file, the date the source ' +
          `gives and when this service imported it. At most ${HISTORY_LIMIT} changes. Billed when there is at least one.`,
        params: codeParams,
        response: {
          200: {
            type: 'object',
            properties: {
              company: companyRefSchema,
              items: {
                type: 'array',
                description: `At most ${HISTORY_LIMIT} changes, newest first.`,
                items: companyChangeSchema,
              },
            },
            required: ['company', 'items'],
            examples: [
              {
                company: {
                  keyNo: '5f0c6a3e9b2d4c7e8a1f2b3c4d5e6f70',
                  name: '北京泰华贸易有限公司',
                  nameEn: 'Tai Hua Trading Co., Ltd.',
                },
                items: [
                  {
                    field: 'IS_DIRECTLY_CONSOLIDATED_BY Relationship.EndNode.NodeID',
                    before: '5493001KJTIIGC8Y1R12',
                    after: '529900T8BM49AURSDO55',
                    source: '20261126-0800-gleif-goldencopy-rr-golden-copy.csv',
                    format: 'gleif-rr',
                    sourceDate: '2026-11-25T08:00:00+08:00',
                    seenAt: '2026-11-26T02:00:00Z',
                  },
                ],
              },
            ],
          },
          ...problemResponses(402, 404),
        },
      },
    },
    async (request) => {
      const company = await companyRefOf(app.db, await keyNoOf(app, request));
      if (!company) throw noCompany(request);
      const items = await companyHistory(app.db, company.id);
      if (items.length > 0) await charge(app, request);
      const { id: _id, ...ref } = company;
      return { company: ref, items };
    },
  );

  app.get<{ Params: { code: string } }>(
    '/companies/:code/bods',
    {
      config: { v1: { operation: 'getOwnershipBods', scope: 'beneficial-owners:read' } },
      schema: {
        tags: ['beneficial-owners'],
        operationId: 'getOwnershipBods',
        summary:
          'A company’s ownership up to its beneficial owners as BODS 0.4 statements (a JSON array)',
        description:
          'Entity, person and relationship statements of the Beneficial Ownership Data Standard 0.4: the company and ' +
          'every company holding part of it up to 8 layers, the people, each holding with its share, and each role ' +
          'that makes a person a beneficial owner. The statements validate against the BODS 0.4 schema, and ' +
          'importing them gives back the same owners. Priced like beneficial owners.',
        params: codeParams,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: true,
              properties: {
                statementId: { type: 'string' },
                recordId: { type: 'string' },
                recordType: { type: 'string', enum: ['entity', 'person', 'relationship'] },
              },
              required: ['statementId', 'recordId', 'recordType'],
            },
            examples: [
              [
                {
                  statementId: 'c9a1d3e5f7b9c1d3e5f7a9b1c3d5e7f9',
                  declarationSubject: 'SBX0000000000001',
                  statementDate: '2026-11-26',
                  recordId: 'SBX0000000000001',
                  recordType: 'entity',
                  recordDetails: {
                    isComponent: false,
                    entityType: { type: 'registeredEntity' },
                    name: '沙盒示例科技有限公司',
                    jurisdiction: { name: 'China', code: 'CN' },
                  },
                },
              ],
            ],
          },
          ...problemResponses(402, 404),
        },
      },
    },
    async (request) => {
      const statements = await exportBods(app.db, await keyNoOf(app, request));
      if (!statements) throw noCompany(request);
      await charge(app, request);
      return statements;
    },
  );
}
