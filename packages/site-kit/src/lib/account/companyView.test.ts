import { formatShares } from '@kyc/formatters';
import { describe, expect, it } from 'vitest';
import { getContent } from '../content.server';
import { DETAILS } from './_test/enterpriseDetails';
import { companyView } from './companyView';

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
      company: { ...DETAILS.company, jurisdiction: 'CN', legalRepresentative: '王伟' },
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
