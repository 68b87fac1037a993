import { companyDetails } from '@kyc/content/interface';
import { formatShares } from '@kyc/formatters';
import { describe, expect, it } from 'vitest';
import { getContent } from '../content.server';
import { DETAILS } from './_test/enterpriseDetails';
import { companyView, historyField } from './companyView';
import type { CompanyHistory } from './types';

const view = (locale: 'zh-CN' | 'en', company: Partial<(typeof DETAILS)['company']>) =>
  companyView(
    { ...DETAILS, company: { ...DETAILS.company, ...company } },
    { labels: getContent(locale).pages['/enterprise-details'].labels, locale, dash: '-' },
  );
const fact = (facts: [string, string][], label: string) =>
  facts.find(([name]) => name === label)?.[1];

describe('companyView facts', () => {
  it('gives a joint-stock company its share count, formatted by formatShares, in both languages', () => {
    const joint = {
      companyType: '股份有限公司（非上市）',
      legalForm: 'joint-stock' as const,
      shareCount: 80_000_000,
    };
    expect(fact(view('zh-CN', joint).facts, '股本')).toBe(
      formatShares(80_000_000, { locale: 'zh-CN' }),
    );
    expect(fact(view('en', joint).facts, 'Shares')).toBe(
      formatShares(80_000_000, { locale: 'en' }),
    );
  });

  it('gives a limited company no share count', () => {
    const limited = {
      companyType: '有限责任公司',
      legalForm: 'limited' as const,
      shareCount: null,
    };
    expect(fact(view('zh-CN', limited).facts, '股本')).toBeUndefined();
  });

  it('names a Chinese legal form in English first on English pages, and as registered in Chinese', () => {
    const limited = { companyType: '有限责任公司', legalForm: 'limited' as const };
    expect(fact(view('en', limited).facts, 'Company type')).toBe(
      'Limited liability company (有限责任公司)',
    );
    expect(fact(view('zh-CN', limited).facts, '企业类型')).toBe('有限责任公司');
    expect(
      fact(
        view('en', { companyType: 'Private company limited by shares', legalForm: 'limited' })
          .facts,
        'Company type',
      ),
    ).toBe('Private company limited by shares');
  });

  it('names the legal representative in both scripts, the page language first, through the officer', () => {
    const mainland = {
      ...DETAILS,
      company: { ...DETAILS.company, jurisdiction: 'CN' as const, legalRepresentative: '王伟' },
      executives: [
        {
          keyNo: 'p9',
          name: '王伟',
          nameEn: 'Wang Wei',
          position: '执行董事',
          positionEn: 'Executive Director',
        },
      ],
    };
    const options = (locale: 'zh-CN' | 'en') => ({
      labels: getContent(locale).pages['/enterprise-details'].labels,
      locale,
      dash: '-',
    });
    expect(fact(companyView(mainland, options('en')).facts, 'Legal representative')).toBe(
      'Wang Wei (王伟)',
    );
    expect(fact(companyView(mainland, options('zh-CN')).facts, '法定代表人')).toBe(
      '王伟 (Wang Wei)',
    );
    // A name no officer carries is shown as the register wrote it; none at all is a dash.
    expect(fact(view('en', { legalRepresentative: '李娜' }).facts, 'Legal representative')).toBe(
      '李娜',
    );
    expect(fact(view('en', { legalRepresentative: null }).facts, 'Legal representative')).toBe('-');
  });
});

describe('companyView GLEIF codes', () => {
  const gleif = (locale: 'zh-CN' | 'en', leiNextRenewal: string) =>
    companyView(
      {
        ...DETAILS,
        company: {
          ...DETAILS.company,
          dataSource: 'gleif',
          lei: '999900000000000000B7',
          leiStatus: 'ISSUED',
          leiNextRenewal,
          status: 'ACTIVE',
          statusEn: 'Active',
        },
      },
      {
        labels: getContent(locale).pages['/enterprise-details'].labels,
        locale,
        dash: '-',
        now: new Date('2025-03-02T00:00:00Z'),
      },
    ).facts;

  it('says GLEIF’s statuses in words, an LEI past its renewal date LAPSED as /lei does', () => {
    expect(fact(gleif('zh-CN', '2025-06-01'), 'LEI 状态')).toBe('已签发（有效）');
    expect(fact(gleif('zh-CN', '2025-03-01'), 'LEI 状态')).toBe('已失效（未续期）');
    expect(fact(gleif('en', '2025-03-01'), 'LEI status')).toBe('Lapsed (not renewed)');
    expect(fact(gleif('zh-CN', '2025-06-01'), '状态')).toBe('存续');
    expect(fact(gleif('en', '2025-06-01'), 'Status')).toBe('Active');
    // A register's own word stays as it is.
    expect(fact(view('zh-CN', { status: '在业' }).facts, '状态')).toBe('在业');
  });
});

describe('companyView history', () => {
  it('writes each change in words: dates as the page writes them, GLEIF statuses in words', () => {
    const history: CompanyHistory = {
      keyNo: DETAILS.company.keyNo,
      items: [
        {
          field: 'IS_DIRECTLY_CONSOLIDATED_BY Relationship.Period.1.endDate',
          before: null,
          after: '2020-04-05T08:00:00+08:00',
          source: 'v2-rr.csv',
          format: 'gleif-rr',
          sourceDate: '2020-04-08T00:00:00Z',
          seenAt: '2024-06-01T00:00:00Z',
        },
        {
          field: 'Entity.EntityStatus',
          before: 'ACTIVE',
          after: 'INACTIVE',
          source: 'v2-lei.csv',
          format: 'gleif-lei',
          sourceDate: '2020-04-08T00:00:00Z',
          seenAt: '2024-06-01T00:00:00Z',
        },
        {
          field: 'IS_DIRECTLY_CONSOLIDATED_BY Relationship.RelationshipStatus',
          before: 'ACTIVE',
          after: 'INACTIVE',
          source: 'v2-rr.csv',
          format: 'gleif-rr',
          sourceDate: '2020-04-08T00:00:00Z',
          seenAt: '2024-06-01T00:00:00Z',
        },
      ],
    };
    const changes = (locale: 'zh-CN' | 'en') =>
      companyView(DETAILS, {
        labels: getContent(locale).pages['/enterprise-details'].labels,
        locale,
        dash: '-',
        history,
      }).history?.map((item) => item.change);
    expect(changes('en')).toEqual([
      'Direct parent: period 1 end date: (none) → 05 Apr 2020',
      'Entity status: Active → Inactive',
      'Direct parent: relationship status: Current → Ended',
    ]);
    expect(changes('zh-CN')).toEqual([
      '直接母公司：第 1 个期间的结束日期：（无） → 2020年4月5日',
      '实体状态：存续 → 非存续',
      '直接母公司：关系状态：有效 → 已终止',
    ]);
  });
});

describe('historyField', () => {
  it('words a relationship’s status and period columns, and keeps an unknown column’s name', () => {
    const zh = companyDetails['zh-CN'];
    const en = companyDetails.en;
    expect(historyField('IS_DIRECTLY_CONSOLIDATED_BY Relationship.RelationshipStatus', en)).toBe(
      'Direct parent: relationship status',
    );
    expect(historyField('IS_ULTIMATELY_CONSOLIDATED_BY Relationship.RelationshipStatus', zh)).toBe(
      '最终母公司：关系状态',
    );
    expect(historyField('IS_DIRECTLY_CONSOLIDATED_BY Relationship.Period.1.endDate', en)).toBe(
      'Direct parent: period 1 end date',
    );
    expect(historyField('IS_ULTIMATELY_CONSOLIDATED_BY Relationship.Period.3.startDate', zh)).toBe(
      '最终母公司：第 3 个期间的开始日期',
    );
    expect(historyField('Entity.LegalName', zh)).toBe('法定名称');
    expect(historyField('Entity.LegalForm.EntityLegalFormCode', en)).toBe(
      'Entity.LegalForm.EntityLegalFormCode',
    );
  });
});

describe('companyView graph', () => {
  it('hands GLEIF parents to the map as consolidations, apart from the shareholdings', () => {
    const details = {
      ...DETAILS,
      graph: {
        ...DETAILS.graph,
        nodes: [
          ...DETAILS.graph.nodes,
          {
            id: 'lX',
            kind: 'company' as const,
            keyNo: null,
            lei: 'X',
            name: 'X',
            nameEn: 'X',
            depth: 1,
          },
        ],
        consolidations: [
          { from: 'c2', to: 'c1', level: 'direct' as const },
          { from: 'lX', to: 'c1', level: 'ultimate' as const },
        ],
      },
    };
    const graph = companyView(details, {
      labels: getContent('en').pages['/enterprise-details'].labels,
      locale: 'en',
      dash: '-',
    }).graph;
    expect(graph?.edges.map((edge) => [edge.holder, edge.share])).toEqual([
      ['p1', 0.0969],
      ['c2', 0.9031],
    ]);
    expect(graph?.consolidations).toEqual([
      { parent: 'c2', company: 'c1', level: 'direct' },
      { parent: 'lX', company: 'c1', level: 'ultimate' },
    ]);
    // Without any, the graph is as before.
    expect(view('en', {}).graph).not.toHaveProperty('consolidations');
  });
});
