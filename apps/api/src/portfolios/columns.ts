import { normalizeName } from './normalize';

/** The columns a portfolio file may have; any other column is ignored. */
export const PORTFOLIO_FIELDS = [
  'name',
  'uscc',
  'regNo',
  'lei',
  'jurisdiction',
  'reference',
] as const;
export type PortfolioField = (typeof PORTFOLIO_FIELDS)[number];

/** What one row of the file says, by field (only the fields given, trimmed, never empty). */
export type PortfolioInput = Partial<Record<PortfolioField, string>>;

/**
 * Header texts that name each field, in English and Chinese, as `headerKey` writes them
 * (lower case, without spaces or punctuation: "Registration No." is `registrationno`).
 */
const HEADERS: Record<PortfolioField, string[]> = {
  name: [
    'name',
    'companyname',
    'company',
    'entityname',
    'legalname',
    'entitylegalname',
    'customername',
    'customer',
    'clientname',
    '名称',
    '企业名称',
    '公司名称',
    '客户名称',
    '单位名称',
    '企业',
    '公司',
    '名稱',
    '企業名稱',
    '公司名稱',
  ],
  uscc: [
    'uscc',
    'unifiedsocialcreditcode',
    'socialcreditcode',
    'creditcode',
    '统一社会信用代码',
    '社会信用代码',
    '信用代码',
    '統一社會信用代碼',
  ],
  regNo: [
    'registrationnumber',
    'registrationno',
    'regno',
    'regnumber',
    'companynumber',
    'companyno',
    'companyregistrationnumber',
    'registernumber',
    'businessregistrationnumber',
    'brn',
    'crn',
    'uen',
    '注册号',
    '注册编号',
    '工商注册号',
    '登记号',
    '註冊號',
    '註冊編號',
    '公司编号',
    '公司編號',
  ],
  lei: [
    'lei',
    'leicode',
    'legalentityidentifier',
    'lei码',
    'lei编码',
    '法人识别编码',
    '全球法人识别编码',
  ],
  jurisdiction: [
    'jurisdiction',
    'country',
    'countrycode',
    'countryregion',
    'region',
    'registeredin',
    'countryofincorporation',
    'placeofincorporation',
    '司法管辖区',
    '司法管轄區',
    '地区',
    '地區',
    '国家',
    '国家地区',
    '國家地區',
    '注册地',
    '注册地区',
  ],
  reference: [
    'reference',
    'ref',
    'yourreference',
    'ownreference',
    'customerreference',
    'customerid',
    'clientid',
    'customernumber',
    'clientnumber',
    'internalid',
    'id',
    '参考号',
    '自编号',
    '客户编号',
    '内部编号',
    '编号',
    '參考號',
    '客戶編號',
  ],
};

const FIELD_BY_HEADER = new Map(
  Object.entries(HEADERS).flatMap(([field, names]) =>
    names.map((name) => [name, field as PortfolioField]),
  ),
);

/**
 * A header cell as the table above writes it.
 *
 * @example headerKey('Registration No.') // 'registrationno'
 */
export function headerKey(text: string): string {
  return normalizeName(text).replace(/ /g, '');
}

/** Where each recognised field is in the file (its column index) and the header naming it. */
export type ColumnMap = Partial<Record<PortfolioField, { index: number; header: string }>>;

/**
 * The recognised columns of a header row: each field at its first column whose header names
 * it (in English or Chinese, any case, spacing or punctuation).
 *
 * @example recognizeColumns(['企业名称', 'USCC', 'Notes']) // { name: { index: 0, header: '企业名称' }, uscc: { index: 1, header: 'USCC' } }
 */
export function recognizeColumns(header: readonly string[]): ColumnMap {
  const columns: ColumnMap = {};
  header.forEach((text, index) => {
    const field = FIELD_BY_HEADER.get(headerKey(text));
    if (field && !columns[field]) columns[field] = { index, header: text.trim() };
  });
  return columns;
}

/**
 * What a row says, by field, from its cells (trimmed; empty cells left out).
 *
 * @example rowInput(['Apex Ltd', ' GB '], { name: { index: 0, header: 'Name' }, jurisdiction: { index: 1, header: 'Country' } }) // { name: 'Apex Ltd', jurisdiction: 'GB' }
 */
export function rowInput(cells: readonly string[], columns: ColumnMap): PortfolioInput {
  const input: PortfolioInput = {};
  for (const field of PORTFOLIO_FIELDS) {
    const column = columns[field];
    const value = column ? (cells[column.index] ?? '').trim() : '';
    if (value) input[field] = value;
  }
  return input;
}
