/**
 * Every word a report prints, in both of its languages. The service keeps its own words
 * (like `text()` in lib/locale.ts) rather than the site's catalogue: a report is written
 * where it is generated, and its wording must not change under an issued file.
 */
export type ReportLocale = 'zh-CN' | 'en';

export interface ReportWords {
  brand: string;
  titles: { company: string; ubo: string };
  reportNo: string;
  verifyCode: string;
  issuedAt: string;
  dataAsOf: string;
  /** Appended to times: they are shown in Asia/Shanghai. */
  beijingTime: string;
  verifyAt: string;
  page: string;
  sections: {
    register: string;
    shareholders: string;
    officers: string;
    investments: string;
    map: string;
    owners: string;
    ownersSummary: string;
    notes: string;
  };
  facts: {
    nameZh: string;
    nameEn: string;
    jurisdiction: string;
    regNo: string;
    uscc: string;
    lei: string;
    leiStatus: string;
    leiRenewal: string;
    status: string;
    companyType: string;
    shares: string;
    capital: string;
    established: string;
    legalRepresentative: string;
    address: string;
  };
  leiStatuses: Record<string, string>;
  /** The registers' status words (Live, Dissolved, GLEIF's ACTIVE…) in the report's language. */
  statuses: Record<string, string>;
  /** A GLEIF record's source, in place of a register. */
  sourceGleif: string;
  /** Said once where the sections GLEIF cannot fill are left out. */
  gleifNotPublished: string;
  /** The beneficial owners of a GLEIF record: its data names none. */
  gleifNoOwners: string;
  legalForms: Record<string, string>;
  jurisdictions: Record<string, string>;
  registers: Record<string, string>;
  registerUnknown: string;
  source: string;
  sourceNetwork: string;
  sourceDerived: string;
  asOf: string;
  columns: {
    name: string;
    kind: string;
    share: string;
    subscribed: string;
    position: string;
    company: string;
    heldBy: string;
    totalShare: string;
    basis: string;
  };
  person: string;
  company: string;
  noneOnRecord: string;
  layerDirect: string;
  layer: string;
  mapLegend: string;
  mapNotTraced: string;
  mapShownAbove: string;
  mapCycle: string;
  mapOwner: string;
  mapOmitted: string;
  ownersBasis: string;
  threshold: string;
  beneficialOwner: string;
  ruleEquity: string;
  ruleControl: string;
  ruleSeniorManager: string;
  legalRepresentative: string;
  fallbackNote: string;
  chains: string;
  chainTotal: string;
  thisCompany: string;
  noShares: string;
  noOwners: string;
  othersBelow: string;
  ownersSummaryMore: string;
  notes: string[];
  verifyNote: string;
  listSeparator: string;
  dash: string;
}

/** The report's words by language; `{name}` marks a value filled in by `fill`. */
export const REPORT_WORDS: Record<ReportLocale, ReportWords> = {
  'zh-CN': {
    brand: 'KYC 全球企业尽调',
    titles: { company: '企业信用报告', ubo: '受益所有人报告' },
    reportNo: '报告编号',
    verifyCode: '验证码',
    issuedAt: '出具时间',
    dataAsOf: '数据截至',
    beijingTime: '（北京时间）',
    verifyAt: '验证网址',
    page: '第 {page} 页，共 {pages} 页',
    sections: {
      register: '登记信息',
      shareholders: '股东',
      officers: '主要人员',
      investments: '对外投资',
      map: '股权结构图',
      owners: '受益所有人',
      ownersSummary: '受益所有人摘要',
      notes: '说明',
    },
    facts: {
      nameZh: '中文名称',
      nameEn: '英文名称',
      jurisdiction: '注册地',
      regNo: '注册号',
      uscc: '统一社会信用代码',
      lei: '法人识别编码（LEI）',
      leiStatus: 'LEI 状态',
      leiRenewal: 'LEI 下次续期',
      status: '登记状态',
      companyType: '企业类型',
      shares: '股份总数',
      capital: '注册资本',
      established: '成立日期',
      legalRepresentative: '法定代表人',
      address: '注册地址',
    },
    leiStatuses: { ISSUED: '有效', LAPSED: '已过期未续期' },
    statuses: {
      Live: '存续',
      Active: '存续',
      ACTIVE: '存续',
      Dissolved: '已解散',
      Dormant: '休眠',
      Inactive: '非存续',
      INACTIVE: '非存续',
      Liquidation: '清算中',
      'Struck off': '已除名',
    },
    sourceGleif: 'GLEIF 黄金副本（LEI-CDF 3.1 与 RR-CDF 2.1）',
    gleifNotPublished:
      'GLEIF 不公布股东、主要人员与对外投资，本报告因此不含这些部分（会计并表母公司不是股东）。',
    gleifNoOwners: 'GLEIF 不公布股东和受益所有人，无法据其数据认定受益所有人。',
    legalForms: {
      limited: '有限责任公司',
      'joint-stock': '股份有限公司（非上市）',
      listed: '上市公司',
    },
    jurisdictions: {
      CN: '中国大陆',
      HK: '中国香港',
      SG: '新加坡',
      GB: '英国',
      US: '美国',
    },
    registers: {
      CN: '国家企业信用信息公示系统',
      HK: '香港公司注册处',
      SG: '新加坡会计与企业管理局（ACRA）',
      GB: '英国公司注册处（Companies House）',
      US: '美国公司注册地所在州的公司登记机关',
    },
    registerUnknown: '企业登记机关',
    source: '来源：{register}',
    sourceNetwork: '来源：各相关企业登记机关的股东与人员登记信息',
    sourceDerived: '依据{register}及各相关企业登记的股东与主要人员计算',
    asOf: '数据截至 {date}',
    columns: {
      name: '名称',
      kind: '类型',
      share: '持股比例',
      subscribed: '认缴出资',
      position: '职务',
      company: '被投资企业',
      heldBy: '投资方',
      totalShare: '合计持股',
      basis: '认定依据',
    },
    person: '自然人',
    company: '企业',
    noneOnRecord: '登记信息中没有记录',
    layerDirect: '第 1 层（直接投资）',
    layer: '第 {layer} 层（间接投资）',
    mapLegend:
      '自上而下阅读：每个方框下方列出持有其股份的股东，股东方框左侧标注其持股比例。蓝色为企业，橙色为自然人，深色粗框为受益所有人。',
    mapNotTraced: '未继续向上追溯（超过 {depth} 层）',
    mapShownAbove: '其股东见上文',
    mapCycle: '循环持股，见上文',
    mapOwner: '受益所有人 · 合计持股 {percent}',
    mapOmitted: '另有 {count} 个持股关系未绘出（结构过大）。',
    ownersBasis:
      '依据《受益所有人信息管理办法》（2024 年）认定：直接或间接持股达到阈值，或通过其他方式实际控制企业；无人符合时，由高级管理人员作为受益所有人。',
    threshold: '持股阈值：{threshold}',
    beneficialOwner: '受益所有人',
    ruleEquity: '直接或间接持股 {threshold} 以上',
    ruleControl: '通过其他方式实际控制企业（{roles}）',
    ruleSeniorManager: '无人符合持股或控制标准，以高级管理人员（{roles}）作为受益所有人',
    legalRepresentative: '法定代表人',
    fallbackNote:
      '没有自然人直接或间接持股 {threshold} 以上，也没有自然人通过其他方式实际控制企业：依据《办法》，由高级管理人员作为受益所有人。',
    chains: '持股链',
    chainTotal: '该链持股 {percent}',
    thisCompany: '本企业',
    noShares: '未直接或间接持股',
    noOwners: '登记信息中没有可认定的受益所有人',
    othersBelow: '其他持股的自然人：{count} 人，未达到 {threshold}',
    ownersSummaryMore: '每位受益所有人的持股链与比例，详见本企业的受益所有人报告。',
    notes: [
      '本报告依据各登记机关公开的登记信息生成，反映“数据截至”时间的登记状态；此后的变更不在本报告中。',
      '持股比例按登记的出资或股份计算；间接持股为持股链上各层比例的乘积，多条持股链相加。',
      '报告中的时间均为北京时间（UTC+8）。',
    ],
    verifyNote:
      '验证真伪：在 {url} 输入报告编号与验证码，并上传本文件。文件经过任何改动都将无法通过验证。',
    listSeparator: '、',
    dash: '—',
  },
  en: {
    brand: 'KYC Global',
    titles: { company: 'Company report', ubo: 'Beneficial-ownership report' },
    reportNo: 'Report No.',
    verifyCode: 'Verification code',
    issuedAt: 'Issued',
    dataAsOf: 'Data as of',
    beijingTime: ' (Beijing time)',
    verifyAt: 'Verify at',
    page: 'Page {page} of {pages}',
    sections: {
      register: 'Register data',
      shareholders: 'Shareholders',
      officers: 'Officers',
      investments: 'Outward investments',
      map: 'Ownership map',
      owners: 'Beneficial owners',
      ownersSummary: 'Beneficial owners (summary)',
      notes: 'Notes',
    },
    facts: {
      nameZh: 'Chinese name',
      nameEn: 'English name',
      jurisdiction: 'Jurisdiction',
      regNo: 'Registration no.',
      uscc: 'Unified social credit code',
      lei: 'Legal Entity Identifier (LEI)',
      leiStatus: 'LEI status',
      leiRenewal: 'LEI next renewal',
      status: 'Status',
      companyType: 'Company type',
      shares: 'Shares',
      capital: 'Registered capital',
      established: 'Established',
      legalRepresentative: 'Legal representative',
      address: 'Registered address',
    },
    leiStatuses: { ISSUED: 'Issued', LAPSED: 'Lapsed (not renewed)' },
    statuses: {
      存续: 'Active',
      在业: 'In business',
      注销: 'Deregistered',
      吊销: 'Revoked',
      ACTIVE: 'Active',
      INACTIVE: 'Inactive',
      Liquidation: 'In liquidation',
    },
    sourceGleif: 'GLEIF golden copy (LEI-CDF 3.1 and RR-CDF 2.1)',
    gleifNotPublished:
      'GLEIF does not publish shareholders, officers or outward investments, so this report has no such sections (an accounting consolidation parent is not a shareholder).',
    gleifNoOwners:
      'GLEIF publishes no shareholders or beneficial owners: none can be identified from its data.',
    legalForms: {
      limited: 'Limited liability company',
      'joint-stock': 'Joint-stock, unlisted',
      listed: 'Listed company',
    },
    jurisdictions: {
      CN: 'Mainland China',
      HK: 'Hong Kong, China',
      SG: 'Singapore',
      GB: 'United Kingdom',
      US: 'United States',
    },
    registers: {
      CN: 'National Enterprise Credit Information Publicity System (China)',
      HK: 'Companies Registry (Hong Kong)',
      SG: 'Accounting and Corporate Regulatory Authority (ACRA), Singapore',
      GB: 'Companies House (United Kingdom)',
      US: "the company's state register of corporations (United States)",
    },
    registerUnknown: 'The company register',
    source: 'Source: {register}',
    sourceNetwork: "Source: each related company's register (shareholders and officers)",
    sourceDerived:
      'Worked out from the shareholder and officer records of {register} and of each related company',
    asOf: 'As of {date}',
    columns: {
      name: 'Name',
      kind: 'Type',
      share: 'Share',
      subscribed: 'Subscribed capital',
      position: 'Position',
      company: 'Company invested in',
      heldBy: 'Held by',
      totalShare: 'Total share',
      basis: 'Why',
    },
    person: 'Person',
    company: 'Company',
    noneOnRecord: 'None on record',
    layerDirect: 'Layer 1 (direct)',
    layer: 'Layer {layer} (indirect)',
    mapLegend:
      'Read from the top: under each box are those who hold shares in it, each with the share it holds at its left. Blue: companies; orange: natural persons; a dark, thick outline marks a beneficial owner.',
    mapNotTraced: 'Not traced further (beyond {depth} layers)',
    mapShownAbove: 'Its holders are shown above',
    mapCycle: 'Holds back in a cycle, shown above',
    mapOwner: 'Beneficial owner · total share {percent}',
    mapOmitted: '{count} more holdings are not drawn (the structure is too large).',
    ownersBasis:
      "Identified under China's Administrative Measures on Beneficial Owner Information (2024): holding the threshold or more of the equity, directly or indirectly, or actual control by other means; when nobody qualifies, the senior managers.",
    threshold: 'Ownership threshold: {threshold}',
    beneficialOwner: 'Beneficial owner',
    ruleEquity: 'Holds {threshold} or more, directly or indirectly',
    ruleControl: 'Actual control by other means ({roles})',
    ruleSeniorManager: 'Nobody qualifies by equity or control: senior manager ({roles})',
    legalRepresentative: 'legal representative',
    fallbackNote:
      'No natural person holds {threshold} or more, directly or indirectly, or controls the company by other means: under the Measures, the senior managers are its beneficial owners.',
    chains: 'Ownership chains',
    chainTotal: 'this chain: {percent}',
    thisCompany: 'this company',
    noShares: 'Holds no shares, directly or indirectly',
    noOwners: 'No beneficial owner can be identified from the register data',
    othersBelow: 'Other people holding shares: {count}, below {threshold}',
    ownersSummaryMore:
      "Each beneficial owner's chains of holdings, with the share at every link, are set out in the company's beneficial-ownership report.",
    notes: [
      'This report is generated from the data the registers publish and shows the records as of the time given under "Data as of"; later changes are not in it.',
      'Shares follow the registered capital contributions or shares; an indirect share is the product of the shares along its chain, and several chains add up.',
      'All times in this report are Beijing time (UTC+8).',
    ],
    verifyNote:
      'To check that this report is genuine, go to {url}, enter the report number and verification code, and upload this file. Any change to the file makes it fail.',
    listSeparator: ', ',
    dash: '—',
  },
};

/**
 * A template with its `{name}` parts filled in; a part without a value stays as written.
 *
 * @example fill('Page {page} of {pages}', { page: 1, pages: 3 }) // 'Page 1 of 3'
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
