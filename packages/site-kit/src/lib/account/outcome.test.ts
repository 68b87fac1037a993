import { describe, expect, it } from 'vitest';
import type { ApiResult } from './apiClient';
import { outcomeOf } from './outcome';

describe('outcomeOf', () => {
  it.each<[string, ApiResult<{ n: number }>, unknown]>([
    ['data', { ok: true, status: 200, data: { n: 1 } }, { ok: true, data: { n: 1 } }],
    [
      'field errors, joined',
      {
        ok: false,
        kind: 'fields',
        status: 400,
        fieldErrors: { q: '太长', page: '无效' },
        code: '',
        message: '',
      },
      { ok: false, message: '太长 无效' },
    ],
    [
      'a lost session, asking for the login',
      { ok: false, kind: 'unauthorized', status: 401, code: 'UNAUTHORIZED', message: '请登录' },
      { ok: false, message: '请登录', loginRequired: true },
    ],
    [
      'another error',
      { ok: false, kind: 'error', status: 404, code: 'COMPANY_NOT_FOUND', message: '未找到该企业' },
      { ok: false, message: '未找到该企业', loginRequired: false },
    ],
    [
      'no network',
      { ok: false, kind: 'network', status: 0, code: '', message: '网络异常，请稍后重试。' },
      { ok: false, message: '网络异常，请稍后重试。', loginRequired: false },
    ],
    [
      'an ended plan, asking for renewal',
      { ok: false, kind: 'error', status: 403, code: 'PLAN_EXPIRED', message: '服务已到期' },
      { ok: false, message: '服务已到期', loginRequired: false, renewRequired: true },
    ],
  ])('turns %s into what the page shows', (_case, result, expected) => {
    expect(outcomeOf(result)).toEqual(expected);
  });
});
