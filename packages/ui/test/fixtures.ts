import type { OwnershipGraph } from '../src/_lib/ownershipGraph';

/** Companies for table and search stories and tests. */
export interface CompanyRow {
  id: string;
  name: string;
  englishName: string;
  regNo: string;
  capital: string;
}

const NAMES = [
  ['小米科技有限责任公司', 'Xiaomi Inc.'],
  ['阿里巴巴（中国）有限公司', 'Alibaba (China) Co., Ltd.'],
  ['腾讯科技（深圳）有限公司', 'Tencent Technology (Shenzhen) Co., Ltd.'],
  ['华为技术有限公司', 'Huawei Technologies Co., Ltd.'],
  ['比亚迪股份有限公司', 'BYD Company Limited'],
];

/** `count` deterministic companies. */
export function companyRows(count: number): CompanyRow[] {
  return Array.from({ length: count }, (_, index) => {
    const [name, englishName] = NAMES[index % NAMES.length] as [string, string];
    const serial = String(index + 1).padStart(3, '0');
    return {
      id: `c${serial}`,
      name: `${name} ${serial}`,
      englishName: `${englishName} ${serial}`,
      regNo: `91440300${String(708461136 + index).padStart(9, '0')}T`,
      capital: `${(index + 1) * 100}万人民币`,
    };
  });
}

/**
 * A structure with two chains to one person and a cross-holding cycle: 华信控股 and 远景投资
 * hold 30% of each other, and both hold the subject; 张伟 holds the subject directly and
 * through 华信控股.
 */
export const cycleGraph: OwnershipGraph = {
  rootId: 'target',
  nodes: [
    {
      id: 'target',
      name: '深圳前海示例科技有限公司',
      englishName: 'Qianhai Example Tech',
      kind: 'company',
    },
    { id: 'huaxin', name: '华信控股有限公司', englishName: 'Huaxin Holdings', kind: 'company' },
    {
      id: 'yuanjing',
      name: '远景投资合伙企业',
      englishName: 'Vision Investment LP',
      kind: 'company',
    },
    { id: 'zhang', name: '张伟', englishName: 'Zhang Wei', kind: 'person' },
    { id: 'li', name: '李娜', englishName: 'Li Na', kind: 'person' },
    { id: 'wang', name: '王芳', englishName: 'Wang Fang', kind: 'person' },
  ],
  edges: [
    { holder: 'zhang', company: 'target', share: 0.2 },
    { holder: 'huaxin', company: 'target', share: 0.5 },
    { holder: 'yuanjing', company: 'target', share: 0.3 },
    { holder: 'zhang', company: 'huaxin', share: 0.4 },
    { holder: 'wang', company: 'huaxin', share: 0.3 },
    { holder: 'yuanjing', company: 'huaxin', share: 0.3 },
    { holder: 'li', company: 'yuanjing', share: 0.7 },
    { holder: 'huaxin', company: 'yuanjing', share: 0.3 },
  ],
};

/** A plain two-level structure without cycles. */
export const simpleGraph: OwnershipGraph = {
  rootId: 'target',
  nodes: [
    { id: 'target', name: 'Example Trading Ltd', kind: 'company' },
    { id: 'hold', name: 'Example Holdings Ltd', kind: 'company' },
    { id: 'anna', name: 'Anna Lee', kind: 'person' },
    { id: 'ben', name: 'Ben Chan', kind: 'person' },
    { id: 'cara', name: 'Cara Wong', kind: 'person' },
  ],
  edges: [
    { holder: 'hold', company: 'target', share: 0.8 },
    { holder: 'cara', company: 'target', share: 0.2 },
    { holder: 'anna', company: 'hold', share: 0.5 },
    { holder: 'ben', company: 'hold', share: 0.5 },
  ],
};

/**
 * An imported LEI record with accounting-consolidation parents (GLEIF level 2): 华东控股 holds 80%
 * of the subject and is also its direct parent; 华东集团 is its ultimate parent and holds none of
 * it; a parent known only by its LEI (not imported) is drawn by that LEI. Nobody owns the subject
 * through a consolidation.
 */
export const consolidatedGraph: OwnershipGraph = {
  rootId: 'subject',
  nodes: [
    {
      id: 'subject',
      name: '上海华东科技有限公司',
      englishName: 'Shanghai Huadong Technology Co., Ltd.',
      kind: 'company',
    },
    { id: 'holding', name: '华东控股有限公司', englishName: 'Huadong Holdings', kind: 'company' },
    { id: 'group', name: '华东集团股份有限公司', englishName: 'Huadong Group', kind: 'company' },
    { id: 'zhao', name: '赵敏', englishName: 'Zhao Min', kind: 'person' },
  ],
  edges: [
    { holder: 'holding', company: 'subject', share: 0.8 },
    { holder: 'zhao', company: 'subject', share: 0.2 },
  ],
  consolidations: [
    { parent: 'holding', company: 'subject', level: 'direct' },
    { parent: 'group', company: 'subject', level: 'ultimate' },
  ],
};

/** A GLEIF record alone: one parent, both direct and ultimate, and no shareholding known. */
export const gleifOnlyGraph: OwnershipGraph = {
  rootId: 'subject',
  nodes: [
    {
      id: 'subject',
      name: '北京中兴能源有限公司11',
      englishName: 'Zhong Xing Energy Co., Ltd. 11',
      kind: 'company',
    },
    { id: '5299009ABCDEFGHIJK12', name: '5299009ABCDEFGHIJK12', kind: 'company' },
  ],
  edges: [],
  consolidations: [
    { parent: '5299009ABCDEFGHIJK12', company: 'subject', level: 'direct' },
    { parent: '5299009ABCDEFGHIJK12', company: 'subject', level: 'ultimate' },
  ],
};
