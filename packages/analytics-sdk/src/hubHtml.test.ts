// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hubHtml } from './hubHtml';
import { hubHtmlPath } from './hubHtmlPath';

vi.mock('node:fs', () => ({ readFileSync: vi.fn() }));

const TEMPLATE = '<meta name="kyc-hub-origins" content=""><script>hub()</script>';

describe('hubHtml', () => {
  afterEach(() => {
    vi.mocked(readFileSync).mockReset();
  });

  it('reads the built page and fills its allow-list', () => {
    vi.mocked(readFileSync).mockReturnValue(TEMPLATE);
    expect(hubHtml({ allowedOrigins: ['https://www.site.com', 'https://*.site.org', 'bad'] })).toBe(
      '<meta name="kyc-hub-origins" content="https://www.site.com https://*.site.org"><script>hub()</script>',
    );
    expect(readFileSync).toHaveBeenCalledWith(hubHtmlPath, 'utf8');
  });

  it.each([undefined, {}, { allowedOrigins: [] }])(
    'leaves the allow-list empty for %j',
    (options) => {
      vi.mocked(readFileSync).mockReturnValue(TEMPLATE);
      expect(hubHtml(options)).toBe(TEMPLATE);
    },
  );

  it('says to build the package when the page is missing', () => {
    vi.mocked(readFileSync).mockImplementation(() => {
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    });
    expect(() => hubHtml()).toThrow(/hub\.html is missing; build the package first/);
  });
});

describe('hubHtmlPath', () => {
  it('points at dist/hub.html of this package', () => {
    expect(hubHtmlPath).toMatch(/[\\/]analytics-sdk[\\/]dist[\\/]hub\.html$/);
  });
});
