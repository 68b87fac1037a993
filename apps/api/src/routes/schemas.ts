// Shared pieces of the routes' JSON schemas (they also make the OpenAPI document).

export const errorResponse = {
  type: 'object',
  description: 'An error that is not about one field.',
  properties: { code: { type: 'string' }, message: { type: 'string' } },
  required: ['code', 'message'],
} as const;

export const validationResponse = {
  type: 'object',
  description:
    'Validation failure: one message per field, in the language of ?lang= or Accept-Language.',
  properties: { errors: { type: 'object', additionalProperties: { type: 'string' } } },
  required: ['errors'],
} as const;

/** Either authentication: the three SPEC §7 headers together, or the session cookie. */
export const accountSecurity: Array<Record<string, string[]>> = [
  { clientId: [], accessToken: [], secretKey: [] },
  { sessionCookie: [] },
];

const nullableString = { type: ['string', 'null'] } as const;

export const storedUserSchema = {
  type: 'object',
  description: 'The stored user record of SPEC §3.',
  additionalProperties: true,
  properties: {
    uuid: { type: 'string' },
    accessToken: { type: 'string' },
    accessSecretKey: { type: 'string' },
    loginName: { type: 'string' },
    loginId: { type: 'string' },
    category: { type: 'string' },
    type: { type: ['number', 'string'] },
    endDate: nullableString,
    acctType: { type: 'integer', enum: [1, 2, 3, 4] },
    payType: { type: 'string' },
    permissionList: { type: 'array', items: { type: 'string' } },
    reversalPermissionList: { type: 'array', items: { type: 'string' } },
    compRoleIds: { type: ['number', 'string', 'array'] },
    mainUserFlag: { type: ['string', 'boolean', 'number'] },
    showCredit: { type: 'string' },
    canUpgrade: { type: 'string' },
    duplicateOrderRemind: { type: ['string', 'boolean'] },
    securityPolicy: { type: 'string' },
    refreshIntervalSec: { type: ['number', 'string'] },
    serviceCorpPersAuthList: { type: 'array' },
    corpNationList: { type: 'array' },
  },
  required: ['uuid', 'accessToken', 'accessSecretKey', 'loginName'],
} as const;

export const companySummarySchema = {
  type: 'object',
  properties: {
    keyNo: { type: 'string' },
    name: {
      type: 'string',
      description: 'Local-language name, or the English one when there is none.',
    },
    nameZh: nullableString,
    nameEn: { type: 'string' },
    jurisdiction: { type: 'string', enum: ['CN', 'HK', 'SG', 'GB', 'US'] },
    regNo: { type: 'string' },
    uscc: nullableString,
    lei: nullableString,
    status: { type: 'string' },
    statusEn: { type: 'string' },
    companyType: { type: 'string' },
    registeredCapital: nullableString,
    capitalCurrency: nullableString,
    established: nullableString,
    legalRepresentative: nullableString,
  },
} as const;

/** A node of an ownership graph: the company asked about (depth 0), its holders and theirs. */
export const graphNodeSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'c<id> for a company, p<id> for a person.' },
    kind: { type: 'string', enum: ['company', 'person'] },
    name: {
      type: 'string',
      description: 'Local-language name, or the English one when there is none.',
    },
    nameEn: { type: 'string' },
    depth: {
      type: 'integer',
      description: 'Steps up from the company asked about (0 for itself).',
    },
  },
  required: ['id', 'kind', 'name', 'nameEn', 'depth'],
} as const;

/** An edge of an ownership graph: `from` holds `percent` (0–100) of `to`. */
export const graphEdgeSchema = {
  type: 'object',
  properties: {
    from: { type: 'string' },
    to: { type: 'string' },
    percent: { type: 'number' },
  },
  required: ['from', 'to', 'percent'],
} as const;
