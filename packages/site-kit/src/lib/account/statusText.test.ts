import { describe, expect, it } from 'vitest';
import { companyStatusText } from './statusText';

describe('companyStatusText', () => {
  it('gives Hong Kong, UK and GLEIF status words in Chinese on Chinese pages, as mainland ones read', () => {
    expect(companyStatusText({ status: 'Live', statusEn: 'Live' }, 'zh-CN')).toBe('存续');
    expect(companyStatusText({ status: '存续', statusEn: 'Active' }, 'zh-CN')).toBe('存续');
    expect(companyStatusText({ status: 'Dissolved', statusEn: 'Dissolved' }, 'zh-CN')).toBe(
      '已解散',
    );
    expect(companyStatusText({ status: 'Dormant' }, 'zh-CN')).toBe('休眠');
    expect(companyStatusText({ status: 'INACTIVE', statusEn: 'Inactive' }, 'zh-CN')).toBe('非存续');
  });

  it('gives every status in English on English pages', () => {
    expect(companyStatusText({ status: '吊销', statusEn: 'Revoked' }, 'en')).toBe('Revoked');
    expect(companyStatusText({ status: 'Live', statusEn: 'Live' }, 'en')).toBe('Live');
    expect(companyStatusText({ status: 'ACTIVE', statusEn: 'Active' }, 'en')).toBe('Active');
  });

  it('shows a word the catalogue does not know as the API gives it', () => {
    expect(companyStatusText({ status: 'Receivership', statusEn: 'In receivership' }, 'en')).toBe(
      'In receivership',
    );
    expect(companyStatusText({ status: 'Receivership' }, 'zh-CN')).toBe('Receivership');
    expect(companyStatusText({ status: 'toString' }, 'zh-CN')).toBe('toString');
    expect(companyStatusText({}, 'zh-CN')).toBe('');
  });
});
