import { isLei, isUscc } from '@kyc/validators';
import { describe, expect, it } from 'vitest';
import {
  generateCompany,
  generateExecutives,
  generateHoldings,
  generatePerson,
  generateReport,
  personCount,
  REPORT_EVERY,
  splitHundred,
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
        expect(c.registered_capital).toMatch(/^\d+万(元人民币|美元)$/);
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

  it.each([1, 2, 3, 4])('splits 100 into %i shares with two decimals', (parts) => {
    const shares = splitHundred(mulberry32(parts), parts);
    expect(shares).toHaveLength(parts);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 6);
    for (const share of shares) expect(Math.round(share * 100)).toBeCloseTo(share * 100, 6);
  });
});
