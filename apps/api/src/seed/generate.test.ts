import { isLei, isUscc } from '@kyc/validators';
import { describe, expect, it } from 'vitest';
import {
  type CompanyRow,
  generateCompany,
  generateExecutives,
  generateHoldings,
  generatePerson,
  generateReport,
  isForeignInvested,
  personCount,
  personNationality,
  REPORT_EVERY,
  registerAmount,
  splitHundred,
  spreadAmount,
} from './generate';
import { mulberry32 } from './prng';

const plan = { companies: 2000, seed: 42 };
const companies = Array.from({ length: plan.companies }, (_, i) => generateCompany(plan, i));

describe('seed generator', () => {
  it('is deterministic: the same plan gives the same rows, another seed other rows', () => {
    expect(generateCompany(plan, 7)).toEqual(generateCompany(plan, 7));
    expect(generateHoldings(plan, companies[7] as never)).toEqual(
      generateHoldings(plan, companies[7] as never),
    );
    expect(generateCompany({ ...plan, seed: 43 }, 7).name_en).not.toBe(
      generateCompany(plan, 7).name_en,
    );
    const random = [mulberry32(1), mulberry32(1)];
    expect([random[0]?.next(), random[0]?.next()]).toEqual([random[1]?.next(), random[1]?.next()]);
  });

  it('covers the five jurisdictions with names, capital the register way and valid identifiers', () => {
    const seen = new Set(companies.map((c) => c.jurisdiction));
    expect([...seen].sort()).toEqual(['CN', 'GB', 'HK', 'SG', 'US']);
    for (const c of companies) {
      expect(c.name_en).toMatch(/\S/);
      if (c.jurisdiction === 'CN') {
        expect(isUscc(c.uscc)).toBe(true);
        expect(c.name_zh).toMatch(/公司$/);
        expect(c.registered_capital).toMatch(/^\d+(\.\d{1,4})?万(元人民币|美元|港元)$/);
      } else {
        expect(c.uscc).toBeNull();
        expect(c.registered_capital).toMatch(/^\d{1,3}(,\d{3})* (HKD|SGD|GBP|USD)$/);
      }
      if (c.lei !== null) expect(isLei(c.lei)).toBe(true);
    }
    expect(companies.filter((c) => c.lei).length).toBeGreaterThan(plan.companies / 10);
  });

  it('gives every company holders that add up to 100 %, people and companies', () => {
    let companyHolders = 0;
    for (const c of companies) {
      const holdings = generateHoldings(plan, c);
      const sum = holdings.reduce((total, h) => total + h.percent, 0);
      expect(sum).toBeCloseTo(100, 2);
      for (const h of holdings) {
        expect((h.holder_company_id === null) !== (h.holder_person_id === null)).toBe(true);
        if (h.holder_company_id !== null) {
          companyHolders += 1;
          expect(h.holder_company_id).toBeGreaterThanOrEqual(1);
          expect(h.holder_company_id).toBeLessThanOrEqual(plan.companies);
          expect(h.holder_company_id).not.toBe(c.id);
        } else {
          expect(h.holder_person_id).toBeLessThanOrEqual(personCount(plan));
        }
      }
    }
    expect(companyHolders).toBeGreaterThan(plan.companies / 2);
  });

  it('builds chains several layers deep, and cycles', () => {
    const holders = new Map(
      companies.map((c) => [
        c.id,
        generateHoldings(plan, c).flatMap((h) =>
          h.holder_company_id ? [h.holder_company_id] : [],
        ),
      ]),
    );
    const depth = (id: number, seen: Set<number>): number => {
      const up = (holders.get(id) ?? []).filter((h) => !seen.has(h));
      return up.length === 0
        ? 0
        : 1 + Math.max(...up.map((h) => depth(h, new Set([...seen, h]))).slice(0, 3));
    };
    expect(depth(1000, new Set([1000]))).toBeGreaterThanOrEqual(3);
    expect(holders.get(1)).toContain(2);
    expect(holders.get(2)).toContain(1);
  });

  it('makes officers from the people and a report every REPORT_EVERY companies', () => {
    const executives = generateExecutives(plan, companies[0] as never);
    expect(executives.length).toBeGreaterThanOrEqual(1);
    expect(executives[0]?.position_en).toBe('Executive Director');
    expect(generatePerson(plan, 0).name_en).toMatch(/\S+ \S+/);
    const reports = companies.map((c) => generateReport(plan, c)).filter(Boolean);
    expect(reports).toHaveLength(plan.companies / REPORT_EVERY);
    expect(reports[0]?.report_no).toMatch(/^KYC\d{8}\d{6}$/);
    expect(reports[0]?.verify_code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('gives mainland companies capital in yuan, a foreign currency only when foreign-invested', () => {
    const mainland = companies.filter((c) => c.jurisdiction === 'CN');
    const foreign = mainland.filter((c) => isForeignInvested(c.company_type));
    for (const c of mainland) {
      if (!isForeignInvested(c.company_type)) {
        expect(c.capital_currency).toBe('CNY');
        expect(c.registered_capital).toMatch(/万元人民币$/);
      }
      const words = { CNY: '元人民币', USD: '美元', HKD: '港元' }[c.capital_currency];
      expect(words, c.capital_currency).toBeDefined();
      expect(c.registered_capital).toBe(`${c.capital_amount / 10_000}万${words}`);
    }
    // Foreign-invested companies are a minority, registered in dollars, Hong Kong dollars or yuan.
    expect(foreign.length).toBeGreaterThan(mainland.length * 0.03);
    expect(foreign.length).toBeLessThan(mainland.length * 0.15);
    expect(new Set(foreign.map((c) => c.capital_currency))).toEqual(new Set(['USD', 'HKD', 'CNY']));
  });

  it('spreads mainland capital as registers do: many of 1 to 10 million, round figures, few huge', () => {
    const yuan = companies
      .filter((c) => c.jurisdiction === 'CN' && c.capital_currency === 'CNY')
      .map((c) => c.capital_amount);
    const share = (test: (amount: number) => boolean) => yuan.filter(test).length / yuan.length;
    const sorted = [...yuan].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] as number;
    expect(median).toBeGreaterThanOrEqual(1e6);
    expect(median).toBeLessThanOrEqual(5e7);
    expect(share((a) => a >= 1e6 && a < 1e7)).toBeGreaterThan(0.2);
    expect(share((a) => a < 1e6)).toBeGreaterThan(0.05);
    expect(share((a) => a >= 1e9)).toBeGreaterThan(0);
    expect(share((a) => a >= 1e9)).toBeLessThan(0.06);
    // 100万, 500万, 1000万…: a 1, 2, 3 or 5 and zeros, in whole 万.
    expect(share((a) => /^[1235]0*$/.test(String(a / 10_000)))).toBeGreaterThan(0.5);
    // No single amount on company after company.
    const counts = new Map<number, number>();
    for (const a of yuan) counts.set(a, (counts.get(a) ?? 0) + 1);
    expect(Math.max(...counts.values()) / yuan.length).toBeLessThan(0.15);
    expect(counts.size).toBeGreaterThan(40);
  });

  it('gives each other register its own currency, Hong Kong and British companies often tiny ones', () => {
    const currency = { HK: 'HKD', SG: 'SGD', GB: 'GBP', US: 'USD' } as const;
    for (const c of companies) {
      if (c.jurisdiction === 'CN') continue;
      expect(c.capital_currency).toBe(currency[c.jurisdiction]);
      expect(Number.isInteger(c.capital_amount) && c.capital_amount >= 1).toBe(true);
    }
    const hk = companies.filter((c) => c.jurisdiction === 'HK').map((c) => c.capital_amount);
    expect(hk.filter((a) => a <= 10_000).length / hk.length).toBeGreaterThan(0.4);
    // A public limited company needs at least £50,000 of shares.
    const plcs = companies.filter((c) => c.company_type === 'Public limited company');
    expect(plcs.length).toBeGreaterThan(0);
    expect(Math.min(...plcs.map((c) => c.capital_amount))).toBeGreaterThanOrEqual(50_000);
  });

  it('names people as their registers do: Chinese characters with pinyin or Cantonese, or English', () => {
    const han = /^\p{Script=Han}{2,4}$/u;
    const word = "[A-Z][a-z']+";
    const patterns = {
      CN: new RegExp(`^${word} ${word}$`),
      HK: new RegExp(`^(${word} )?${word} ${word} ${word}$`),
    };
    for (let i = 0; i < personCount(plan); i++) {
      const person = generatePerson(plan, i);
      expect(person.nationality).toBe(personNationality(i));
      if (person.nationality === 'CN' || person.nationality === 'HK') {
        expect(person.name_zh).toMatch(han);
        expect(person.name_en).toMatch(patterns[person.nationality]);
      } else if (person.nationality === 'GB' || person.nationality === 'US') {
        expect(person.name_zh).toBeNull();
        expect(person.name_en).toMatch(/^[A-Z][a-z]+ ([A-Z]\. )?[A-Z][A-Za-z']+$/);
      } else if (person.name_zh !== null) expect(person.name_zh).toMatch(han);
    }
    // Hong Kong names are written in traditional characters, mainland ones in simplified.
    const names = (nationality: string) =>
      Array.from({ length: personCount(plan) }, (_, i) => generatePerson(plan, i))
        .filter((p) => p.nationality === nationality)
        .map((p) => p.name_zh)
        .join('');
    expect(names('HK')).toMatch(/[陳張黃劉鄭楊謝馮]/);
    expect(names('CN')).not.toMatch(/[陳張黃劉鄭楊謝馮]/);
  });

  it('gives every mainland company officers with Chinese names, the first its legal representative', () => {
    const han = /^\p{Script=Han}{2,4}$/u;
    for (const c of companies.filter((company: CompanyRow) => company.jurisdiction === 'CN')) {
      const officers = generateExecutives(plan, c);
      expect(officers[0]?.position_zh).toBe('执行董事');
      for (const officer of officers) {
        const person = generatePerson(plan, officer.person_id - 1);
        expect(person.name_zh, `${c.name_zh}: ${person.name_en}`).toMatch(han);
        if (!isForeignInvested(c.company_type)) expect(person.nationality).toBe('CN');
        expect(['执行董事', '监事', '经理', '财务负责人']).toContain(officer.position_zh);
      }
      // Holders: mainland people and companies, unless the company is foreign-invested; a
      // wholly foreign-owned one only foreign companies (the cycles every 500th pair aside).
      for (const holding of generateHoldings(plan, c)) {
        if (holding.holder_person_id !== null && !isForeignInvested(c.company_type))
          expect(personNationality(holding.holder_person_id - 1)).toBe('CN');
        const holder = holding.holder_company_id && companies[holding.holder_company_id - 1];
        if (!holder || (c.id - 1) % 500 < 2) continue;
        if (!isForeignInvested(c.company_type)) expect(holder.jurisdiction).toBe('CN');
        if (c.company_type === '有限责任公司（外商独资）')
          expect(holder.jurisdiction).not.toBe('CN');
        if (c.company_type === '有限责任公司（台港澳法人独资）')
          expect(holder.jurisdiction).toBe('HK');
      }
    }
    // Elsewhere the first officer is one of the place's own people.
    for (const c of companies.filter((company) => company.jurisdiction !== 'CN')) {
      const first = generateExecutives(plan, c)[0] as { person_id: number };
      expect(personNationality(first.person_id - 1)).toBe(c.jurisdiction);
    }
  });

  it('rounds amounts as founders write them and keeps them inside a spread', () => {
    const spread = { median: 2e6, p90: 2e7, min: 1e4, max: 5e10 };
    expect(spreadAmount(0.5, spread)).toBeCloseTo(2e6, 0);
    expect(spreadAmount(0.9, spread)).toBeCloseTo(2e7, 0);
    expect(spreadAmount(0, spread)).toBe(1e4);
    expect(spreadAmount(1, spread)).toBe(5e10);
    const random = mulberry32(5);
    for (let i = 0; i < 200; i++) {
      const amount = registerAmount(1234 + i * 9876.5, random, 100);
      expect(amount % 100).toBe(0);
      expect(amount).toBeGreaterThanOrEqual(100);
    }
    expect(registerAmount(0.2, mulberry32(1), 1)).toBe(1);
  });

  it.each([1, 2, 3, 4])('splits 100 into %i shares with two decimals', (parts) => {
    const shares = splitHundred(mulberry32(parts), parts);
    expect(shares).toHaveLength(parts);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 6);
    for (const share of shares) expect(Math.round(share * 100)).toBeCloseTo(share * 100, 6);
  });
});
