import { describe, expect, it } from 'vitest';
import { effectiveLeiStatus, lookUpLei, regionName, shanghaiToday } from './lookUpLei.server';
import { jsonFetch } from './testing';

const LEI = '81560000FRG3E0236173';
const RECORD = {
  lei: LEI,
  legalName: 'Royal Lion Shipping Limited',
  jurisdiction: 'HK',
  registrationStatus: 'ISSUED',
  entityStatus: 'ACTIVE',
  initialRegistrationDate: '2019-03-01',
  nextRenewalDate: '2025-03-01',
  managingLou: '2138',
};

async function fieldsOf(body: Record<string, unknown>, locale: 'zh-CN' | 'en', now: Date) {
  const api = jsonFetch(200, body);
  const lookup = await lookUpLei(LEI, {
    apiOrigin: 'http://api.test',
    locale,
    networkError: 'network',
    fetch: api.fetch,
    now,
  });
  if (lookup.status !== 'found') throw new Error(lookup.status);
  return Object.fromEntries(lookup.record.fields.map(({ label, value }) => [label, value]));
}

describe('today in Asia/Shanghai', () => {
  it('is already the next day in Shanghai at 16:00 UTC', () => {
    expect(shanghaiToday(new Date('2025-03-01T15:59:59Z'))).toBe('2025-03-01');
    expect(shanghaiToday(new Date('2025-03-01T16:00:00Z'))).toBe('2025-03-02');
  });
});

describe('an LEI whose renewal date has passed', () => {
  it('is lapsed the day after its next renewal date, issued until then', () => {
    expect(effectiveLeiStatus('ISSUED', '2025-03-01', '2025-03-02')).toBe('LAPSED');
    expect(effectiveLeiStatus('ISSUED', '2025-03-01', '2025-03-01')).toBe('ISSUED');
    expect(effectiveLeiStatus('ISSUED', '', '2025-03-02')).toBe('ISSUED');
    expect(effectiveLeiStatus('PENDING_TRANSFER', '2020-01-01', '2025-03-02')).toBe(
      'PENDING_TRANSFER',
    );
  });

  it.each([
    ['zh-CN', 'LEI 登记状态', '已失效（未续期）', '已签发（有效）'],
    ['en', 'LEI registration status', 'Lapsed (not renewed)', 'Issued'],
  ] as const)('shows as lapsed on the LEI page (%s)', async (locale, label, lapsed, issued) => {
    // 2025-03-02 00:30 in Shanghai is still 1 March in UTC.
    const after = await fieldsOf(RECORD, locale, new Date('2025-03-01T16:30:00Z'));
    expect(after[label]).toBe(lapsed);
    const before = await fieldsOf(RECORD, locale, new Date('2025-03-01T15:30:00Z'));
    expect(before[label]).toBe(issued);
  });
});

describe('codes on the LEI page', () => {
  it.each([
    ['zh-CN', '注册地', '中国香港（HK）', '管理机构（LOU）', 'LOU 编码 2138'],
    ['en', 'Jurisdiction', 'Hong Kong, China (HK)', 'Managing LOU', 'LOU code 2138'],
  ] as const)(
    'names the jurisdiction and labels the LOU code (%s)',
    async (locale, jurisdiction, region, lou, code) => {
      const fields = await fieldsOf(RECORD, locale, new Date('2025-01-01T00:00:00Z'));
      expect(fields[jurisdiction]).toBe(region);
      expect(fields[lou]).toBe(code);
    },
  );

  it('names any other region in the page language, and keeps an unknown code as it is', () => {
    expect(regionName('DE', 'en')).toBe('Germany (DE)');
    expect(regionName('DE', 'zh-CN')).toBe('德国（DE）');
    expect(regionName('CN', 'zh-CN')).toBe('中国大陆（CN）');
    expect(regionName('XK-1', 'en')).toBe('XK-1');
    expect(regionName('', 'en')).toBe('');
  });
});

describe("an entity's other names and headquarters address on the LEI page", () => {
  const withNames = {
    ...RECORD,
    legalName: '皇家獅航運有限公司',
    otherName: 'Royal Lion Shipping Limited',
    headquartersAddress: '1 Harbour Road, Wan Chai, HK',
    otherNames: [
      {
        name: 'Royal Lion Shipping Limited',
        language: 'en',
        type: 'ALTERNATIVE_LANGUAGE_LEGAL_NAME',
      },
      {
        name: 'Wong Ka Sze Hong Wan',
        language: 'en',
        type: 'AUTO_ASCII_TRANSLITERATED_LEGAL_NAME',
      },
      { name: 'Royal Lion', language: 'en', type: 'SOME_FUTURE_TYPE' },
    ],
  };

  it.each([
    ['zh-CN', '总部地址', '其他名称及音译名称', 'Wong Ka Sze Hong Wan（自动音译名称）；Royal Lion'],
    [
      'en',
      'Headquarters address',
      'Other and transliterated names',
      'Wong Ka Sze Hong Wan (automatic transliteration); Royal Lion',
    ],
  ] as const)(
    'lists them in %s, without the names shown already',
    async (locale, hq, names, listed) => {
      const fields = await fieldsOf(withNames, locale, new Date('2025-01-01T00:00:00Z'));
      expect(fields[hq]).toBe('1 Harbour Road, Wan Chai, HK');
      expect(fields[names]).toBe(listed);
    },
  );

  it('leaves both out when the record has none', async () => {
    const fields = await fieldsOf(
      { ...RECORD, otherNames: [], headquartersAddress: null },
      'en',
      new Date('2025-01-01T00:00:00Z'),
    );
    expect(fields['Headquarters address']).toBeUndefined();
    expect(fields['Other and transliterated names']).toBeUndefined();
  });
});
