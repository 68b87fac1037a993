import { describe, expect, it } from 'vitest';
import { isPublicPageRequest } from './publicPage.server';

const request = (path: string, init: RequestInit = {}) =>
  new Request(`https://www.kyc.example${path}`, init);

describe('isPublicPageRequest: a page every visitor who asks for it gets the same', () => {
  it.each(['/', '/products-api', '/insights-ubo-for-chinese-companies?lang=en', '/lei?lang=zh-CN'])(
    '%s without a session',
    (path) => {
      expect(isPublicPageRequest(request(path))).toBe(true);
      expect(
        isPublicPageRequest(request(path, { headers: { cookie: 'kyc_lang=en; _ga=1' } })),
      ).toBe(true);
    },
  );

  it.each([
    ['a signed-in visitor', request('/', { headers: { cookie: 'kyc_session=u___t___s' } })],
    ['an account page', request('/live-search')],
    ['the log-in page', request('/login')],
    ['a page that reads Accept-Language', request('/demo-request')],
    ['a look-up', request('/lei?lei=5493001KJTIIGC8Y1R12')],
    ['another query', request('/?utm_source=mail')],
    ['an unknown language', request('/?lang=fr')],
    ['a form post', request('/', { method: 'POST' })],
  ])('not for %s', (_, asked) => {
    expect(isPublicPageRequest(asked)).toBe(false);
  });
});
