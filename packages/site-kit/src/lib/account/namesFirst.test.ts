import { describe, expect, it } from 'vitest';
import { namesFirst } from './namesFirst';

describe('namesFirst', () => {
  const row = { name: '皇家獅航運有限公司', nameEn: 'Royal Lion Shipping Limited' };

  it('puts the page language’s name first and the other after it', () => {
    expect(namesFirst(row, 'en', '-')).toEqual({
      primary: 'Royal Lion Shipping Limited',
      other: '皇家獅航運有限公司',
    });
    expect(namesFirst(row, 'zh-CN', '-')).toEqual({
      primary: '皇家獅航運有限公司',
      other: 'Royal Lion Shipping Limited',
    });
  });

  it('prefers nameZh, shows one name once, and falls back to the other or the dash', () => {
    expect(namesFirst({ ...row, nameZh: '皇家獅' }, 'zh-CN', '-').primary).toBe('皇家獅');
    expect(namesFirst({ name: 'Acme', nameEn: 'Acme' }, 'en', '-')).toEqual({ primary: 'Acme' });
    expect(namesFirst({ name: '高磊', nameEn: ' ' }, 'en', '-')).toEqual({ primary: '高磊' });
    expect(namesFirst({}, 'zh-CN', '—')).toEqual({ primary: '—' });
  });
});
