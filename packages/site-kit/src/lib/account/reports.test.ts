import { reportOrder } from '@kyc/content/interface';
import { describe, expect, it } from 'vitest';
import { getContent } from '../content.server';
import { describeOperation } from './operations';
import {
  balanceText,
  costText,
  earlierOrder,
  inSentence,
  type ReportKind,
  type ReportOrder,
  remindsDuplicates,
  verifyHref,
} from './reports';

const KEY = '572fef74102f9b232e5d5249c887a876';
const UBO: ReportKind = {
  code: 'ubo',
  name: '受益所有人报告',
  nameEn: 'Beneficial-ownership report',
  description: '',
  descriptionEn: '',
  credits: 2,
  price: 500,
  currency: 'CNY',
};
const order = (id: number, extra: Partial<ReportOrder>) =>
  ({ id, kind: 'ubo', status: 'ready', reportNo: `R${id}`, ...extra }) as ReportOrder;

describe('what a report costs, in words', () => {
  const en = reportOrder.en;
  const zh = reportOrder['zh-CN'];

  it('says credits, with the price only to whom may see prices', () => {
    expect(costText(UBO, { billing: 'credits', pricesVisible: false }, en, 'en')).toBe('2 credits');
    expect(costText(UBO, { billing: 'credits', pricesVisible: true }, en, 'en')).toBe(
      '2 credits · CNY 500.00',
    );
    expect(
      costText({ ...UBO, credits: 1 }, { billing: 'credits', pricesVisible: false }, zh, 'zh-CN'),
    ).toBe('1 点');
  });

  it('says a post-pay account is invoiced, at the price when it may see it', () => {
    expect(costText(UBO, { billing: 'invoice', pricesVisible: true }, zh, 'zh-CN')).toBe(
      '人民币 500.00',
    );
    expect(
      costText({ ...UBO, price: null }, { billing: 'invoice', pricesVisible: false }, en, 'en'),
    ).toBe('invoiced to your account');
    expect(balanceText({ billing: 'invoice', balance: null }, en)).toBe(
      'Reports are invoiced to your account.',
    );
    expect(balanceText({ billing: 'credits', balance: 1 }, en)).toBe('Your balance: 1 credit.');
  });

  it('puts a kind inside an English sentence in lower case, acronyms kept', () => {
    expect(inSentence('Beneficial-ownership report', 'en')).toBe('beneficial-ownership report');
    expect(inSentence('UBO report', 'en')).toBe('UBO report');
    expect(inSentence('受益所有人报告', 'zh-CN')).toBe('受益所有人报告');
  });
});

describe('the repeat-order reminder', () => {
  it('names the newest earlier order of the kind that did not fail', () => {
    const orders = [
      order(9, { status: 'failed' }),
      order(8, { kind: 'company' }),
      order(7, { status: 'generating' }),
      order(6, {}),
    ];
    expect(earlierOrder(orders, 'ubo')?.id).toBe(7);
    expect(earlierOrder([order(9, { status: 'failed' })], 'ubo')).toBeUndefined();
  });

  it('is for users whose stored record asks for it', () => {
    expect(remindsDuplicates({ duplicateOrderRemind: 'Y' })).toBe(true);
    expect(remindsDuplicates({ duplicateOrderRemind: true })).toBe(true);
    expect(remindsDuplicates({ duplicateOrderRemind: 'N' })).toBe(false);
    expect(remindsDuplicates(null)).toBe(false);
  });
});

it('links a report to /verifydoc with its number and code', () => {
  expect(verifyHref({ reportNo: 'KYC20261125100001', verifyCode: 'AB 12' })).toBe(
    '/verifydoc?reportNo=KYC20261125100001&code=AB+12',
  );
});

describe('the activity page’s words for reports', () => {
  const labels = (locale: 'zh-CN' | 'en') => getContent(locale).pages['/activity'].labels;
  const op = (opType: string, relId: string) => ({
    id: 1,
    opType,
    relId,
    createdAt: '2026-11-25T02:03:04.000Z',
    companyName: opType === 'order_report' ? '皇家獅航運有限公司' : null,
    companyNameEn: opType === 'order_report' ? 'Royal Lion Shipping Limited' : null,
  });

  it('names the company a report was ordered on, linking to it', () => {
    expect(describeOperation(op('order_report', KEY), labels('en'), 'en', 'desktop')).toMatchObject(
      {
        text: 'Ordered a report on Royal Lion Shipping Limited',
        href: `/live-search?id=${KEY}`,
      },
    );
    expect(
      describeOperation(op('order_report', KEY), labels('zh-CN'), 'zh-CN', 'mobile'),
    ).toMatchObject({
      text: '订购报告：皇家獅航運有限公司',
      href: `/enterprise-details?keyNo=${KEY}`,
    });
  });

  it('names the report downloaded, leading to My reports', () => {
    expect(
      describeOperation(op('download_report', 'KYC20261125100001'), labels('en'), 'en', 'desktop'),
    ).toMatchObject({ text: 'Downloaded report KYC20261125100001', href: '/my-reports' });
  });
});
