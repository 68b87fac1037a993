// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  readStaticPageConfig,
  STATIC_PAGE_CONFIG_ID,
  type StaticPageConfig,
  serializeStaticPageConfig,
} from './config';

const config: StaticPageConfig = {
  tracking: { host: 'https://t.example.com', env: 'prod', appName: 'kyc_global_mobile_web' },
  page: { route: '/lei', name: 'lei' },
};

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = STATIC_PAGE_CONFIG_ID;
    script.type = 'application/json';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('the static page config', () => {
  it('goes through the page and back unchanged', () => {
    expect(readStaticPageConfig(pageWith(serializeStaticPageConfig(config)))).toEqual(config);
  });

  it('cannot close its script element, whatever a value holds', () => {
    const hostile = {
      ...config,
      page: { route: '/</script><script>alert(1)</script>', name: 'x' },
    };
    const json = serializeStaticPageConfig(hostile);
    expect(json).not.toContain('<');
    expect(readStaticPageConfig(pageWith(json))).toEqual(hostile);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '{page:'],
    ['without a page', '{"tracking":null}'],
    ['not an object', '42'],
  ])('reads as null when %s', (_case, json) => {
    expect(readStaticPageConfig(pageWith(json))).toBeNull();
  });
});
