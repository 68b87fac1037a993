import { describe, expect, it } from 'vitest';
import { getContent, LOCALES } from './index';
import * as interfaceWords from './interface';
import type { Locale, MarketingPage, SiteContent } from './types';

// Every word on a page must be true of the product. These tests pin what the product does not do.

const content: Record<Locale, SiteContent> = { 'zh-CN': getContent('zh-CN'), en: getContent('en') };

/** Every string in a value, with its location. */
function strings(value: unknown, at = '$'): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  }
  return [];
}

/**
 * Words the product cannot stand behind: file upload, SMS codes. (Ordering a report online is
 * true since issue 18: signed-in users order from a company's page and find them under My
 * reports; the marketing pages still send visitors to the team, see below.)
 */
const UNTRUE = /upload|上传|短信|\bSMS\b/i;

/**
 * Phrases that match UNTRUE but say something true: none today. Add one only with the reason
 * it is true of the product.
 */
const ALLOWED: RegExp[] = [];

const untrue = (value: string) =>
  UNTRUE.test(ALLOWED.reduce((text, phrase) => text.replace(phrase, ''), value));

/**
 * Where an upload is true (issue 28): a signed-in user uploads a portfolio file (CSV or XLSX)
 * on /portfolio, reached from the shared lists. Nowhere else does the product take a file
 * it stores.
 */
const UPLOAD_PAGES = ['$.pages./portfolio.', '$.pages./team-lists.labels.portfolioLink'];
const uploadPage = (at: string) => UPLOAD_PAGES.some((prefix) => at.startsWith(prefix));

function marketingPage(locale: Locale, path: '/products-report' | '/industries-manufacturing') {
  return content[locale].pages[path] as MarketingPage;
}

describe.each(LOCALES)('the %s content', (locale) => {
  const site = content[locale];

  it('offers no upload or SMS code anywhere', () => {
    const found = strings(site).filter(([at, value]) => untrue(value) && !uploadPage(at));
    expect(found).toEqual([]);
  });

  it('offers none of them in the interface words either', () => {
    const words = Object.entries(interfaceWords).flatMap(([name, table]) =>
      typeof table === 'object' ? strings(table[locale], name) : [],
    );
    expect(words.filter(([, value]) => untrue(value))).toEqual([]);
  });

  it('leaves purchase, payment and checkout steps out of report pages', () => {
    const pay = /支付|结账|付款|checkout|\bpay\b|basket|cart\b|credits/i;
    const report = strings(marketingPage(locale, '/products-report'));
    expect(report.filter(([, value]) => pay.test(value))).toEqual([]);
  });

  it('sends every report call to action to the request form', () => {
    const report = /报告|report/i;
    for (const path of ['/products-report', '/industries-manufacturing'] as const) {
      const links = strings(marketingPage(locale, path))
        .filter(([at]) => at.endsWith('.label'))
        .filter(([, label]) => report.test(label) && /咨询|request/i.test(label));
      expect(links.length, path).toBeGreaterThan(0);
      for (const [at] of links) {
        const href = strings(marketingPage(locale, path)).find(
          ([key]) => key === at.replace(/\.label$/, '.href'),
        )?.[1];
        expect(href, `${path} ${at}`).toBe('/demo-request');
      }
    }
  });

  it('describes login as a password and an authenticator code, never an SMS code', () => {
    const login = site.pages['/login'];
    const text = strings(login).map(([, value]) => value);
    expect(text.filter((value) => /短信|手机验证码|SMS|sent to your phone/i.test(value))).toEqual(
      [],
    );
    expect(Object.keys(login.labels)).not.toContain('tabSms');
    expect(Object.keys(login.labels)).not.toContain('sendCode');
    expect(login.description).toMatch(/身份验证器|authenticator/);
  });

  it('verifies a report by its number and code, and by its file when one is added', () => {
    // The page says what it checks: the number and code always, the PDF when it is added
    // (apps/api compares it with the SHA-256 kept when the report was issued).
    const page = site.pages['/verifydoc'];
    expect(page.labels.intro).toMatch(/报告编号.*验证码|report number.*verification code/);
    expect(page.labels.intro).toMatch(/报告文件|report file/);
    expect(page.description).toMatch(/PDF/);
  });

  it('asks the LEI look-up for an LEI code only', () => {
    const lei = site.pages['/lei'] as MarketingPage;
    const search = lei.sections.find((section) => section.kind === 'search');
    if (search?.kind !== 'search') throw new Error('no search section');
    expect(search.placeholder).toMatch(/LEI/);
    expect(search.placeholder).not.toMatch(/企业名称|company name/i);
    expect(search.hint).not.toMatch(/也可以按企业名称|can also search/i);
    const hero = lei.sections.find((section) => section.kind === 'hero');
    expect(JSON.stringify(hero)).not.toMatch(/企业的 LEI|LEI of a company/);
  });

  it('does not tell every user that an administrator requires MFA', () => {
    const requires = /管理员(可)?要求|administrators? (can )?requires?/i;
    const mfa = strings(site.pages['/bind-mfa']).map(([, value]) => value);
    expect(
      mfa.filter((value) => requires.test(value) || /administrator|管理员/i.test(value)),
    ).toEqual([]);
    // A sentence saying administrators require MFA, anywhere (the product has no such policy).
    const sentences = strings(site).flatMap(([at, value]) =>
      value.split(/(?<=[。.；;])/).map((sentence): [string, string] => [at, sentence]),
    );
    const adminMfa = sentences.filter(
      ([, sentence]) =>
        requires.test(sentence) && /\bit\b|MFA|多因素|multi-factor|开启/i.test(sentence),
    );
    expect(adminMfa).toEqual([]);
  });

  it('names services on the status page in plain words, without implementation names', () => {
    const status = strings(site.pages['/system-status']).map(([, value]) => value);
    const internals = /PGlite|Postgre|SQL|database|数据库|index|索引|嵌入式|embedded/i;
    expect(status.filter((value) => internals.test(value))).toEqual([]);
    const { labels } = site.pages['/system-status'];
    expect([labels.componentApi, labels.componentSearch, labels.componentReports]).toEqual(
      locale === 'en'
        ? ['Account service', 'Company search', 'Data storage']
        : ['账户服务', '企业检索', '数据存储'],
    );
  });

  it('says how reports are really obtained: through the team, delivered by the team', () => {
    const report = strings(marketingPage(locale, '/products-report')).map(([, value]) => value);
    expect(report.some((value) => /团队/.test(value) || /our team/i.test(value))).toBe(true);
    expect(site.pages['/live-search'].description).not.toMatch(/报告|report/i);
    expect(site.pages['/demo-request'].description).toMatch(/报告|report/i);
  });
});
