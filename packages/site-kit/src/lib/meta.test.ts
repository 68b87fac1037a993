import { getContent } from '@kyc/content';
import { describe, expect, it } from 'vitest';
import { documentTitle, pageMeta } from './meta';

describe('page titles', () => {
  it('end account pages’ titles with the product name, as marketing titles do', () => {
    const zh = getContent('zh-CN');
    const en = getContent('en');
    expect(documentTitle(zh.pages['/login'].meta, zh.brand.name)).toBe('登录 | KYC 全球企业尽调');
    expect(documentTitle(en.pages['/login'].meta, en.brand.name)).toBe('Log in | KYC Global');
    expect(documentTitle(en.pages['/verifydoc'].meta, en.brand.name)).toBe(
      'Verify a document | KYC Global',
    );
  });

  it('keep a marketing page’s search title, and a bare title without a product name', () => {
    const en = getContent('en');
    const api = en.pages['/products-api'].meta;
    expect(documentTitle(api, en.brand.name)).toBe(api.searchTitle);
    expect(documentTitle(en.pages['/login'].meta, '')).toBe('Log in');
  });

  it('put the title in <title> and og:title', () => {
    const zh = getContent('zh-CN');
    const tags = pageMeta({
      meta: zh.pages['/system-status'].meta,
      locale: 'zh-CN',
      origin: 'https://kyc.test',
      siteName: zh.brand.name,
      pathname: '/system-status',
      noindex: true,
    });
    expect(tags).toContainEqual({ title: '系统状态 | KYC 全球企业尽调' });
    expect(tags).toContainEqual({ property: 'og:title', content: '系统状态 | KYC 全球企业尽调' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
