import { getContent } from '@kyc/content';
import { describe, expect, it } from 'vitest';
import { describeOperation } from './operations';
import type { Operation } from './types';

const op = (opType: string, relId: string | null): Operation => ({
  id: 1,
  opType,
  relId,
  createdAt: '2026-11-25T02:03:04.000Z',
  companyName: null,
  companyNameEn: null,
});

describe('describeOperation: the service-selection steps', () => {
  const cases: Array<['zh-CN' | 'en', string, string | null, string]> = [
    ['zh-CN', 'service_select', 'STANDARD', '选择服务套餐：标准版'],
    [
      'zh-CN',
      'service_confirm',
      'STANDARD:SR-20261125-0042',
      '确认购买服务套餐：标准版（申请编号 SR-20261125-0042）',
    ],
    [
      'zh-CN',
      'service_request',
      'API_PAYG:SR-20261125-0043',
      '申请客户经理联系：API 按量付费（申请编号 SR-20261125-0043）',
    ],
    ['zh-CN', 'select_service_package', 'STANDARD', '选择服务套餐：标准版'],
    ['en', 'service_select', 'STANDARD', 'Chose a service package: Standard'],
    [
      'en',
      'service_confirm',
      'STANDARD:SR-20261125-0042',
      'Confirmed a purchase of Standard (reference SR-20261125-0042)',
    ],
    [
      'en',
      'service_request',
      'API_PAYG:SR-20261125-0043',
      'Asked the account manager to call about API pay-as-you-go (reference SR-20261125-0043)',
    ],
  ];
  it.each(cases)('%s %s %s → %s', (locale, opType, relId, text) => {
    const labels = getContent(locale).pages['/activity'].labels;
    const names = new Map(
      locale === 'en'
        ? [
            ['STANDARD', 'Standard'],
            ['API_PAYG', 'API pay-as-you-go'],
          ]
        : [
            ['STANDARD', '标准版'],
            ['API_PAYG', 'API 按量付费'],
          ],
    );
    expect(describeOperation(op(opType, relId), labels, locale, 'desktop', names).text).toBe(text);
  });
});
